import { useState } from 'react';
import { Alert, Box, Link, Skeleton, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useParams } from 'react-router';
import { ERROR_TEXTS } from '@insight/contracts/error-texts';
import { InterviewClipPlayer } from '../../features/interviews/components/interview-clip-player';
import { QuoteCard } from '../../features/quotes/components/quote-card';
import { useSegmentScope } from '../../features/segments/segment-scope';
import { isApiError } from '../../lib/api-client';
import { isId } from '../../lib/route-params';
import { useStudyStore } from '../../lib/study-store';
import { useQuote } from '../../resources/quote/get-quote';

/**
 * /study-segments/:segment/quotes/:quote (and the segment-group twin; SPEC §2 …/quotes/{quote?}): one quote of the
 * segments in scope with its clip playing in place and a link to its moment in the interview. A quote of another
 * segment, or none, says 'Quote not found'.
 */
export function SegmentQuoteRoute() {
  const scope = useSegmentScope();
  const quoteId = useParams().quote ?? '';
  const translation = useStudyStore((state) => state.language);
  const quote = useQuote(quoteId, translation);
  const [isPlaying, setPlaying] = useState(true);
  const isForeign = quote.data && (!quote.data.segment?.id || !scope.segmentIds.includes(quote.data.segment.id));
  const isMissing = !isId(quoteId) || isForeign || isApiError(quote.error, 404) || isApiError(quote.error, 400);

  return (
    <Box component="section" aria-labelledby="segment-quote-heading" sx={{ display: 'grid', gap: 3, maxWidth: 840 }}>
      <Link component={RouterLink} to={scope.getSectionHref('quotes')} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, width: 'fit-content' }}>
        <ArrowBackIcon fontSize="small" aria-hidden />
        All quotes
      </Link>
      <Typography id="segment-quote-heading" variant="h2">
        Quote
      </Typography>
      {isMissing ? (
        <Alert severity="info">{ERROR_TEXTS.quoteNotFound}</Alert>
      ) : quote.error ? (
        <Alert severity="error">{ERROR_TEXTS.other}</Alert>
      ) : !quote.data ? (
        <Skeleton variant="rounded" height={160} aria-label="Loading the quote" />
      ) : (
        <QuoteCard
          quote={quote.data}
          isPlaying={isPlaying}
          onTogglePlay={() => setPlaying((playing) => !playing)}
          player={
            quote.data.interview?.id ? (
              <InterviewClipPlayer
                interviewId={quote.data.interview.id}
                start={quote.data.start}
                end={quote.data.end}
                translation={translation}
                label={`Clip of quote by ${quote.data.participant?.name ?? 'participant'}`}
                interviewHref={scope.getInterviewHref(quote.data.interview.id, { start: Math.floor(quote.data.start), quoteId: quote.data.id })}
              />
            ) : null
          }
        />
      )}
    </Box>
  );
}
