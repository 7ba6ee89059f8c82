import { Box, Paper, Typography } from '@mui/material';
import type { CountsLike } from '../../../lib/api-types';

/** Props of {@link StudyCounts}. */
export type StudyCountsProps = { counts: CountsLike | undefined };

/** The study's counts (SPEC §3: interviews, quotes, insights, business questions, all showreels, custom and curated) as a description list. */
export function StudyCounts({ counts }: StudyCountsProps) {
  // Every reel the Showreels tab lists: the custom ones and the research team's curated ones.
  const showreels = typeof counts?.showreels === 'number' ? counts.showreels : counts && (counts.showreels?.custom ?? 0) + (counts.showreels?.curated ?? 0);
  const items = [
    { label: 'Interviews', value: counts?.interviews },
    { label: 'Quotes', value: counts?.quotes },
    { label: 'Insights', value: counts?.insights },
    { label: 'Business questions', value: counts?.business_questions },
    { label: 'Showreels', value: showreels },
  ].filter((item) => typeof item.value === 'number');
  if (items.length === 0) return null;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      {items.map((item) => (
        <Paper key={item.label} variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column-reverse' }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {item.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.2 }}>
            {item.value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
