import { useCallback, useEffect, useRef, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PauseIcon from '@mui/icons-material/Pause';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import SkipPreviousIcon from '@mui/icons-material/SkipPrevious';
import type { Translation } from '../../../lib/api-types';
import { formatDuration } from '../../../lib/format';
import { crossOriginFor, useMetadataLoaded } from '../../../lib/media';
import type { EditList } from '../showreel-types';
import { useStableUrls } from '../use-stable-url';

/** Props of {@link EditListPlayer}: the saved edit list, the subtitle language, the player's name and whether Play is off. */
export type EditListPlayerProps = {
  editList: EditList;
  translation: Translation;
  label: string;
  poster?: string | null;
  isDisabled?: boolean;
  disabledNote?: string;
  /** Told when playback starts or stops, with the reel time then (seconds), e.g. to hand over to the rendered file. */
  onPlayingChange?: (isPlaying: boolean, reelTime: number) => void;
};

/** How early before a clip's end the player switches (seconds): one frame at 24 fps. */
const END_EPSILON = 0.04;

/**
 * Plays a saved edit list at once, before its file is rendered (SPEC §4): one `<video>` that loads each clip's
 * interview video, seeks to the clip's start and switches at its end (checked every frame), with the reel's subtitle
 * cues in the chosen language drawn over the picture on the reel's own timeline.
 */
export function EditListPlayer({ editList, translation, label, poster, isDisabled = false, disabledNote, onPlayingChange }: EditListPlayerProps) {
  const stable = useStableUrls();
  const clips = editList.clips.map((item) => ({ ...item, video_url: stable(item.video_url) ?? null, thumbnail: stable(item.thumbnail) ?? null }));
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [index, setIndex] = useState(0);
  const [isPlaying, setIsPlaying] = useState(false);
  const [reelTime, setReelTime] = useState(0);
  const pending = useRef<{ time: number; play: boolean } | null>({ time: clips[0]?.start ?? 0, play: false });
  const clip = clips[Math.min(index, Math.max(0, clips.length - 1))];
  const source = clip?.video_url ?? undefined;
  const cues = translation === 'en' ? editList.subtitles.en : editList.subtitles.original;
  const cue = isPlaying || reelTime > 0 ? cues.find((item) => reelTime >= item.start && reelTime < item.end) : undefined;

  const applyPending = useCallback(() => {
    const video = videoRef.current;
    const next = pending.current;
    if (!video || !next || video.readyState < 1) return;
    pending.current = null;
    video.currentTime = next.time;
    if (next.play) void video.play().catch(() => setIsPlaying(false));
  }, []);
  useMetadataLoaded(videoRef, applyPending, source);

  const goTo = useCallback(
    (nextIndex: number, play: boolean) => {
      const target = clips[nextIndex];
      if (!target) return;
      const isSameSource = clips[index]?.video_url === target.video_url;
      pending.current = { time: target.start, play };
      setIndex(nextIndex);
      setReelTime(target.offset);
      if (isSameSource) applyPending();
    },
    [applyPending, clips, index],
  );

  // The parent hears of play and pause with the reel time (kept in a ref so the clock's updates do not re-notify).
  const reelTimeRef = useRef(0);
  reelTimeRef.current = reelTime;
  const onPlayingChangeRef = useRef(onPlayingChange);
  onPlayingChangeRef.current = onPlayingChange;
  useEffect(() => {
    onPlayingChangeRef.current?.(isPlaying, reelTimeRef.current);
  }, [isPlaying]);

  // A different saved edit list starts over at the first clip.
  const signature = clips.map((item) => `${item.quote_id}:${item.start}:${item.end}`).join('|');
  useEffect(() => {
    videoRef.current?.pause();
    pending.current = { time: clips[0]?.start ?? 0, play: false };
    setIndex(0);
    setReelTime(0);
    applyPending();
    // Only a different edit list restarts the player.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);

  // While playing, watch the clock every frame so the switch lands on the clip's end, not up to 250 ms late.
  useEffect(() => {
    if (!isPlaying) return;
    let frame = 0;
    const tick = () => {
      const video = videoRef.current;
      const current = clips[index];
      if (video && current && !pending.current) {
        setReelTime(current.offset + Math.max(0, Math.min(video.currentTime, current.end) - current.start));
        if (video.currentTime >= current.end - END_EPSILON) {
          if (index < clips.length - 1) {
            goTo(index + 1, true);
          } else {
            video.pause();
            setReelTime(0);
            pending.current = { time: clips[0].start, play: false };
            setIndex(0);
            if (clips[0].video_url === current.video_url) applyPending();
          }
        }
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [applyPending, clips, goTo, index, isPlaying]);

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video || isDisabled) return;
    if (isPlaying) {
      video.pause();
      return;
    }
    const current = clips[index];
    if (current && (video.currentTime < current.start - 0.5 || video.currentTime >= current.end - END_EPSILON)) video.currentTime = current.start;
    void video.play().catch(() => setIsPlaying(false));
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-player="edit-list">
      <Box sx={{ position: 'relative' }}>
        <Box
          component="video"
          ref={videoRef}
          playsInline
          preload="auto"
          src={source}
          poster={stable(poster) ?? clips[0]?.thumbnail ?? undefined}
          crossOrigin={crossOriginFor(source)}
          aria-label={label}
          onPlay={() => setIsPlaying(true)}
          onPause={() => setIsPlaying(false)}
          onClick={togglePlay}
          sx={{ display: 'block', width: '100%', aspectRatio: '16 / 9', bgcolor: '#000', borderRadius: 2 }}
        />
        {cue && (
          <Box
            data-testid="reel-caption"
            sx={{
              position: 'absolute',
              left: '50%',
              bottom: '8%',
              transform: 'translateX(-50%)',
              maxWidth: '90%',
              px: 1.5,
              py: 0.5,
              borderRadius: 1,
              bgcolor: 'rgba(0,0,0,0.8)',
              color: '#fff',
              textAlign: 'center',
              fontSize: { xs: 14, md: 18 },
              lineHeight: 1.4,
              pointerEvents: 'none',
              whiteSpace: 'pre-line',
            }}
          >
            {cue.text}
          </Box>
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          onClick={togglePlay}
          disabled={isDisabled || !source}
          startIcon={isPlaying ? <PauseIcon /> : <PlayArrowIcon />}
          aria-describedby={isDisabled && disabledNote ? 'edit-list-disabled-note' : undefined}
        >
          {isPlaying ? 'Pause' : 'Play'}
        </Button>
        <Button onClick={() => goTo(Math.max(0, index - 1), isPlaying)} disabled={isDisabled || index === 0} startIcon={<SkipPreviousIcon />}>
          Previous clip
        </Button>
        <Button
          onClick={() => goTo(Math.min(clips.length - 1, index + 1), isPlaying)}
          disabled={isDisabled || index >= clips.length - 1}
          startIcon={<SkipNextIcon />}
        >
          Next clip
        </Button>
        <Typography variant="body2" sx={{ ml: 'auto', fontVariantNumeric: 'tabular-nums' }} data-testid="reel-clock">
          Clip {Math.min(index + 1, clips.length)} of {clips.length} · {formatDuration(reelTime)} / {formatDuration(editList.duration)}
        </Typography>
      </Box>
      {isDisabled && disabledNote && (
        <Typography id="edit-list-disabled-note" variant="body2" sx={{ color: 'text.secondary' }}>
          {disabledNote}
        </Typography>
      )}
    </Box>
  );
}
