import { Box, Chip, Container, Paper, Stack, Typography } from '@mui/material';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../config/paths';
import { PageHeader } from '../../components/page-header';
import { storyQueryOptions, useStory } from '../../features/stories/api/get-story';
import { StoryContent } from '../../features/stories/components/story-content';
import { crossOriginFor } from '../../lib/media';
import { pluralize } from '../../lib/format';
import { queryClient } from '../../lib/query-client';
import { requireIdParam } from '../../lib/route-params';
import { sessionContext, useClientHref } from '../../lib/session';
import { STORIES_MAX_WIDTH } from '../../lib/theme';
import { useDocumentTitle } from '../../lib/document-title';

/** Loads the story first; an unknown story shows the 404 page. */
export async function storyLoader({ params, context }: LoaderFunctionArgs) {
  const { activeClient } = context.get(sessionContext);
  await queryClient.ensureQueryData(storyQueryOptions(activeClient.id, requireIdParam(params, 'story')));
  return null;
}

const tagTitle = (tag: { id: string; title: string } | string) => (typeof tag === 'string' ? tag : tag.title);

/** /stories/:story (SPEC §2): title, counts, tags, cover video, the story document and its slides. */
export function StoryRoute() {
  const { data: story } = useStory(useParams().story ?? '');
  useDocumentTitle(story.title, 'Stories');
  const clientHref = useClientHref();
  const meta = [
    story.counts?.interviews !== undefined ? pluralize(story.counts.interviews, 'interview') : null,
    story.counts?.markets !== undefined ? pluralize(story.counts.markets, 'market') : null,
  ].filter(Boolean);

  return (
    <Container maxWidth={false} sx={{ maxWidth: STORIES_MAX_WIDTH, py: { xs: 3, md: 5 } }}>
      <PageHeader
        crumbs={[{ label: 'Stories', href: clientHref(paths.stories.getHref()) }]}
        title={story.title}
        meta={
          <>
            {meta.map((item) => (
              <Typography key={item} variant="body2">
                {item}
              </Typography>
            ))}
            {story.tags && story.tags.length > 0 && (
              <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap' }}>
                {story.tags.map((tag) => (
                  <Chip key={tagTitle(tag)} size="small" label={tagTitle(tag)} />
                ))}
              </Stack>
            )}
          </>
        }
      />
      <Box sx={{ mt: 4, display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Box sx={{ maxWidth: 820 }}>
          {story.cover_video?.url && (
            <Box
              component="video"
              controls
              preload="metadata"
              src={story.cover_video.url}
              crossOrigin={crossOriginFor(story.cover_video.url)}
              aria-label={`Cover video of ${story.title}`}
              sx={{ width: '100%', aspectRatio: '16 / 9', bgcolor: '#000', borderRadius: 2, mb: 3 }}
            />
          )}
          <StoryContent content={story.story_content} />
        </Box>
        {story.slides && story.slides.length > 0 && (
          <Box component="section" aria-labelledby="slides-heading">
            <Typography id="slides-heading" variant="h2" sx={{ mb: 2 }}>
              Highlights
            </Typography>
            <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
              {story.slides.map((slide) => (
                <Paper component="li" key={slide.id} variant="outlined" sx={{ p: 2.5 }}>
                  {slide.label && (
                    <Typography variant="overline" component="p" sx={{ color: 'primary.dark' }}>
                      {slide.label}
                    </Typography>
                  )}
                  <Typography component="h3" variant="h4">
                    {slide.title}
                  </Typography>
                  {slide.description && <Typography sx={{ mt: 1, color: 'text.secondary' }}>{slide.description}</Typography>}
                </Paper>
              ))}
            </Box>
          </Box>
        )}
      </Box>
    </Container>
  );
}
