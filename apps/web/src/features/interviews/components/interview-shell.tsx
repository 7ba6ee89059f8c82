import { Box, Skeleton } from '@mui/material';
import { INTERVIEW_POSTER_ELEMENT_ID } from '@insight/contracts/early-requests';
import { crossOriginFor } from '../../../lib/media';
import { INTERVIEW_GRID_SX, INTERVIEW_VIDEO_SX } from '../interview-layout';

/**
 * The poster the HTML's script already set on the shell's video (decision 0340), so the router's copy of the shell,
 * which replaces the HTML's, keeps showing it; undefined at build time and before it is known.
 */
function earlyPoster(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.getElementById(INTERVIEW_POSTER_ELEMENT_ID)?.getAttribute('poster') ?? undefined;
}

/**
 * The interview page before its scripts and data (issue 15, decision 0340): placeholders for the breadcrumbs, heading
 * and facts, and the video's box in the page's grid, where the HTML's script shows the poster (the page's largest
 * paint) as soon as the interview answers. The page's video then takes the same box with the same poster. The shell's
 * video has no source and no controls and is hidden from assistive technology: it is a picture until the page comes.
 * Its height is the page's video's (16:9 of the column) rounded up to a whole pixel: Chrome sizes a paint by its
 * pixel-snapped box, and a shell poster a fraction of a pixel smaller than the page's would make the page's video a new,
 * later largest paint although it shows the same picture in the same box.
 */
export function InterviewShell() {
  const poster = earlyPoster();
  return (
    <>
      <Box role="status" aria-label="Loading">
        <Skeleton width={240} height={24} sx={{ mb: 1 }} />
        <Skeleton width="55%" height={48} />
        <Skeleton width="35%" height={24} sx={{ mt: 1.5 }} />
      </Box>
      <Box sx={{ ...INTERVIEW_GRID_SX, mt: 3 }}>
        {/* A query container, so the video's height can be the page's video's rounded up to a whole pixel (below). */}
        <Box sx={{ containerType: 'inline-size' }}>
          <Box
            component="video"
            id={INTERVIEW_POSTER_ELEMENT_ID}
            poster={poster}
            crossOrigin={crossOriginFor(poster)}
            preload="none"
            muted
            playsInline
            tabIndex={-1}
            aria-hidden="true"
            sx={{ ...INTERVIEW_VIDEO_SX, aspectRatio: 'auto', height: 'round(up, calc(100cqw * 9 / 16), 1px)' }}
          />
        </Box>
        <Skeleton variant="rounded" height={320} />
      </Box>
    </>
  );
}
