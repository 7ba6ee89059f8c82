import { useEffect, useState } from 'react';
import { Box, Button, Chip, InputAdornment, TextField, Typography } from '@mui/material';
import { PageContainer } from '../../components/page-container';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { Link as RouterLink } from 'react-router';
import { canWriteStories } from '@insight/contracts/permissions';
import { paths } from '../../config/paths';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { useStories } from '../../features/stories/api/get-stories';
import { StoryCard } from '../../features/stories/components/story-card';
import { StudyCardSkeleton } from '../../features/studies/components/study-card-skeleton';
import { useClientHref, useSession } from '../../lib/session';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../lib/use-debounced-value';
import { useQueryParam } from '../../lib/use-query-param';
import { CARD_GRID_SX } from '../../lib/theme';
import { useDocumentTitle } from '../../lib/document-title';

/** /stories (SPEC §2): the client's stories as cards, searchable by title and filtered by a tag (both in the query string). */
export function StoriesRoute() {
  const [q, setQ] = useQueryParam('q');
  const [tag, setTag] = useQueryParam('tag');
  const [text, setText] = useState(q);
  const stories = useStories({ q: q || undefined, tag: tag || undefined });
  useDocumentTitle('Stories');
  const clientHref = useClientHref();
  const canWrite = canWriteStories(useSession().user.permissions);
  const items = stories.data?.pages.flatMap((page) => page.data) ?? [];
  const tags = [...new Set(items.flatMap((story) => story.tags))].sort((a, b) => a.localeCompare(b));
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced !== q) setQ(debounced);
    // Only a new debounced text moves the URL; a URL change (back button) does not retype it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <PageContainer width="wide" sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap', mb: 3 }}>
        <Box sx={{ flex: 1, minWidth: 240 }}>
          <Typography variant="h1" sx={{ mb: 1 }}>
            Stories
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>Curated findings told with your customers' own voices.</Typography>
        </Box>
        {canWrite && (
          <Button component={RouterLink} to={clientHref(paths.story.create.getHref())} variant="contained" startIcon={<AddIcon />}>
            New story
          </Button>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 4 }}>
        <TextField
          type="search"
          size="small"
          label="Search stories"
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
          sx={{ width: { xs: '100%', sm: 320 } }}
        />
        {(tag || tags.length > 0) && (
          <Box component="ul" aria-label="Filter by tag" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {(tag && !tags.includes(tag) ? [tag, ...tags] : tags).map((title) => (
              <li key={title}>
                <Chip
                  label={title}
                  clickable
                  color={title === tag ? 'primary' : 'default'}
                  variant={title === tag ? 'filled' : 'outlined'}
                  aria-pressed={title === tag}
                  onClick={() => setTag(title === tag ? '' : title)}
                />
              </li>
            ))}
          </Box>
        )}
      </Box>
      {stories.isError && <ErrorState error={stories.error} onRetry={() => void stories.refetch()} />}
      {stories.isPending && (
        <Box component="ul" aria-label="Loading stories" aria-busy sx={CARD_GRID_SX}>
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index}>
              <StudyCardSkeleton />
            </li>
          ))}
        </Box>
      )}
      {stories.isSuccess && items.length === 0 && (
        <EmptyState
          title={q || tag ? 'No stories match' : 'No stories yet'}
          description={q || tag ? 'Try other words or clear the tag.' : 'Stories shared with your team will appear here.'}
        />
      )}
      {stories.isSuccess && items.length > 0 && (
        <Box component="ul" aria-label="Stories" sx={CARD_GRID_SX}>
          {items.map((story) => (
            <li key={story.id}>
              <StoryCard story={story} href={clientHref(paths.story.root.getHref(story.id))} />
            </li>
          ))}
        </Box>
      )}
      {stories.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <Button variant="outlined" onClick={() => void stories.fetchNextPage()} loading={stories.isFetchingNextPage}>
            Load more stories
          </Button>
        </Box>
      )}
    </PageContainer>
  );
}
