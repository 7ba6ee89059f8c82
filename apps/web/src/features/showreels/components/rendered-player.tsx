import { useCallback, useEffect, useRef } from 'react';
import { Box } from '@mui/material';
import type { Translation, VideoUrls } from '../../../lib/api-types';
import { crossOriginFor, showTrack, useMetadataLoaded } from '../../../lib/media';
import { useStableUrls } from '../use-stable-url';

/** Props of {@link RenderedPlayer}: the rendered file's URLs, its poster, the subtitle language and the player's name. */
export type RenderedPlayerProps = {
  video: VideoUrls;
  poster?: string | null;
  translation: Translation;
  label: string;
  originalLanguage?: string | null;
  /** Where to start (seconds of the reel), e.g. where the edit-list player stopped when the file became ready. */
  startAt?: number;
};

/** Plays a rendered reel (video.combined_url) with its original and English WebVTT tracks, the chosen one showing. */
export function RenderedPlayer({ video, poster, translation, label, originalLanguage, startAt }: RenderedPlayerProps) {
  const ref = useRef<HTMLVideoElement | null>(null);
  const stable = useStableUrls();
  const source = stable(video.combined_url ?? video.face_url);
  const originalUrl = stable(video.subtitles?.original?.url);
  const englishUrl = stable(video.subtitles?.en?.url);
  const applyTracks = useCallback(() => showTrack(ref.current, translation === 'en' ? 'English' : 'Original'), [translation]);
  useEffect(applyTracks, [applyTracks, source]);
  useMetadataLoaded(
    ref,
    (media) => {
      applyTracks();
      if (startAt && startAt < media.duration) media.currentTime = startAt;
    },
    source,
  );
  return (
    <Box
      component="video"
      ref={ref}
      controls
      playsInline
      preload="metadata"
      src={source}
      poster={stable(poster)}
      crossOrigin={crossOriginFor(source)}
      aria-label={label}
      data-player="rendered"
      sx={{ display: 'block', width: '100%', aspectRatio: '16 / 9', bgcolor: '#000', borderRadius: 2 }}
    >
      {originalUrl && <track kind="subtitles" src={originalUrl} srcLang={originalLanguage ?? 'und'} label="Original" default={translation === 'original'} />}
      {englishUrl && <track kind="subtitles" src={englishUrl} srcLang="en" label="English" default={translation === 'en'} />}
    </Box>
  );
}
