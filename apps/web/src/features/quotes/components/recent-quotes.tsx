import { Box, Link, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { paths } from '../../../config/paths';
import { formatDuration } from '../../../lib/format';
import { useStudyStore } from '../../../lib/study-store';
import { useQuotes } from '../api/get-quotes';

/** How many quotes home shows. */
const RECENT_COUNT = 5;

/** Props of {@link RecentQuotes}: the heading's id (names the section) and how a link keeps the active client. */
export type RecentQuotesProps = { headingId: string; clientHref: (href: string) => string };

/**
 * The newest quotes of the studies the user may see (home's recent activity, issue 9): each quote's words and length, and a
 * link to the participant's interview at the quote's start. Read with GET /v3/quotes?sort=date; nothing when there are none.
 */
export function RecentQuotes({ headingId, clientHref }: RecentQuotesProps) {
  const translation = useStudyStore((state) => state.language);
  const quotes = useQuotes({ sort: 'date', translation });
  const recent = quotes.data?.pages[0]?.data.slice(0, RECENT_COUNT) ?? [];
  if (quotes.isError) return <ErrorState error={quotes.error} onRetry={() => void quotes.refetch()} />;
  if (quotes.isSuccess && recent.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 6 }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 3 }}>
        Recent quotes
      </Typography>
      <Box component="ul" aria-label="Recent quotes" aria-busy={quotes.isPending || undefined} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {quotes.isPending
          ? Array.from({ length: 3 }, (_, index) => (
              <li key={index}>
                <Skeleton variant="rounded" height={72} />
              </li>
            ))
          : recent.map((quote) => (
              <Box component="li" key={quote.id} sx={{ borderLeft: 4, borderColor: 'primary.main', pl: 2, py: 0.5 }}>
                <Typography component="blockquote" sx={{ m: 0, fontSize: '1.05rem' }}>
                  “{quote.content}”
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {formatDuration(quote.end - quote.start)} ·{' '}
                  <Link
                    component={RouterLink}
                    to={clientHref(paths.study.interview.getHref(quote.study.id, quote.interview.id, { start: quote.start, quoteId: quote.id }))}
                  >
                    {quote.participant.name}’s interview
                  </Link>
                </Typography>
              </Box>
            ))}
      </Box>
    </Box>
  );
}
