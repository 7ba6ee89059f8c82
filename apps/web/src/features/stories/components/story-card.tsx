import { Box, Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { CoverImage } from '../../../components/cover-image';
import type { Story } from '../../../lib/api-types';
import { formatDate } from '../../../lib/format';
import { storyCounts } from './story-hero';

/** Props of {@link StoryCard}: the story and the link to it. */
export type StoryCardProps = { story: Story; href: string };

/** A story card: cover still, title, interview and market counts, tags and last update; links to the story. */
export function StoryCard({ story, href }: StoryCardProps) {
  const cover = story.cover_video?.thumbnail ?? story.slides.find((s) => s.cover_video?.thumbnail)?.cover_video?.thumbnail ?? null;
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={href} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        <Box sx={{ aspectRatio: '16 / 8', overflow: 'hidden', background: 'linear-gradient(135deg, #1d1a24 0%, #3f1b8f 60%, #5b2bbf 100%)' }}>
          {cover && <CoverImage src={cover} width={960} height={540} fill />}
        </Box>
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography component="h2" variant="h4">
            {story.title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {storyCounts(story.counts)}
          </Typography>
          {story.tags.length > 0 && (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
              {story.tags.slice(0, 4).map((tag) => (
                <Chip key={tag} size="small" label={tag} />
              ))}
            </Stack>
          )}
          <Box sx={{ flex: 1 }} />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Updated {formatDate(story.updated_at)}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
