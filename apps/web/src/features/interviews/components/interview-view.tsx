import { useRef, useState } from 'react';
import { Box, Paper, Typography, useMediaQuery } from '@mui/material';
import { LIMITS } from '@insight/contracts/limits';
import { TranslationToggle } from '../../../components/translation-toggle';
import type { Interview, Translation } from '../../../lib/api-types';
import type { TaskQuestion } from '../../../resources/task-design/task-design';
import { InterviewTranscript } from './interview-transcript';
import { InterviewVideo } from './interview-video';
import { PlaybackSpeedSelect } from './playback-speed-select';

/** Props of {@link InterviewView}: `startAt` in seconds; `isAutoPlay` from auto_play=true (SPEC §2); `taskQuestions` head the transcript's task blocks. */
export type InterviewViewProps = {
  interview: Interview;
  taskQuestions?: ReadonlyMap<string, TaskQuestion>;
  translation: Translation;
  onTranslationChange: (translation: Translation) => void;
  isAutoPlay?: boolean;
  startAt?: number;
};

/**
 * The interview screen body: the video (speed menu, subtitles) beside the transcript; below 1120 px the transcript goes
 * under the player. Clicking a chunk seeks the player; the playing chunk is followed in the transcript.
 */
export function InterviewView({ interview, taskQuestions, translation, onTranslationChange, isAutoPlay = false, startAt }: InterviewViewProps) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [currentTime, setCurrentTime] = useState(startAt ?? 0);
  const [isPlaying, setIsPlaying] = useState(false);
  const isNarrow = useMediaQuery(`(max-width:${LIMITS.narrowLayoutPx - 0.02}px)`);
  const name = interview.participant?.name || 'participant';

  const handleSeek = (seconds: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = seconds;
    setCurrentTime(seconds);
    void video.play().catch(() => undefined);
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: isNarrow ? '1fr' : 'minmax(0, 3fr) minmax(340px, 2fr)', alignItems: 'start' }}>
      <Box sx={{ position: isNarrow ? 'static' : 'sticky', top: 124 }}>
        <InterviewVideo
          ref={videoRef}
          interview={interview}
          translation={translation}
          label={`Interview video with ${name}`}
          startAt={startAt}
          isAutoPlay={isAutoPlay}
          onTimeUpdate={setCurrentTime}
          onPlayingChange={setIsPlaying}
        />
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mt: 2 }}>
          <PlaybackSpeedSelect />
        </Box>
      </Box>
      <Paper component="section" variant="outlined" aria-labelledby="transcript-heading" sx={{ p: { xs: 2, md: 3 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
          <Typography id="transcript-heading" variant="h2" sx={{ fontSize: '1.35rem' }}>
            Transcript
          </Typography>
          <TranslationToggle value={translation} onChange={onTranslationChange} label="Transcript language" />
        </Box>
        <InterviewTranscript
          interviewId={interview.id}
          translation={translation}
          currentTime={currentTime}
          isPlaying={isPlaying}
          onSeek={handleSeek}
          taskQuestions={taskQuestions}
        />
      </Paper>
    </Box>
  );
}
