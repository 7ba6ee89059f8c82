import { Box, LinearProgress, Paper, Typography } from '@mui/material';
import type { TeamAccountStatus } from '../types';

/** Props of {@link SeatsSummary}. */
export type SeatsSummaryProps = { status: TeamAccountStatus };

/** Seats used and available (SPEC §5: invitations are limited by available seats). */
export function SeatsSummary({ status }: SeatsSummaryProps) {
  const percent = status.seats > 0 ? Math.min(100, Math.round((status.used / status.seats) * 100)) : 0;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="seats-heading" sx={{ p: 2.5, minWidth: 240 }}>
      <Typography id="seats-heading" variant="subtitle2" component="h2" sx={{ color: 'text.secondary' }}>
        Seats
      </Typography>
      <Typography sx={{ mt: 0.5, fontSize: '1.25rem', fontWeight: 700 }} data-testid="seats-summary">
        {status.used} used · {status.available} available
      </Typography>
      <Box sx={{ mt: 1.5 }}>
        <LinearProgress variant="determinate" value={percent} aria-label={`${status.used} of ${status.seats} seats used`} />
      </Box>
    </Paper>
  );
}
