import { lazy, Suspense, type ReactNode } from 'react';
import { Box, Link } from '@mui/material';
import { Outlet } from 'react-router';
import { useIdle } from '../../lib/on-demand';
import { ASSISTANT_GUTTER_SX } from '../../lib/theme';
import { AppHeader } from './app-header';
import { useClientIdInUrl } from './use-client-id-in-url';

// The floating assistant button (with its tooltip and drawer) loads once the page is up and the browser idle: no page
// needs it for its first paint (issue 15, decision 0290).
const AssistantLauncher = lazy(() => import('../../features/assistant/components/assistant-launcher').then((m) => ({ default: m.AssistantLauncher })));

/** Props of {@link DefaultLayout}: content (the error page), else the child route. */
export type DefaultLayoutProps = { children?: ReactNode };

/** The default layout of SPEC §2: skip link, header with navigation, then the page in `<main>`, and the floating AI assistant (not on error pages, SPEC §2). */
export function DefaultLayout({ children }: DefaultLayoutProps) {
  const isIdle = useIdle();
  // Pages get client_id into their address; an error page keeps the address as opened (a replace would run its failed
  // loader again).
  useClientIdInUrl(!children);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Link
        href="#main-content"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: (theme) => theme.zIndex.tooltip,
          bgcolor: 'background.paper',
          px: 2,
          py: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        Skip to content
      </Link>
      <AppHeader />
      {/* The page containers keep their content clear of the floating assistant button's gutter (decision 0390). */}
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, outline: 'none', ...ASSISTANT_GUTTER_SX }}>
        {children ?? <Outlet />}
      </Box>
      {!children && isIdle && (
        <Suspense fallback={null}>
          <AssistantLauncher />
        </Suspense>
      )}
    </Box>
  );
}
