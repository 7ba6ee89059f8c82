import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import type { Quote } from '../../../lib/api-types';
import { formatDuration, pluralize } from '../../../lib/format';
import type { Showreel } from '../showreel-types';
import { ClipSummary } from './clip-summary';
import { clipLabel } from './sortable-clip-item';

/** Props of {@link ReadOnlyClips}: the saved reel and its quotes by id. */
export type ReadOnlyClipsProps = { showreel: Showreel; quotes: Map<string, Quote> };

/**
 * The clips of a reel the user may not change (a curated reel, made by the research team, SPEC §3): its description and
 * each clip's participant, times (seconds shown as m:ss) and quote, in play order, with a note on who can change it.
 */
export function ReadOnlyClips({ showreel, quotes }: ReadOnlyClipsProps) {
  return (
    <Box component="section" aria-labelledby="clips-heading" sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography id="clips-heading" variant="h2" sx={{ fontSize: '1.35rem' }}>
          Clips
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {pluralize(showreel.quotes.length, 'clip')} · {formatDuration(showreel.duration ?? 0)}
        </Typography>
      </Box>
      <Alert severity="info">
        This curated showreel was made by the research team. You can watch, download and publish it; only the research team can change it.
      </Alert>
      {showreel.description && <Typography sx={{ whiteSpace: 'pre-line' }}>{showreel.description}</Typography>}
      <Box component="ol" aria-label="Clips of the showreel" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {showreel.quotes.map((clip, index) => {
          const quote = quotes.get(clip.id);
          return (
            <Card component="li" variant="outlined" key={clip.id}>
              <CardContent sx={{ display: 'grid', gap: 1 }}>
                <ClipSummary label={clipLabel(index, quote)} start={clip.start} end={clip.end} quote={quote} />
              </CardContent>
            </Card>
          );
        })}
      </Box>
    </Box>
  );
}
