import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { whenSnackbarHostWanted } from '../lib/snackbar';
import { theme } from '../lib/theme';

// notistack is not among the first page's scripts (issue 15): its host is loaded after the page (lib/snackbar.ts).
const SnackbarHost = lazy(() => import('./snackbar-host').then((m) => ({ default: m.SnackbarHost })));

/** Props of {@link AppProvider}. */
export type AppProviderProps = { children: ReactNode };

/** App-wide providers: MUI theme and baseline, TanStack Query, and the snackbar host once it is wanted. */
export function AppProvider({ children }: AppProviderProps) {
  const [isSnackbarHostWanted, setIsSnackbarHostWanted] = useState(false);
  useEffect(() => whenSnackbarHostWanted(() => setIsSnackbarHostWanted(true)), []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        {children}
        {isSnackbarHostWanted && (
          <Suspense fallback={null}>
            <SnackbarHost />
          </Suspense>
        )}
      </QueryClientProvider>
    </ThemeProvider>
  );
}
