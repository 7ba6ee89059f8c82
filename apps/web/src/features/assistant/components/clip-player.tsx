import { useEffect, useRef } from 'react';
import { Box, Typography } from '@mui/material';
import type { Citation } from '@insight/contracts';
import { formatDuration as formatSeconds } from '../../../lib/format';

/** Props of {@link ClipPlayer}: a citation with a clip. */
export type ClipPlayerProps = { citation: Citation & { clip: NonNullable<Citation['clip']> } };

/** Plays a cited clip inline from its start to its end (seconds), with English subtitles when there are any, else the original. */
export function ClipPlayer({ citation }: ClipPlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const { clip } = citation;
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const start = () => {
      element.currentTime = clip.start;
      void element.play().catch(() => undefined);
    };
    const stopAtEnd = () => {
      if (element.currentTime >= clip.end) element.pause();
    };
    element.addEventListener('loadedmetadata', start);
    element.addEventListener('timeupdate', stopAtEnd);
    if (element.readyState >= 1) start();
    return () => {
      element.removeEventListener('loadedmetadata', start);
      element.removeEventListener('timeupdate', stopAtEnd);
    };
  }, [clip.start, clip.end, clip.video_url]);
  const subtitles = clip.subtitles.en ?? clip.subtitles.original;
  if (!clip.video_url) return <Typography color="text.secondary">This clip has no video.</Typography>;
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        component="video"
        ref={video}
        controls
        preload="metadata"
        poster={clip.thumbnail_url ?? undefined}
        aria-label={`Clip ${citation.n}: ${citation.title} in ${citation.study_title}, ${formatSeconds(clip.start)} to ${formatSeconds(clip.end)}`}
        sx={{ width: '100%', maxHeight: 280, borderRadius: 1, bgcolor: 'common.black' }}
      >
        <source src={clip.video_url} type="video/mp4" />
        {subtitles && (
          <track
            kind="subtitles"
            src={subtitles}
            srcLang={clip.subtitles.en ? 'en' : (citation.language ?? 'und')}
            label={clip.subtitles.en ? 'English' : 'Original'}
            default
          />
        )}
      </Box>
      <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        [{citation.n}] {citation.title} · {citation.study_title} · {formatSeconds(clip.start)}–{formatSeconds(clip.end)}
      </Typography>
    </Box>
  );
}
