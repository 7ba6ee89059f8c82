import { useCallback, useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { Box } from '@mui/material';
import type { Interview, Translation } from '../../../lib/api-types';
import { formatLanguage } from '../../../lib/format';
import { crossOriginFor, useMetadataLoaded } from '../../../lib/media';
import { usePlaybackSpeed } from '../../../lib/playback-speed';
import { INTERVIEW_VIDEO_SX } from '../interview-layout';

/** Props of {@link InterviewVideo}; times are seconds. `endAt` pauses the video there (quote clips). */
export type InterviewVideoProps = {
  interview: Interview;
  translation: Translation;
  label: string;
  ref?: Ref<HTMLVideoElement | null>;
  startAt?: number;
  endAt?: number;
  isAutoPlay?: boolean;
  onTimeUpdate?: (seconds: number) => void;
  onPlayingChange?: (isPlaying: boolean) => void;
};

const ENGLISH_TRACK_LABEL = 'English';
const ORIGINAL_TRACK_SUFFIX = ' (original)';

/**
 * An interview's HTML5 video with original and English WebVTT subtitle tracks (the chosen translation is shown),
 * the persisted playback speed, an optional start/end window and optional autoplay.
 */
export function InterviewVideo({ interview, translation, label, ref, startAt, endAt, isAutoPlay = false, onTimeUpdate, onPlayingChange }: InterviewVideoProps) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [speed] = usePlaybackSpeed();
  useImperativeHandle<HTMLVideoElement | null, HTMLVideoElement | null>(ref, () => videoRef.current, []);
  const source = interview.video?.combined_url ?? interview.video?.face_url ?? undefined;
  const subtitles = interview.video?.subtitles;
  const originalLanguage = interview.language ?? 'und';

  useEffect(() => {
    if (videoRef.current) videoRef.current.playbackRate = speed;
  }, [speed]);

  // Show only the chosen translation's subtitles; the browser may switch tracks on by itself once metadata loads.
  const applyTrackModes = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    const tracks = Array.from(video.textTracks);
    const chosen = tracks.find((track) => (translation === 'en' ? track.label === ENGLISH_TRACK_LABEL : track.label.endsWith(ORIGINAL_TRACK_SUFFIX)));
    for (const track of tracks) track.mode = track === chosen ? 'showing' : 'disabled';
  }, [translation]);

  useEffect(() => {
    applyTrackModes();
  }, [applyTrackModes, source]);

  useMetadataLoaded(
    videoRef,
    (video) => {
      video.playbackRate = speed;
      applyTrackModes();
      if (startAt !== undefined && startAt > 0) video.currentTime = startAt;
      if (isAutoPlay) void video.play().catch(() => undefined);
    },
    source,
  );

  const handleTimeUpdate = () => {
    const video = videoRef.current;
    if (!video) return;
    if (endAt !== undefined && video.currentTime >= endAt) video.pause();
    onTimeUpdate?.(video.currentTime);
  };

  return (
    <Box
      component="video"
      ref={videoRef}
      controls
      playsInline
      preload="metadata"
      src={source}
      poster={interview.thumbnail ?? undefined}
      crossOrigin={crossOriginFor(source)}
      aria-label={label}
      onTimeUpdate={handleTimeUpdate}
      onPlay={() => onPlayingChange?.(true)}
      onPause={() => onPlayingChange?.(false)}
      onEnded={() => onPlayingChange?.(false)}
      sx={INTERVIEW_VIDEO_SX}
    >
      {subtitles?.original?.url && (
        <track
          kind="subtitles"
          src={subtitles.original.url}
          srcLang={originalLanguage}
          label={`${formatLanguage(originalLanguage) || 'Original'}${ORIGINAL_TRACK_SUFFIX}`}
          default={translation === 'original'}
        />
      )}
      {subtitles?.en?.url && <track kind="subtitles" src={subtitles.en.url} srcLang="en" label={ENGLISH_TRACK_LABEL} default={translation === 'en'} />}
    </Box>
  );
}
