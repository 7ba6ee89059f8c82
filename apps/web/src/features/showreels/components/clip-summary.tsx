import { Box, Typography } from '@mui/material';
import type { Quote } from '../../../lib/api-types';
import { formatDuration } from '../../../lib/format';
import { roundTenth } from '../edit-list';

/** Props of {@link ClipSummary}: the clip's label, its start and end (seconds of the interview) and its quote. */
export type ClipSummaryProps = { label: string; start: number; end: number; quote: Quote | undefined };

/** A clip's heading (label, m:ss–m:ss and length in seconds) and its quote, as the editor and the read-only list show it. */
export function ClipSummary({ label, start, end, quote }: ClipSummaryProps) {
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Typography component="h3" variant="h4" sx={{ fontSize: '1rem' }}>
          {label}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
          {formatDuration(start)}–{formatDuration(end)} · {roundTenth(Math.max(0, end - start))} s
        </Typography>
      </Box>
      {quote && (
        <Typography component="blockquote" sx={{ m: 0, borderLeft: 3, borderColor: 'primary.main', pl: 1.5 }}>
          “{quote.content}”
        </Typography>
      )}
    </>
  );
}
