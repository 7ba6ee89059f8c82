import { useId, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, Checkbox, Chip, FormControlLabel, Typography } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import CloseIcon from '@mui/icons-material/Close';
import { FoundInTranslation } from '../../../components/found-in-translation';
import { HighlightedText } from '../../../components/highlighted-text';
import type { ListedQuote } from '../../../lib/api-types';
import { formatCountry, formatDuration } from '../../../lib/format';

/** Selection of a quote (e.g. to add it to a showreel): whether it is chosen and the change callback. */
export type QuoteSelection = { isSelected: boolean; onChange: (isSelected: boolean) => void };

/** Props of {@link QuoteCard}: the quote, whether its clip is open, the toggle callback, the player and an optional checkbox. */
export type QuoteCardProps = {
  /** The quote; a searched list's says where the words were found (`found_in`). */
  quote: ListedQuote;
  isPlaying: boolean;
  onTogglePlay: () => void;
  player?: ReactNode;
  selection?: QuoteSelection;
  /** Search whose words are highlighted in the text. */
  search?: string;
  /** Compact density: less padding, no task line. */
  isCompact?: boolean;
};

/** A quote: the spoken text, who said it, the task it answers, and a Play button that opens the clip in place. */
export function QuoteCard({ quote, isPlaying, onTogglePlay, player, selection, search, isCompact = false }: QuoteCardProps) {
  const participant = quote.participant;
  const name = participant?.name || 'Participant';
  const foundInId = useId();
  // Shown in its original language but found only through its English translation: nothing in the text is marked, so a line says why it is listed (decision 0390).
  const isFoundInTranslation = Boolean(search) && quote.found_in === 'en' && quote.translation === 'original';
  const facts = [participant?.age ? `${participant.age}` : null, formatCountry(participant?.country)].filter(Boolean).join(', ');

  return (
    <Card
      component="article"
      aria-label={`Quote by ${name}`}
      aria-describedby={isFoundInTranslation ? foundInId : undefined}
      sx={selection?.isSelected ? { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' } : undefined}
    >
      <CardContent sx={{ display: 'grid', gap: isCompact ? 0.75 : 1.5, ...(isCompact ? { py: 1, '&:last-child': { pb: 1 } } : {}) }}>
        {selection && (
          <FormControlLabel
            sx={{ justifySelf: 'start', mr: 0 }}
            control={
              <Checkbox
                size="small"
                checked={selection.isSelected}
                onChange={(event) => selection.onChange(event.target.checked)}
                slotProps={{ input: { 'aria-label': `Select quote by ${name}: ${quote.content.slice(0, 60)}` } }}
              />
            }
            label="Select"
          />
        )}
        {isPlaying && player}
        <Typography
          component="blockquote"
          sx={{ m: 0, fontSize: isCompact ? '0.95rem' : '1.05rem', lineHeight: isCompact ? 1.45 : 1.6, borderLeft: 3, borderColor: 'primary.main', pl: 2 }}
        >
          “<HighlightedText text={quote.content} search={search} />”
        </Typography>
        {isFoundInTranslation && <FoundInTranslation id={foundInId} />}
        {quote.tags?.length > 0 && (
          <Box component="ul" aria-label="Tags" sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}>
            {quote.tags.map((tag) => (
              <li key={tag.id}>
                <Chip size="small" label={tag.title} />
              </li>
            ))}
          </Box>
        )}
        {/* Who and the task on the left, Play always on the right at every width (the text wraps, the button never drops below it). */}
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center', columnGap: 2 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {name}
              {facts && (
                <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
                  {' '}
                  · {facts}
                </Box>
              )}
            </Typography>
            {!isCompact && (quote.task?.text || quote.task?.html) && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Task: {quote.task?.text ?? ''}
              </Typography>
            )}
          </Box>
          <Button
            variant={isPlaying ? 'outlined' : 'contained'}
            size="small"
            startIcon={isPlaying ? <CloseIcon /> : <PlayArrowIcon />}
            onClick={onTogglePlay}
            aria-expanded={isPlaying}
            aria-label={isPlaying ? `Close clip of quote by ${name}` : `Play quote by ${name} (${formatDuration(quote.end - quote.start)})`}
          >
            {isPlaying ? 'Close' : `Play ${formatDuration(quote.end - quote.start)}`}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
