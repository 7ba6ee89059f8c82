import { Alert, Box, Button, Skeleton, Typography } from '@mui/material';
import type { Translation, TranscriptChunk } from '../../../lib/api-types';
import { formatDuration } from '../../../lib/format';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { useTranscript } from '../../../resources/transcript/get-transcript';

/** Props of {@link ClipTranscriptPicker}: the interview, the clip window and the callbacks that move its ends. */
export type ClipTranscriptPickerProps = {
  interviewId: string;
  translation: Translation;
  clipLabel: string;
  start: number;
  end: number;
  onStartChange: (seconds: number) => void;
  onEndChange: (seconds: number) => void;
};

/** Seconds of transcript shown before and after the clip. */
const CONTEXT_SECONDS = 30;

/** The interview's transcript around a clip: lines inside the clip are marked; each line can become the clip's start or end. */
export function ClipTranscriptPicker({ interviewId, translation, clipLabel, start, end, onStartChange, onEndChange }: ClipTranscriptPickerProps) {
  const transcript = useTranscript(interviewId, translation);
  if (transcript.isPending) return <Skeleton variant="rectangular" height={120} aria-label="Loading transcript" />;
  if (transcript.isError) return <Alert severity="error">The transcript could not be loaded.</Alert>;
  const chunks: TranscriptChunk[] = transcript.data.sections
    .flatMap((section) => section.tasks.flatMap((task) => task.chunks))
    .filter((chunk) => chunk.end >= start - CONTEXT_SECONDS && chunk.start <= end + CONTEXT_SECONDS)
    .sort((a, b) => a.start - b.start);
  if (chunks.length === 0) return <Typography variant="body2">No transcript lines near this clip.</Typography>;
  return (
    <Box
      component="ol"
      aria-label={`Transcript around ${clipLabel}`}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5, maxHeight: 280, overflowY: 'auto' }}
    >
      {chunks.map((chunk) => {
        const isInside = chunk.end > start + 0.01 && chunk.start < end - 0.01;
        return (
          <Box
            component="li"
            key={`${chunk.start}-${chunk.end}`}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr auto' },
              gap: 1,
              alignItems: 'center',
              p: 0.75,
              position: 'relative',
              borderRadius: 1,
              bgcolor: isInside ? '#efedfb' : 'transparent',
              borderLeft: 3,
              borderColor: isInside ? 'primary.main' : 'transparent',
            }}
          >
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', color: 'text.secondary' }}>
              {formatDuration(chunk.start)}
            </Typography>
            <Typography variant="body2">
              {chunk.text}
              {isInside && <VisuallyHidden> (in the clip)</VisuallyHidden>}
            </Typography>
            <Box sx={{ display: 'flex', gap: 0.5 }}>
              <Button
                size="small"
                onClick={() => onStartChange(chunk.start)}
                aria-label={`Start here: ${clipLabel} from ${chunk.start.toFixed(1)} s, “${chunk.text.slice(0, 40)}”`}
              >
                Start here
              </Button>
              <Button
                size="small"
                onClick={() => onEndChange(chunk.end)}
                aria-label={`End here: ${clipLabel} to ${chunk.end.toFixed(1)} s, “${chunk.text.slice(0, 40)}”`}
              >
                End here
              </Button>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
