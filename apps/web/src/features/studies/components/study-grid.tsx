import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** Props of {@link StudyGrid}. */
export type StudyGridProps = { children: ReactNode; isBusy?: boolean; label?: string };

/** Responsive card grid (1–4 columns) used by the studies list and the home page. */
export function StudyGrid({ children, isBusy = false, label }: StudyGridProps) {
  return (
    <Box
      component="ul"
      aria-label={label}
      aria-busy={isBusy || undefined}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' },
        '& > li': { minWidth: 0 },
      }}
    >
      {children}
    </Box>
  );
}
