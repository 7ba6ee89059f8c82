import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { CARD_GRID_SX } from '../../../lib/theme';

/** Props of {@link StudyGrid}. */
export type StudyGridProps = { children: ReactNode; isBusy?: boolean; label?: string };

/** Responsive card grid (1–4 columns) used by the studies list and the home page. */
export function StudyGrid({ children, isBusy = false, label }: StudyGridProps) {
  return (
    <Box component="ul" aria-label={label} aria-busy={isBusy || undefined} sx={CARD_GRID_SX}>
      {children}
    </Box>
  );
}
