import { useEffect } from 'react';
import { SnackbarProvider, useSnackbar } from 'notistack';
import { LIMITS } from '@insight/contracts/limits';
import { attachSnackbarHost } from '../lib/snackbar';
import { SnackbarContent } from './snackbar-content';

/** Hands notistack's enqueue function to `lib/snackbar.ts` while mounted. */
function AttachHost() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => attachSnackbarHost((message, options) => enqueueSnackbar(message, options)), [enqueueSnackbar]);
  return null;
}

/**
 * notistack's snackbars (top right, 1500 ms, SPEC §8), loaded after the first page (`app/provider.tsx`); they render
 * in their own container at the end of the body.
 */
export function SnackbarHost() {
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={LIMITS.snackbarAutoHideMs}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      Components={{ success: SnackbarContent, error: SnackbarContent, info: SnackbarContent }}
    >
      <AttachHost />
    </SnackbarProvider>
  );
}
