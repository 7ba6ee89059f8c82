import { useState } from 'react';
import { paths } from '../../config/paths';
import type { Quote, Translation } from '../../lib/api-types';
import { InterviewClipPlayer } from '../../features/interviews/components/interview-clip-player';
import { QuoteCard } from '../../features/quotes/components/quote-card';
import { useClientHref } from '../../lib/session';

/** Props of {@link PlayableQuote}: the quote, its study (for the interview link) and the subtitle language. */
export type PlayableQuoteProps = { quote: Quote; studyId: string; translation: Translation };

/** A quote card whose Play button opens the clip in place (findings pages: insight, business question). */
export function PlayableQuote({ quote, studyId, translation }: PlayableQuoteProps) {
  const [isPlaying, setPlaying] = useState(false);
  const clientHref = useClientHref();
  return (
    <QuoteCard
      quote={quote}
      isPlaying={isPlaying}
      onTogglePlay={() => setPlaying((playing) => !playing)}
      player={
        quote.interview?.id ? (
          <InterviewClipPlayer
            interviewId={quote.interview.id}
            start={quote.start}
            end={quote.end}
            translation={translation}
            label={`Clip of quote by ${quote.participant?.name ?? 'participant'}`}
            interviewHref={clientHref(paths.study.interview.getHref(studyId, quote.interview.id, { start: Math.floor(quote.start) }))}
          />
        ) : null
      }
    />
  );
}
