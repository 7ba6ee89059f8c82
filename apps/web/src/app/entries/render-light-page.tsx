import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { setRouteParamChecks } from '../../config/paths';
import { theme } from '../../lib/theme';
import { EmptyPage } from '../layouts/empty-page';

/**
 * Renders one page of a light entry (decision 0280) into `#root`: the SPA's theme and baseline and the empty layout's
 * frame, without the router, TanStack Query or the snackbar host; a transition, as the SPA's first render (main.tsx).
 */
export function renderLightPage(page: ReactNode): void {
  setRouteParamChecks(import.meta.env.DEV);
  const container = document.getElementById('root');
  if (!container) throw new Error('the page has no #root element');
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <EmptyPage>{page}</EmptyPage>
        </ThemeProvider>
      </StrictMode>,
    ),
  );
}
