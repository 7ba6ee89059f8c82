import { Box, Button, Container, Typography } from '@mui/material';
import { paths } from '../../config/paths';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { useStories } from '../../features/stories/api/get-stories';
import { StoryCard } from '../../features/stories/components/story-card';
import { StudyCardSkeleton } from '../../features/studies/components/study-card-skeleton';
import { useClientHref } from '../../lib/session';
import { STORIES_MAX_WIDTH } from '../../lib/theme';
import { useDocumentTitle } from '../../lib/document-title';

/** /stories (SPEC §2): the client's stories as cards, or an empty state. */
export function StoriesRoute() {
  const stories = useStories();
  useDocumentTitle('Stories');
  const clientHref = useClientHref();
  const items = stories.data?.pages.flatMap((page) => page.data) ?? [];
  const gridSx = {
    listStyle: 'none',
    m: 0,
    p: 0,
    display: 'grid',
    gap: 3,
    gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' },
  } as const;

  return (
    <Container maxWidth={false} sx={{ maxWidth: STORIES_MAX_WIDTH, py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Stories
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>Curated findings told with your customers' own voices.</Typography>
      {stories.isError && <ErrorState error={stories.error} onRetry={() => void stories.refetch()} />}
      {stories.isPending && (
        <Box component="ul" aria-label="Loading stories" aria-busy sx={gridSx}>
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index}>
              <StudyCardSkeleton />
            </li>
          ))}
        </Box>
      )}
      {stories.isSuccess && items.length === 0 && <EmptyState title="No stories yet" description="Stories shared with your team will appear here." />}
      {stories.isSuccess && items.length > 0 && (
        <Box component="ul" aria-label="Stories" sx={gridSx}>
          {items.map((story) => (
            <li key={story.id}>
              <StoryCard story={story} href={clientHref(paths.story.getHref(story.id))} />
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
    </Container>
  );
}
