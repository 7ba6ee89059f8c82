import { Box, Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { Story } from '../../../lib/api-types';
import { formatDate, pluralize } from '../../../lib/format';

/** Props of {@link StoryCard}: the story and the link to it. */
export type StoryCardProps = { story: Story; href: string };

const tagTitle = (tag: { id: string; title: string } | string) => (typeof tag === 'string' ? tag : tag.title);

/** A story card: title, interview and market counts, tags and last update; links to the story. */
export function StoryCard({ story, href }: StoryCardProps) {
  const counts = [
    story.counts?.interviews !== undefined ? pluralize(story.counts.interviews, 'interview') : null,
    story.counts?.markets !== undefined ? pluralize(story.counts.markets, 'market') : null,
  ].filter(Boolean);
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={href} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        <Box aria-hidden sx={{ height: 140, background: 'linear-gradient(135deg, #1d1a24 0%, #3f1b8f 60%, #5b2bbf 100%)' }} />
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography component="h2" variant="h4">
            {story.title}
          </Typography>
          {counts.length > 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {counts.join(' · ')}
            </Typography>
          )}
          {story.tags && story.tags.length > 0 && (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
              {story.tags.slice(0, 4).map((tag) => (
                <Chip key={tagTitle(tag)} size="small" label={tagTitle(tag)} />
              ))}
            </Stack>
          )}
          <Box sx={{ flex: 1 }} />
          {story.updated_at && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Updated {formatDate(story.updated_at)}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
