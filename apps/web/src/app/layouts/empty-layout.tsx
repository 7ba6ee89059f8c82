import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Outlet } from 'react-router';

/** Props of {@link EmptyLayout}: content, else the child route. */
export type EmptyLayoutProps = { children?: ReactNode };

/** The empty layout of SPEC §2 (no header): login, logout and error pages. */
export function EmptyLayout({ children }: EmptyLayoutProps) {
  return (
    <Box component="main" id="main-content" sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      {children ?? <Outlet />}
    </Box>
  );
}
