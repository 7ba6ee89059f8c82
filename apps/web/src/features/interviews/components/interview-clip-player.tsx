import { Box, Link, Skeleton } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import type { Translation } from '../../../lib/api-types';
import { formatDuration } from '../../../lib/format';
import { useClientId } from '../../../lib/session';
import { interviewQueryOptions } from '../../../resources/interview/interview-query';
import { InterviewVideo } from './interview-video';

/** Props of {@link InterviewClipPlayer}: which interview, the clip window in seconds and where the full interview is. */
export type InterviewClipPlayerProps = { interviewId: string; start: number; end: number; translation: Translation; label: string; interviewHref?: string };

/** Plays a quote in place: the interview video from `start` to `end` (it pauses at `end`), with subtitles. */
export function InterviewClipPlayer({ interviewId, start, end, translation, label, interviewHref }: InterviewClipPlayerProps) {
  const interview = useQuery(interviewQueryOptions(useClientId(), interviewId));
  if (interview.isPending)
    return (
      <Skeleton variant="rectangular" sx={{ width: '100%', maxWidth: 560, aspectRatio: '16 / 9', height: 'auto', borderRadius: 2 }} aria-label="Loading clip" />
    );
  if (interview.isError) return <ErrorState error={interview.error} onRetry={() => void interview.refetch()} />;
  return (
    <Box sx={{ maxWidth: 560 }}>
      <InterviewVideo interview={interview.data} translation={translation} label={label} startAt={start} endAt={end} isAutoPlay />
      {interviewHref && (
        <Link component={RouterLink} to={interviewHref} variant="body2" sx={{ display: 'inline-block', mt: 1 }}>
          Open the full interview at {formatDuration(start)}
        </Link>
      )}
    </Box>
  );
}
