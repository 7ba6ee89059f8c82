import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** Props of {@link VisuallyHidden}. */
export type VisuallyHiddenProps = { children: ReactNode };

/** Text for screen readers only (kept in the accessibility tree, not painted). */
export function VisuallyHidden({ children }: VisuallyHiddenProps) {
  return (
    <Box
      component="span"
      sx={{
        border: 0,
        clip: 'rect(0 0 0 0)',
        height: '1px',
        margin: '-1px',
        overflow: 'hidden',
        padding: 0,
        position: 'absolute',
        whiteSpace: 'nowrap',
        width: '1px',
      }}
    >
      {children}
    </Box>
  );
}
