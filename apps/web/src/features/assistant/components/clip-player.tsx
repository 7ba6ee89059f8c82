import { useCallback, useEffect, useRef } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import type { Citation } from '@insight/contracts';
import { TranslationToggle } from '../../../components/translation-toggle';
import { formatDuration as formatSeconds } from '../../../lib/format';
import { crossOriginFor, showTrack } from '../../../lib/media';
import { studyStore, useStudyStore } from '../../../lib/study-store';

/** Props of {@link ClipPlayer}: a citation with a clip. */
export type ClipPlayerProps = { citation: Citation & { clip: NonNullable<Citation['clip']> } };

/**
 * Plays a cited clip inline from its start to its end (seconds). Its subtitles follow the Original/English choice of the
 * whole portal (snLanguage, SPEC §1), with the same switch as the interview and showreel pages; an English video has
 * only English subtitles.
 */
export function ClipPlayer({ citation }: ClipPlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const { clip } = citation;
  const translation = useStudyStore((state) => state.language);
  const isEnglish = clip.language === 'en';
  const original = isEnglish ? null : clip.subtitles.original;
  const english = clip.subtitles.en ?? (isEnglish ? clip.subtitles.original : null);
  const wanted = (translation === 'en' && english) || !original ? 'English' : 'Original';
  const applyTracks = useCallback(() => showTrack(video.current, wanted), [wanted]);
  useEffect(applyTracks, [applyTracks]);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const start = () => {
      element.currentTime = clip.start;
      applyTracks();
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
    // The subtitle choice changes only the shown track (applyTracks), never the position.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clip.start, clip.end, clip.video_url]);
  if (!clip.video_url) return <Typography color="text.secondary">This clip has no video.</Typography>;
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        component="video"
        ref={video}
        controls
        playsInline
        preload="metadata"
        poster={clip.thumbnail_url ?? undefined}
        crossOrigin={crossOriginFor(clip.video_url)}
        aria-label={`Clip ${citation.n}: ${citation.title} in ${citation.study_title}, ${formatSeconds(clip.start)} to ${formatSeconds(clip.end)}`}
        sx={{ width: '100%', maxHeight: 280, borderRadius: 1, bgcolor: 'common.black' }}
      >
        <source src={clip.video_url} type="video/mp4" />
        {original && <track kind="subtitles" src={original} srcLang={clip.language ?? 'und'} label="Original" default={wanted === 'Original'} />}
        {english && <track kind="subtitles" src={english} srcLang="en" label="English" default={wanted === 'English'} />}
      </Box>
      <Stack direction="row" sx={{ mt: 0.5, gap: 1, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Typography component="figcaption" variant="body2" color="text.secondary">
          [{citation.n}] {citation.title} · {citation.study_title} · {formatSeconds(clip.start)}–{formatSeconds(clip.end)}
        </Typography>
        {original && english && <TranslationToggle value={translation} onChange={studyStore.setLanguage} label="Subtitle language" />}
      </Stack>
    </Box>
  );
}
