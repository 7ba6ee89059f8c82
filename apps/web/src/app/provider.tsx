import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { LIMITS } from '@insight/contracts/limits';
import { queryClient } from '../lib/query-client';
import { SnackbarContent } from './snackbar-content';
import { theme } from '../lib/theme';

/** Props of {@link AppProvider}. */
export type AppProviderProps = { children: ReactNode };

/** App-wide providers: MUI theme and baseline, TanStack Query, notistack snackbars (top right, 1500 ms, SPEC §8). */
export function AppProvider({ children }: AppProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider
          maxSnack={3}
          autoHideDuration={LIMITS.snackbarAutoHideMs}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          Components={{ success: SnackbarContent, error: SnackbarContent, info: SnackbarContent }}
        >
          {children}
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
