import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { theme } from '../../lib/theme';
import { EmptyPage } from '../layouts/empty-page';
import { mountRoot } from '../mount-root';

/**
 * Renders one page of a light entry (decision 0280) into `#root`: the SPA's theme and baseline and the empty layout's
 * frame, without the router, TanStack Query or the snackbar host (mounted as the SPA's first render, `mountRoot`).
 */
export function renderLightPage(page: ReactNode): void {
  mountRoot(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <EmptyPage>{page}</EmptyPage>
    </ThemeProvider>,
  );
}
