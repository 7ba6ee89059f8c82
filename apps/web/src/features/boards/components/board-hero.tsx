import type { ReactNode } from 'react';
import { Box, Breadcrumbs, Chip, Link, ThemeProvider, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { Crumb } from '../../../components/page-header';
import { PageContainer } from '../../../components/page-container';
import type { Board } from '../../../lib/api-types';
import { coverTheme } from '../../../lib/theme';
import { boardCounts } from './board-counts';

/** Props of {@link BoardHero}: the board, the way back and actions. */
export type BoardHeroProps = { board: Board; crumbs: Crumb[]; actions?: ReactNode };

/** The top of a board page (SPEC §3 Board): its cover image darkened behind the label, title, description, counts and categories. */
export function BoardHero({ board, crumbs, actions }: BoardHeroProps) {
  const cover = board.cover_image ?? board.cover_video?.thumbnail ?? null;
  return (
    <ThemeProvider theme={coverTheme}>
      <Box
        sx={{
          color: 'text.primary',
          py: { xs: 4, md: 7 },
          backgroundColor: '#15111f',
          backgroundImage: cover
            ? `linear-gradient(90deg, rgba(15,12,23,0.94) 0%, rgba(15,12,23,0.75) 55%, rgba(15,12,23,0.45) 100%), url("${encodeURI(cover)}")`
            : undefined,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
      >
        <PageContainer width="wide">
          <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2, color: 'text.secondary' }}>
            {crumbs.map((crumb) => (
              <Link key={crumb.href} component={RouterLink} to={crumb.href} color="inherit">
                {crumb.label}
              </Link>
            ))}
          </Breadcrumbs>
          {board.label && <Chip label={board.label} size="small" sx={{ mb: 1.5, bgcolor: 'rgba(255,255,255,0.16)', fontWeight: 600 }} />}
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, maxWidth: 900 }}>
            {board.title}
          </Typography>
          {board.description && <Typography sx={{ mt: 2, maxWidth: 760, fontSize: '1.1rem', color: 'text.secondary' }}>{board.description}</Typography>}
          <Typography sx={{ mt: 2, fontWeight: 600 }}>{boardCounts(board.counts)}</Typography>
          {board.categories.length > 0 && <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>{board.categories.map((c) => c.title).join(' · ')}</Typography>}
          {actions && <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>{actions}</Box>}
        </PageContainer>
      </Box>
    </ThemeProvider>
  );
}
