import { lazy, Suspense, useState } from 'react';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useSnackbar } from '../../../lib/snackbar';
import { isApiError } from '../../../lib/api-client';
import type { Quote } from '../../../lib/api-types';
import { formatDuration } from '../../../lib/format';
import { useClientId } from '../../../lib/session';
import { useWantedOnce } from '../../../lib/on-demand';
import { getQuoteShowreels, useUpdateQuoteWords, type QuoteWords } from '../../../resources/quote/quote-writes';
import type { QuoteDeletion } from './delete-quote-dialog';
import { QuoteTagEditor } from './quote-tag-editor';

// The delete confirmation loads with the first Delete (issue 15, decision 0290).
const loadDeleteDialog = () => import('./delete-quote-dialog');
const DeleteQuoteDialog = lazy(() => loadDeleteDialog().then((m) => ({ default: m.DeleteQuoteDialog })));

/**
 * Props of {@link InterviewQuotes}: the interview's quotes (time order), the one a link opened (`markedId`), the words
 * selected in the transcript (to move a quote's bounds to), and seeking the player (seconds).
 */
export type InterviewQuotesProps = {
  quotes: readonly Quote[];
  isLoading: boolean;
  markedId?: string;
  selectedWords: QuoteWords | null;
  onPlay: (quote: Quote) => void;
};

/**
 * The interview's quotes beside its transcript (issue 14): each plays from its start, shows and edits its tags, takes the
 * selected words as its new bounds, or is deleted after a confirmation that names the showreels keeping it.
 */
export function InterviewQuotes({ quotes, isLoading, markedId, selectedWords, onPlay }: InterviewQuotesProps) {
  const clientId = useClientId();
  const update = useUpdateQuoteWords();
  const { enqueueSnackbar } = useSnackbar();
  const [deleting, setDeleting] = useState<QuoteDeletion | null>(null);
  const hasDeleteOpened = useWantedOnce(deleting !== null);

  const askDelete = async (quote: Quote) => {
    void loadDeleteDialog().catch(() => undefined);
    try {
      setDeleting({ quote, reels: await getQuoteShowreels(clientId, quote.id) });
    } catch {
      setDeleting({ quote, reels: [] });
    }
  };

  const setBounds = (quote: Quote) => {
    if (!selectedWords) return;
    update.mutate(
      { id: quote.id, words: selectedWords, updatedAt: quote.updated_at },
      {
        onSuccess: () => enqueueSnackbar('Quote bounds changed', { variant: 'success' }),
        onError: (error) =>
          enqueueSnackbar(isApiError(error, 409) ? 'Someone changed this quote meanwhile; it was reloaded. Try again.' : 'The quote could not be changed.', {
            variant: 'error',
          }),
      },
    );
  };

  return (
    <Box component="section" aria-labelledby="interview-quotes-heading" sx={{ mt: 3 }}>
      <Typography id="interview-quotes-heading" variant="h2" sx={{ fontSize: '1.2rem', mb: 1.5 }}>
        Quotes in this interview {quotes.length > 0 && `(${quotes.length})`}
      </Typography>
      {isLoading && <Typography sx={{ color: 'text.secondary' }}>Loading quotes…</Typography>}
      {!isLoading && quotes.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>No quotes yet. Select words in the transcript and choose Make quote.</Typography>
      )}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0, maxHeight: { lg: '50vh' }, overflowY: { lg: 'auto' } }}>
        {quotes.map((quote) => (
          <Paper
            key={quote.id}
            component="li"
            variant="outlined"
            aria-label={`Quote ${formatDuration(quote.start)}–${formatDuration(quote.end)}`}
            aria-current={quote.id === markedId ? 'true' : undefined}
            sx={{ p: 1.5, display: 'grid', gap: 1, borderColor: quote.id === markedId ? '#b35c00' : undefined, borderWidth: quote.id === markedId ? 2 : 1 }}
          >
            <Typography sx={{ fontSize: '0.95rem', lineHeight: 1.5 }}>“{quote.content}”</Typography>
            <QuoteTagEditor quote={quote} canEdit />
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Button size="small" startIcon={<PlayArrowIcon />} onClick={() => onPlay(quote)} aria-label={`Play quote from ${formatDuration(quote.start)}`}>
                {formatDuration(quote.start)}–{formatDuration(quote.end)}
              </Button>
              <Button size="small" disabled={!selectedWords || update.isPending} onClick={() => setBounds(quote)}>
                Set to selected words
              </Button>
              <Button
                size="small"
                color="error"
                startIcon={<DeleteOutlineIcon />}
                onClick={() => void askDelete(quote)}
                aria-label={`Delete quote from ${formatDuration(quote.start)}`}
              >
                Delete
              </Button>
            </Box>
          </Paper>
        ))}
      </Stack>
      {hasDeleteOpened && (
        <Suspense fallback={null}>
          <DeleteQuoteDialog deleting={deleting} onClose={() => setDeleting(null)} />
        </Suspense>
      )}
    </Box>
  );
}
