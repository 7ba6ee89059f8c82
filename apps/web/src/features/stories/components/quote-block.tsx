import { Box, Typography } from '@mui/material';
import { SubtitledVideo } from '../../../components/subtitled-video';
import type { StoryQuote, Translation } from '../../../lib/api-types';

/** Props of {@link QuoteBlock}: the quote and the Original/English choice. */
export type QuoteBlockProps = { quote: StoryQuote; translation: Translation };

/** A pull quote of a story: the words (Original or English) and who said them, with the clip playing in place (subtitled). */
export function QuoteBlock({ quote, translation }: QuoteBlockProps) {
  const text = translation === 'en' ? (quote.content_en ?? quote.content_original) : quote.content_original;
  const who = [quote.participant.name, quote.participant.age, quote.participant.country].filter((part) => part !== null && part !== '').join(', ');
  return (
    <Box
      component="figure"
      sx={{ my: 4, mx: 0, display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'center' }}
    >
      {quote.video && (
        <SubtitledVideo video={quote.video} clip={{ start: quote.start, end: quote.end }} translation={translation} label={`Clip of the quote by ${who}`} />
      )}
      <Box>
        <Box component="blockquote" sx={{ m: 0, pl: 3, borderLeft: 4, borderColor: 'primary.main' }}>
          <Typography sx={{ fontSize: '1.25rem', fontStyle: 'italic', lineHeight: 1.6 }}>“{text}”</Typography>
        </Box>
        <Typography component="figcaption" variant="body2" sx={{ mt: 1, pl: 3, color: 'text.secondary' }}>
          — {who}
        </Typography>
      </Box>
    </Box>
  );
}
