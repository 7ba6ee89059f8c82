import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** Props of {@link EmptyPage}: the page. */
export type EmptyPageProps = { children?: ReactNode };

/** The empty layout's frame (SPEC §2, no header) without the router, so the light entries (decision 0280) use it too. */
export function EmptyPage({ children }: EmptyPageProps) {
  return (
    <Box component="main" id="main-content" sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      {children}
    </Box>
  );
}
