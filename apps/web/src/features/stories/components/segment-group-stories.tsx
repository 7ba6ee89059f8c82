import { Box, Typography } from '@mui/material';
import { paths } from '../../../config/paths';
import { useClientHref } from '../../../lib/session';
import { useStories } from '../api/get-stories';
import { StoryCard } from './story-card';

/** Props of {@link SegmentGroupStories}: the segment group. */
export type SegmentGroupStoriesProps = { segmentGroupId: string };

/** The stories made from a segment group (SPEC §3 Study segment group stories, §2 /study-segment-groups/{segmentGroup}); nothing when none. */
export function SegmentGroupStories({ segmentGroupId }: SegmentGroupStoriesProps) {
  const stories = useStories({ segmentGroupId });
  const clientHref = useClientHref();
  const items = stories.data?.pages.flatMap((page) => page.data) ?? [];
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="segment-group-stories-heading">
      <Typography id="segment-group-stories-heading" variant="h2" sx={{ mb: 2 }}>
        Stories
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        {items.map((story) => (
          <li key={story.id}>
            <StoryCard story={story} href={clientHref(paths.story.root.getHref(story.id))} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
