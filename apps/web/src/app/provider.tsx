import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { whenSnackbarHostWanted } from '../lib/snackbar';
import { theme } from '../lib/theme';

// notistack is not among the first page's scripts (issue 15): its host loads with the first snackbar (lib/snackbar.ts).
// Should its file fail to load, snackbars are lost rather than the page (nothing above catches a render error here).
const SnackbarHost = lazy<ComponentType>(() =>
  import('./snackbar-host').then(
    (m) => ({ default: m.SnackbarHost }),
    () => ({ default: () => null }),
  ),
);

/** Props of {@link AppProvider}. */
export type AppProviderProps = { children: ReactNode };

/** App-wide providers: MUI theme and baseline, TanStack Query, and the snackbar host from the first snackbar on. */
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
