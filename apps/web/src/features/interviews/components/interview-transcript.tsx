import { useEffect, useRef } from 'react';
import { Box, Chip, Skeleton, Typography } from '@mui/material';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import type { TranscriptSection, Translation } from '../../../lib/api-types';
import { formatDuration, formatTaskType } from '../../../lib/format';
import { useTranscript } from '../../../resources/transcript/get-transcript';
import type { TaskQuestion } from '../../../resources/task-design/task-design';
import { transcriptTaskHeading } from '../transcript-tasks';

/**
 * Props of {@link InterviewTranscript}: times in seconds; `onSeek` moves the player to a chunk's start; `taskQuestions`
 * are the tasks of the interview's study design by id (from the segment's task design), used to head the task blocks.
 */
export type InterviewTranscriptProps = {
  interviewId: string;
  translation: Translation;
  currentTime: number;
  isPlaying: boolean;
  onSeek: (seconds: number) => void;
  taskQuestions?: ReadonlyMap<string, TaskQuestion>;
};

/** Key of the chunk playing at `seconds` (`section-task-chunk` indexes), or null between chunks. */
export function findCurrentChunk(sections: TranscriptSection[], seconds: number): string | null {
  for (let s = 0; s < sections.length; s += 1) {
    const tasks = sections[s].tasks ?? [];
    for (let t = 0; t < tasks.length; t += 1) {
      const chunks = tasks[t].chunks ?? [];
      for (let c = 0; c < chunks.length; c += 1) {
        if (seconds >= chunks[c].start && seconds < chunks[c].end) return `${s}-${t}-${c}`;
      }
    }
  }
  return null;
}

/**
 * The interview transcript (SPEC §3): sections → tasks → chunks. Each task block is headed by the task's question and
 * type from the study design ('Task N' when the design does not know it); the spoken words appear only as chunks. A
 * chunk is a button that seeks the player; the chunk being played is highlighted, marked aria-current and, while
 * playing, scrolled into view inside the panel.
 */
export function InterviewTranscript({ interviewId, translation, currentTime, isPlaying, onSeek, taskQuestions }: InterviewTranscriptProps) {
  const transcript = useTranscript(interviewId, translation);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const sections = transcript.data?.sections ?? [];
  const currentKey = findCurrentChunk(sections, currentTime);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!isPlaying || !currentKey || !scroller) return;
    const chunk = scroller.querySelector<HTMLElement>(`[data-chunk="${currentKey}"]`);
    if (!chunk) return;
    // Scroll the panel only (never the page), keeping the current chunk in the upper third.
    const top = chunk.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
    const isVisible = top >= scroller.scrollTop && top + chunk.offsetHeight <= scroller.scrollTop + scroller.clientHeight;
    if (!isVisible) scroller.scrollTo({ top: Math.max(0, top - scroller.clientHeight / 3), behavior: 'smooth' });
  }, [currentKey, isPlaying]);

  if (transcript.isPending) {
    return (
      <Box aria-busy aria-label="Loading transcript" sx={{ p: 2 }}>
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} width={`${70 + ((index * 13) % 30)}%`} />
        ))}
      </Box>
    );
  }
  if (transcript.isError) return <ErrorState error={transcript.error} onRetry={() => void transcript.refetch()} />;
  if (sections.length === 0) return <EmptyState title="No transcript yet" description="The transcript appears here once the interview is processed." />;

  let taskNumber = 0;
  return (
    <Box
      ref={scrollerRef}
      tabIndex={0}
      aria-label="Transcript text"
      role="group"
      sx={{ overflowY: 'auto', maxHeight: { xs: '55vh', lg: 'calc(100vh - 260px)' }, pr: 1, position: 'relative' }}
    >
      {sections.map((section, s) => (
        <Box key={`${section.start}-${s}`} sx={{ mb: 3 }}>
          {(section.tasks ?? []).map((task, t) => {
            taskNumber += 1;
            const heading = transcriptTaskHeading(task, taskNumber, taskQuestions);
            return (
              <Box key={task.id ?? `${s}-${t}`} sx={{ mb: 2.5 }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between', mb: 0.75 }}>
                  <Typography component="h3" variant="h6" sx={{ color: heading.question ? 'text.primary' : 'primary.dark', lineHeight: 1.45 }}>
                    {heading.question ? (
                      <>
                        <Box component="span" sx={{ color: 'primary.dark' }}>
                          {heading.label}
                        </Box>{' '}
                        {heading.question}
                      </>
                    ) : (
                      heading.label
                    )}
                  </Typography>
                  {heading.type && <Chip size="small" label={formatTaskType(heading.type)} variant="outlined" sx={{ flexShrink: 0 }} />}
                </Box>
                <Typography component="p" sx={{ lineHeight: 1.9 }}>
                  {(task.chunks ?? []).map((chunk, c) => {
                    const key = `${s}-${t}-${c}`;
                    const isCurrent = key === currentKey;
                    return (
                      <Box
                        key={key}
                        component="button"
                        type="button"
                        data-chunk={key}
                        aria-current={isCurrent ? 'true' : undefined}
                        title={`Play from ${formatDuration(chunk.start)}`}
                        onClick={() => onSeek(chunk.start)}
                        sx={{
                          font: 'inherit',
                          color: 'inherit',
                          textAlign: 'left',
                          border: 0,
                          p: '1px 2px',
                          m: 0,
                          borderRadius: 0.5,
                          cursor: 'pointer',
                          bgcolor: isCurrent ? 'rgba(91, 43, 191, 0.16)' : 'transparent',
                          boxShadow: isCurrent ? 'inset 0 -2px 0 #5b2bbf' : 'none',
                          '&:hover': { bgcolor: isCurrent ? 'rgba(91, 43, 191, 0.22)' : 'rgba(91, 43, 191, 0.08)' },
                        }}
                      >
                        {chunk.text}
                      </Box>
                    );
                  })}
                </Typography>
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
