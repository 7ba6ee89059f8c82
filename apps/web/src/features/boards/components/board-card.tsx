import { Box, Card, CardActionArea, CardContent, Chip, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { CoverImage } from '../../../components/cover-image';
import type { Board } from '../../../lib/api-types';
import { boardCounts } from './board-counts';

/** Props of {@link BoardCard}: the board and its link. */
export type BoardCardProps = { board: Board; href: string };

/** A board card (SPEC §3 Board): cover image (or the cover video's still), label, title, description, counts and categories. */
export function BoardCard({ board, href }: BoardCardProps) {
  const cover = board.cover_image ?? board.cover_video?.thumbnail ?? null;
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={href} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        <Box
          sx={{
            position: 'relative',
            aspectRatio: '16 / 8',
            overflow: 'hidden',
            bgcolor: 'grey.900',
            background: cover ? undefined : 'linear-gradient(135deg, #1d1a24 0%, #3f1b8f 60%, #5b2bbf 100%)',
          }}
        >
          {cover && <CoverImage src={cover} width={960} height={540} fill />}
          {board.label && (
            <Chip label={board.label} size="small" sx={{ position: 'absolute', top: 12, left: 12, bgcolor: 'background.paper', fontWeight: 600 }} />
          )}
        </Box>
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography component="h2" variant="h3">
            {board.title}
          </Typography>
          {board.description && (
            <Typography sx={{ color: 'text.secondary', display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
              {board.description}
            </Typography>
          )}
          <Box sx={{ flex: 1 }} />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {boardCounts(board.counts)}
          </Typography>
          {board.categories.length > 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {board.categories.map((c) => c.title).join(', ')}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
