import { Box, Button, Card, CardActionArea, CardActions, CardContent, Chip, Typography } from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import MovieOutlinedIcon from '@mui/icons-material/MovieOutlined';
import { Link as RouterLink } from 'react-router';
import { formatDate, formatDuration, pluralize } from '../../../lib/format';
import type { Showreel } from '../showreel-types';
import { useStableUrls } from '../use-stable-url';
import { ShowreelStatusChip } from './showreel-status-chip';

/** Props of {@link ShowreelCard}: the reel, where it opens, its study's title (lists wider than a study) and the delete action. */
export type ShowreelCardProps = { showreel: Showreel; href: string; studyTitle?: string; onDelete?: (showreel: Showreel) => void };

/** A reel in a list: thumbnail, title, description, status, clip count, duration and dates; Delete when `onDelete` is given. */
export function ShowreelCard({ showreel, href, studyTitle, onDelete }: ShowreelCardProps) {
  const stable = useStableUrls();
  const thumbnail = stable(showreel.thumbnail);
  return (
    <Card component="article" aria-labelledby={`reel-${showreel.id}-title`} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea
        component={RouterLink}
        to={href}
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: '#1d1b2e', display: 'grid', placeItems: 'center' }}>
          {thumbnail ? (
            <Box component="img" src={thumbnail} alt="" width={640} height={360} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          ) : (
            <MovieOutlinedIcon aria-hidden sx={{ fontSize: 48, color: '#c9c4f0' }} />
          )}
          {showreel.duration ? (
            <Box
              component="span"
              sx={{ position: 'absolute', right: 8, bottom: 8, px: 0.75, borderRadius: 1, bgcolor: 'rgba(0,0,0,0.75)', color: '#fff', fontSize: 13 }}
            >
              {formatDuration(showreel.duration)}
            </Box>
          ) : null}
        </Box>
        <CardContent sx={{ display: 'grid', gap: 1, flex: 1, alignContent: 'start' }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <ShowreelStatusChip status={showreel.status} />
            {showreel.published && <Chip size="small" variant="outlined" label="Published" />}
            <Chip size="small" variant="outlined" label={showreel.type === 'CURATED' ? 'Curated' : 'Custom'} />
          </Box>
          <Typography id={`reel-${showreel.id}-title`} component="h3" variant="h4" sx={{ fontSize: '1.1rem' }}>
            {showreel.title}
          </Typography>
          {showreel.description && (
            <Typography
              variant="body2"
              sx={{ color: 'text.secondary', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
            >
              {showreel.description}
            </Typography>
          )}
          {studyTitle && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              Study: {studyTitle}
            </Typography>
          )}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {pluralize(showreel.quotes?.length ?? 0, 'clip')} · updated {formatDate(showreel.updated_at)}
          </Typography>
        </CardContent>
      </CardActionArea>
      {onDelete && (
        <CardActions sx={{ borderTop: 1, borderColor: 'divider', justifyContent: 'flex-end', py: 0.5 }}>
          <Button size="small" color="error" startIcon={<DeleteOutlinedIcon />} aria-label={`Delete ${showreel.title}`} onClick={() => onDelete(showreel)}>
            Delete
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
