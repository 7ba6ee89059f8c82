import { Button } from '@mui/material';
import { useSnackbar } from '../../../lib/snackbar';
import { paths } from '../../../config/paths';
import type { Quote } from '../../../lib/api-types';
import { useClientHref } from '../../../lib/session';
import { quotesToCsv, quotesToText } from '../quote-export';

/** Props of {@link QuoteExportActions}: the chosen quotes. */
export type QuoteExportActionsProps = { quotes: Quote[] };

/** Copy the chosen quotes as text (participant, times, link to the moment) or download them as CSV (issue 14). */
export function QuoteExportActions({ quotes }: QuoteExportActionsProps) {
  const clientHref = useClientHref();
  const { enqueueSnackbar } = useSnackbar();
  const linkOf = (quote: Quote) =>
    new URL(
      clientHref(paths.study.interview.getHref(quote.study.id, quote.interview.id, { start: Math.floor(quote.start), quoteId: quote.id })),
      window.location.origin,
    ).href;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(quotesToText(quotes, linkOf));
      enqueueSnackbar(quotes.length === 1 ? 'Quote copied' : `${quotes.length} quotes copied`, { variant: 'success' });
    } catch {
      enqueueSnackbar('Copying is not allowed here; use Export CSV.', { variant: 'error' });
    }
  };
  const exportCsv = () => {
    const url = URL.createObjectURL(new Blob([quotesToCsv(quotes, linkOf)], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `quotes-${new Date().toISOString().slice(0, 10)}.csv`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <>
      <Button variant="outlined" size="small" onClick={() => void copy()}>
        Copy as text
      </Button>
      <Button variant="outlined" size="small" onClick={exportCsv}>
        Export CSV
      </Button>
    </>
  );
}
