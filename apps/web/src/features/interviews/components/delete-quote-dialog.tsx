import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useSnackbar } from '../../../lib/snackbar';
import type { Quote } from '../../../lib/api-types';
import { useDeleteQuote } from '../../../resources/quote/quote-writes';

/** A quote about to be deleted and the showreels that use it. */
export type QuoteDeletion = { quote: Quote; reels: { id: string; title: string }[] };

/** Props of {@link DeleteQuoteDialog}: the quote being deleted (null: closed) and the close callback. */
export type DeleteQuoteDialogProps = { deleting: QuoteDeletion | null; onClose: () => void };

/**
 * The confirmation before a quote of the interview is deleted, naming the showreels that keep it (issue 14). A file of
 * its own, loaded with the first Delete (issue 15, decision 0290).
 */
export function DeleteQuoteDialog({ deleting, onClose }: DeleteQuoteDialogProps) {
  const remove = useDeleteQuote();
  const { enqueueSnackbar } = useSnackbar();
  return (
    <Dialog open={deleting !== null} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="delete-quote-title">
      <DialogTitle id="delete-quote-title">Delete this quote?</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">
          {deleting && deleting.reels.length > 0 ? (
            <>
              It is used in {deleting.reels.length === 1 ? 'a showreel' : `${deleting.reels.length} showreels`}:{' '}
              {deleting.reels.map((reel) => `“${reel.title}”`).join(', ')}. It stays in {deleting.reels.length === 1 ? 'it' : 'them'} until{' '}
              {deleting.reels.length === 1 ? 'that reel is' : 'those reels are'} edited.
            </>
          ) : (
            'The quote leaves the study’s quotes. The interview is not changed.'
          )}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          loading={remove.isPending}
          onClick={() => {
            if (!deleting) return;
            remove.mutate(deleting.quote.id, {
              onSuccess: () => {
                enqueueSnackbar('Quote deleted', { variant: 'success' });
                onClose();
              },
              onError: () => enqueueSnackbar('The quote could not be deleted.', { variant: 'error' }),
            });
          }}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
