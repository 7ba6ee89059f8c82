import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { PageContainer } from '../../components/page-container';
import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { canWriteStories } from '@insight/contracts/permissions';
import { paths } from '../../config/paths';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { useBoard } from '../../features/boards/api/get-board';
import { useCategories } from '../../features/boards/api/get-categories';
import { useDeleteBoard } from '../../features/boards/api/save-board';
import { BoardFormDialog } from '../../features/boards/components/board-form-dialog';
import { BoardHero } from '../../features/boards/components/board-hero';
import { useStories } from '../../features/stories/api/get-stories';
import { HighlightedInterviews } from '../../features/stories/components/highlighted-interviews';
import { StoryCard } from '../../features/stories/components/story-card';
import { useClientHref, useIsConsumer, useSession } from '../../lib/session';
import { useStudyStore } from '../../lib/study-store';
import { CARD_GRID_SX } from '../../lib/theme';
import { useStoryLinks } from './story-links';

/** /boards/:board (SPEC §2 default board view): the board's cover and counts, its stories and highlighted interviews; writers edit it. */
export function BoardOverviewRoute() {
  const boardId = useParams().board ?? '';
  const { data: board } = useBoard(boardId);
  const stories = useStories({ boardId });
  const allStories = useStories({});
  const categories = useCategories();
  const clientHref = useClientHref();
  const navigate = useNavigate();
  const translation = useStudyStore((s) => s.language);
  const { interviewHref } = useStoryLinks(useIsConsumer());
  const canWrite = canWriteStories(useSession().user.permissions);
  const deletion = useDeleteBoard();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const items = stories.data?.pages.flatMap((page) => page.data) ?? [];
  const storyOptions = (allStories.data?.pages.flatMap((p) => p.data) ?? []).map(({ id, title, board_id }) => ({ id, title, board_id }));

  return (
    <>
      <BoardHero
        board={board}
        crumbs={[{ label: 'Boards', href: clientHref(paths.boards.getHref()) }]}
        actions={
          canWrite && (
            <>
              <Button component={RouterLink} to={clientHref(paths.story.create.getHref(board.id))} variant="contained" startIcon={<AddIcon />}>
                New story
              </Button>
              <Button variant="outlined" color="inherit" startIcon={<EditOutlinedIcon />} onClick={() => setDialog('edit')}>
                Edit board
              </Button>
              <Button variant="outlined" color="inherit" startIcon={<DeleteOutlineIcon />} onClick={() => setDialog('delete')}>
                Delete
              </Button>
            </>
          )
        }
      />
      <PageContainer width="wide" sx={{ py: { xs: 4, md: 6 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 6 }}>
        <Box component="section" aria-labelledby="board-stories-heading">
          <Typography id="board-stories-heading" variant="h2" sx={{ mb: 3 }}>
            Stories
          </Typography>
          {stories.isError && <ErrorState error={stories.error} onRetry={() => void stories.refetch()} />}
          {stories.isSuccess && items.length === 0 && (
            <EmptyState title="No stories on this board yet" description="Stories added to the board will appear here." />
          )}
          {items.length > 0 && (
            <Box component="ul" aria-label="Stories on this board" sx={CARD_GRID_SX}>
              {items.map((story) => (
                <li key={story.id}>
                  <StoryCard story={story} href={clientHref(paths.board.story.getHref(board.id, story.id))} />
                </li>
              ))}
            </Box>
          )}
          {stories.hasNextPage && (
            <Button variant="outlined" sx={{ mt: 3 }} onClick={() => void stories.fetchNextPage()} loading={stories.isFetchingNextPage}>
              Load more stories
            </Button>
          )}
        </Box>
        <HighlightedInterviews interviews={board.highlighted_interviews} translation={translation} interviewHref={interviewHref} />
      </PageContainer>
      {dialog === 'edit' && (
        <BoardFormDialog
          open
          board={board}
          categories={categories.data ?? []}
          stories={storyOptions}
          onClose={() => setDialog(null)}
          onSaved={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={dialog === 'delete'}
        title="Delete this board?"
        text={`“${board.title}” will be deleted for everyone. Its stories stay, without a board.`}
        confirmLabel="Delete board"
        isBusy={deletion.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() => deletion.mutate(board.id, { onSuccess: () => void navigate(clientHref(paths.boards.getHref())) })}
      />
    </>
  );
}
