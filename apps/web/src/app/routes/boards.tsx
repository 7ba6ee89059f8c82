import { useState } from 'react';
import { Box, Button, Skeleton, Typography } from '@mui/material';
import { PageContainer } from '../../components/page-container';
import AddIcon from '@mui/icons-material/Add';
import { useNavigate } from 'react-router';
import { canWriteStories } from '@insight/contracts/permissions';
import { paths } from '../../config/paths';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { useBoards } from '../../features/boards/api/get-boards';
import { useCategories } from '../../features/boards/api/get-categories';
import { BoardCard } from '../../features/boards/components/board-card';
import { BoardFormDialog } from '../../features/boards/components/board-form-dialog';
import { CategoryFilter } from '../../features/boards/components/category-filter';
import { useStories } from '../../features/stories/api/get-stories';
import { useClientHref, useSession } from '../../lib/session';
import { useQueryParam } from '../../lib/use-query-param';
import { CARD_GRID_SX } from '../../lib/theme';

const gridSx = { ...CARD_GRID_SX, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } } as const;

/** /boards (SPEC §2): the client's boards (always_on first) with category filters in the query string; writers add boards. */
export function BoardsRoute() {
  const [categoryParam, setCategoryParam] = useQueryParam('category_ids');
  const categoryIds = categoryParam.split(',').filter(Boolean);
  const boards = useBoards(categoryIds);
  const categories = useCategories();
  const clientHref = useClientHref();
  const navigate = useNavigate();
  const canWrite = canWriteStories(useSession().user.permissions);
  const [isCreating, setIsCreating] = useState(false);
  const stories = useStories({});
  const storyOptions = (stories.data?.pages.flatMap((p) => p.data) ?? []).map(({ id, title, board_id }) => ({ id, title, board_id }));

  return (
    <PageContainer width="wide" sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap', mb: 3 }}>
        <Box sx={{ flex: 1, minWidth: 240 }}>
          <Typography variant="h1" sx={{ mb: 1 }}>
            Boards
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>Collections of stories on one theme, kept up to date by your research team.</Typography>
        </Box>
        {canWrite && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIsCreating(true)}>
            New board
          </Button>
        )}
      </Box>
      <Box sx={{ mb: 4 }}>
        <CategoryFilter categories={categories.data ?? []} selected={categoryIds} onChange={(ids) => setCategoryParam(ids.join(','))} />
      </Box>
      {boards.isError && <ErrorState error={boards.error} title="Error loading board" onRetry={() => void boards.refetch()} />}
      {boards.isPending && (
        <Box component="ul" aria-label="Loading boards" aria-busy sx={gridSx}>
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i}>
              <Skeleton variant="rounded" height={320} />
            </li>
          ))}
        </Box>
      )}
      {boards.isSuccess && boards.data.length === 0 && (
        <EmptyState
          title={categoryIds.length ? 'No boards in these categories' : 'No boards yet'}
          description={categoryIds.length ? 'Choose All to see every board.' : 'Boards your research team shares will appear here.'}
        />
      )}
      {boards.isSuccess && boards.data.length > 0 && (
        <Box component="ul" aria-label="Boards" sx={{ ...gridSx, opacity: boards.isPlaceholderData ? 0.6 : 1 }}>
          {boards.data.map((board) => (
            <li key={board.id}>
              <BoardCard board={board} href={clientHref(paths.board.root.getHref(board.id))} />
            </li>
          ))}
        </Box>
      )}
      {isCreating && (
        <BoardFormDialog
          open
          categories={categories.data ?? []}
          stories={storyOptions}
          onClose={() => setIsCreating(false)}
          onSaved={(board) => {
            setIsCreating(false);
            void navigate(clientHref(paths.board.root.getHref(board.id)));
          }}
        />
      )}
    </PageContainer>
  );
}
