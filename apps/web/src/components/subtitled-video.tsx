import { useCallback, useEffect, useRef } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';
import type { StoryVideo, Translation } from '../lib/api-types';
import { crossOriginFor, showTrack, useMetadataLoaded } from '../lib/media';

/** Props of {@link SubtitledVideo}: the video, the Original/English choice, its accessible name, and an optional clip (seconds). */
export type SubtitledVideoProps = {
  video: StoryVideo;
  translation: Translation;
  label: string;
  /** Play only this part of the file (seconds), as a media fragment. */
  clip?: { start: number; end: number };
  sx?: SxProps<Theme>;
};

/**
 * A video with its WebVTT subtitles in the original language and English (polish issue: every video has both); the
 * track of the Original/English choice shows by default and follows the choice while playing.
 */
export function SubtitledVideo({ video, translation, label, clip, sx }: SubtitledVideoProps) {
  const ref = useRef<HTMLVideoElement | null>(null);
  // An English video has one track, English, whichever is chosen.
  const isEnglish = video.language === 'en';
  const wanted = translation === 'en' || isEnglish ? 'English' : 'Original';
  const applyTracks = useCallback(() => showTrack(ref.current, wanted), [wanted]);
  useEffect(applyTracks, [applyTracks]);
  const src = clip ? `${video.url}#t=${clip.start.toFixed(2)},${clip.end.toFixed(2)}` : video.url;
  const original = isEnglish ? null : video.subtitles.original.url;
  const english = video.subtitles.en.url ?? (isEnglish ? video.subtitles.original.url : null);
  useMetadataLoaded(ref, applyTracks, src);
  return (
    <Box
      component="video"
      ref={ref}
      controls
      playsInline
      preload="metadata"
      src={src}
      poster={video.thumbnail ?? undefined}
      crossOrigin={crossOriginFor(video.url)}
      aria-label={label}
      sx={[
        { display: 'block', width: '100%', aspectRatio: '16 / 9', bgcolor: '#000', borderRadius: 2, objectFit: 'cover' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {original && <track kind="subtitles" src={original} srcLang={video.language ?? 'und'} label="Original" default={translation === 'original'} />}
      {english && <track kind="subtitles" src={english} srcLang="en" label="English" default={wanted === 'English'} />}
    </Box>
  );
}
