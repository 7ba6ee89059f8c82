import { Alert, Box, Button, Typography } from '@mui/material';
import { formatDate } from '../../../lib/format';
import type { Showreel } from '../showreel-types';
import { ShowreelStatusChip } from './showreel-status-chip';

/** Props of {@link ShowreelStatus}: the reel, the Retry callback and whether a retry is running. */
export type ShowreelStatusProps = { showreel: Showreel; onRetry: () => void; isRetrying: boolean };

const TEXTS = {
  CREATED: 'Waiting to be rendered.',
  PROCESSING: 'Rendering the video file…',
  READY: 'The video file is ready.',
  ERROR: 'Rendering failed.',
} as const;

/** The render status (SPEC §4: CREATED → PROCESSING → READY, or ERROR with its reason and Retry), announced politely. */
export function ShowreelStatus({ showreel, onRetry, isRetrying }: ShowreelStatusProps) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <ShowreelStatusChip status={showreel.status} />
        <Typography variant="body2">
          {TEXTS[showreel.status]}
          {showreel.status === 'READY' && showreel.ready_at ? ` Rendered ${formatDate(showreel.ready_at)}.` : ''}
        </Typography>
      </Box>
      {showreel.status === 'ERROR' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRetry} loading={isRetrying}>
              Retry
            </Button>
          }
        >
          {showreel.error || 'The video file could not be made.'}
        </Alert>
      )}
    </Box>
  );
}
