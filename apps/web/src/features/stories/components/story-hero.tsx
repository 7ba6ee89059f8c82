import type { ReactNode } from 'react';
import { Box, Breadcrumbs, Chip, Link, Stack, ThemeProvider, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { Crumb } from '../../../components/page-header';
import { PageContainer } from '../../../components/page-container';
import { SubtitledVideo } from '../../../components/subtitled-video';
import type { Story, Translation } from '../../../lib/api-types';
import { pluralize } from '../../../lib/format';
import { coverTheme } from '../../../lib/theme';

/** Props of {@link StoryHero}: the story, the way back, the Original/English choice, the header height it runs under, and actions. */
export type StoryHeroProps = { story: Story; crumbs: Crumb[]; translation: Translation; headerHeight: number; actions?: ReactNode; toggle: ReactNode };

/** Interview and market counts as text (SPEC §3 Story counts). */
export function storyCounts(counts: Story['counts']): string {
  return `${pluralize(counts.interviews, 'interview')} · ${pluralize(counts.markets, 'market')}`;
}

/**
 * The top of a story page: a dark band that runs under the transparent header (SPEC §2), with the way back, the title,
 * counts, tags and actions beside the cover video (subtitled, SPEC §3 cover_video).
 */
export function StoryHero({ story, crumbs, translation, headerHeight, actions, toggle }: StoryHeroProps) {
  return (
    <ThemeProvider theme={coverTheme}>
      <Box
        sx={{
          mt: `-${headerHeight}px`,
          pt: `${headerHeight + 24}px`,
          pb: { xs: 4, md: 6 },
          color: 'common.white',
          background: 'radial-gradient(circle at 80% 0%, #4b2a99 0%, #1d1530 45%, #0f0c17 100%)',
        }}
      >
        <PageContainer width="wide">
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 3, md: 5 },
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
              alignItems: 'center',
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2, color: 'text.secondary' }}>
                {crumbs.map((crumb) => (
                  <Link key={crumb.href} component={RouterLink} to={crumb.href} color="inherit">
                    {crumb.label}
                  </Link>
                ))}
              </Breadcrumbs>
              <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, lineHeight: 1.15, overflowWrap: 'anywhere', color: 'inherit' }}>
                {story.title}
              </Typography>
              <Typography sx={{ mt: 2, color: 'text.secondary' }}>{storyCounts(story.counts)}</Typography>
              {story.tags.length > 0 && (
                <Stack
                  direction="row"
                  sx={{ mt: 2, gap: 1, flexWrap: 'wrap' }}
                  component="ul"
                  aria-label="Tags"
                  style={{ listStyle: 'none', padding: 0, margin: '16px 0 0' }}
                >
                  {story.tags.map((tag) => (
                    <li key={tag}>
                      <Chip label={tag} size="small" sx={{ bgcolor: 'rgba(255,255,255,0.16)' }} />
                    </li>
                  ))}
                </Stack>
              )}
              <Box sx={{ mt: 3, display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
                {toggle}
                {actions}
              </Box>
            </Box>
            {story.cover_video && (
              <SubtitledVideo video={story.cover_video} translation={translation} label={`Cover video of ${story.title}`} sx={{ boxShadow: 8 }} />
            )}
          </Box>
        </PageContainer>
      </Box>
    </ThemeProvider>
  );
}
