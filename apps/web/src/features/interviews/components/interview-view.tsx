import { useEffect, useMemo, useRef, useState } from 'react';
import { Box, Button, IconButton, Paper, TextField, Typography, useMediaQuery } from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import { useSnackbar } from '../../../lib/snackbar';
import { LIMITS } from '@insight/contracts/limits';
import { TranslationToggle } from '../../../components/translation-toggle';
import type { Interview, Translation } from '../../../lib/api-types';
import { formatDuration } from '../../../lib/format';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';
import { useInterviewQuotes } from '../../../resources/quote/get-interview-quotes';
import { useCreateQuote } from '../../../resources/quote/quote-writes';
import type { TaskQuestion } from '../../../resources/task-design/task-design';
import { useTranscript } from '../../../resources/transcript/get-transcript';
import { transcriptToText, transcriptToWebVtt } from '../transcript-export';
import { findInWords, flattenWords, quoteWordsOf, textOf, type WordRange } from '../transcript-words';
import { useAfterFirstCommit } from '../../../lib/on-demand';
import { useNotes } from '../api/notes';
import { InterviewNotes } from './interview-notes';
import { InterviewQuotes } from './interview-quotes';
import { InterviewTranscript } from './interview-transcript';
import { InterviewVideo } from './interview-video';
import { PlaybackSpeedSelect } from './playback-speed-select';
import { INTERVIEW_GRID_COLUMNS } from '../interview-layout';

/** Room (px) left between the sticky header and the player when a quote's Play brings the player into view. */
const PLAYER_MARGIN_PX = 16;

/**
 * Props of {@link InterviewView}: `startAt` in seconds; `isAutoPlay` from auto_play=true (SPEC §2); `taskQuestions` head
 * the transcript's task blocks; `markedQuoteId` the quote a "full interview" link opened (with `startAt` its start).
 */
export type InterviewViewProps = {
  interview: Interview;
  taskQuestions?: ReadonlyMap<string, TaskQuestion>;
  translation: Translation;
  onTranslationChange: (translation: Translation) => void;
  isAutoPlay?: boolean;
  startAt?: number;
  markedQuoteId?: string;
};

/**
 * The interview screen body: the video (speed menu, subtitles) and the interview's quotes beside the transcript; below
 * 1120 px the transcript goes under the player. Clicking a timestamp or a word seeks the player; the playing line is
 * followed in the transcript. Words selected in the transcript (mouse, or Shift+Arrow keys) become a quote with Make quote.
 */
export function InterviewView({ interview, taskQuestions, translation, onTranslationChange, isAutoPlay = false, startAt, markedQuoteId }: InterviewViewProps) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [currentTime, setCurrentTime] = useState(startAt ?? 0);
  const [isPlaying, setIsPlaying] = useState(false);
  const [selection, setSelection] = useState<WordRange | null>(null);
  const isNarrow = useMediaQuery(`(max-width:${LIMITS.narrowLayoutPx - 0.02}px)`);
  const name = interview.participant?.name || 'participant';
  const transcript = useTranscript(interview.id, translation);
  const original = useTranscript(interview.id, 'original');
  const otherTranslation: Translation = translation === 'en' ? 'original' : 'en';
  const other = useTranscript(interview.id, otherTranslation);
  const [find, setFind] = useState('');
  const [currentHit, setCurrentHit] = useState(0);
  const quotes = useInterviewQuotes(interview.id, translation);
  const create = useCreateQuote();
  const [noteSearch, setNoteSearch] = useState('');
  const noteQuery = useDebouncedValue(noteSearch, SEARCH_DEBOUNCE_MS).trim();
  const notes = useNotes(interview.id, noteQuery);
  const notesState = { data: notes.data, isDebouncing: noteQuery !== noteSearch.trim() };
  const { enqueueSnackbar } = useSnackbar();
  // The video (the page's largest paint, its poster) commits first, the rest of the screen right after (decision 0320).
  const isRestShown = useAfterFirstCommit();

  const words = useMemo(() => flattenWords(transcript.data), [transcript.data]);
  const originalWords = useMemo(() => flattenWords(original.data), [original.data]);
  const isOriginal = translation === 'original' || interview.language === 'en';
  const selectedWords = selection ? quoteWordsOf(selection, words, originalWords, isOriginal) : null;
  const selectedText = selection ? textOf(words, selection) : '';
  const otherWords = useMemo(() => flattenWords(other.data), [other.data]);
  const hits = useMemo(() => findInWords(words, find), [words, find]);
  const otherHits = useMemo(() => (interview.language === 'en' ? [] : findInWords(otherWords, find)), [otherWords, find, interview.language]);
  const stepHit = (step: number) => hits.length && setCurrentHit((n) => (n + step + hits.length) % hits.length);

  // Player shortcuts: space or K play/pause, J/L and the arrow keys 5 s back/forward — not while typing, nor in the
  // transcript (where Shift+Arrow selects words) or on a button (where space presses it).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const video = videoRef.current;
      const target = event.target as HTMLElement | null;
      if (!video || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="group"][aria-label="Transcript text"], [role="listbox"], [role="dialog"]'))
        return;
      const isControl = Boolean(target?.closest('button, a, [role="button"], video'));
      const key = event.key.toLowerCase();
      if ((key === ' ' && !isControl) || key === 'k') {
        event.preventDefault();
        if (video.paused) void video.play().catch(() => undefined);
        else video.pause();
      } else if (key === 'j' || (key === 'arrowleft' && !isControl)) {
        event.preventDefault();
        video.currentTime = Math.max(0, video.currentTime - 5);
      } else if (key === 'l' || (key === 'arrowright' && !isControl)) {
        event.preventDefault();
        video.currentTime = Math.min(video.duration || Infinity, video.currentTime + 5);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const download = (kind: 'txt' | 'vtt') => {
    if (!transcript.data) return;
    const heading = `Interview with ${name} (${translation === 'en' ? 'English' : 'original language'})`;
    const body = kind === 'txt' ? transcriptToText(transcript.data, heading) : transcriptToWebVtt(transcript.data);
    const url = URL.createObjectURL(new Blob([body], { type: kind === 'txt' ? 'text/plain;charset=utf-8' : 'text/vtt;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `interview-${name.replace(/[^\p{L}\p{N}]+/gu, '-').toLowerCase()}-${translation}.${kind}`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  // A new note is about the selected words, else the player's current moment.
  const noteMoment =
    selection && words[selection.from] && words[selection.to]
      ? { start: words[selection.from].start, end: words[selection.to].end }
      : { start: currentTime, end: currentTime };

  const handleSeek = (seconds: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = seconds;
    setCurrentTime(seconds);
    void video.play().catch(() => undefined);
  };

  /**
   * Seeks and plays from a quote or a note listed below the player, then scrolls the page so the whole player shows
   * below the sticky header (its real height: 100/80 px, more with the news banner) when it does not already.
   */
  const playFromList = (seconds: number) => {
    handleSeek(seconds);
    const video = videoRef.current;
    if (!video) return;
    const headerBottom = Math.max(0, document.querySelector('header')?.getBoundingClientRect().bottom ?? 0);
    const box = video.getBoundingClientRect();
    if (box.top >= headerBottom && box.bottom <= window.innerHeight) return;
    const isReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollBy({ top: box.top - headerBottom - PLAYER_MARGIN_PX, behavior: isReduced ? 'auto' : 'smooth' });
  };

  const changeTranslation = (next: Translation) => {
    setSelection(null);
    setCurrentHit(0);
    onTranslationChange(next);
  };

  const makeQuote = () => {
    if (!selectedWords) return;
    create.mutate(
      { interviewId: interview.id, ...selectedWords },
      {
        onSuccess: (quote) => {
          setSelection(null);
          enqueueSnackbar(`Quote made (${formatDuration(quote.start)}–${formatDuration(quote.end)})`, { variant: 'success' });
        },
        onError: () => enqueueSnackbar('The quote could not be made. Try again.', { variant: 'error' }),
      },
    );
  };

  // Beside the video when wide, below the transcript when narrow.
  const quotesAndNotes = (
    <>
      <InterviewQuotes
        quotes={quotes.data ?? []}
        isLoading={quotes.isPending}
        markedId={markedQuoteId}
        selectedWords={selectedWords}
        onPlay={(quote) => playFromList(quote.start)}
      />
      <InterviewNotes
        interviewId={interview.id}
        moment={noteMoment}
        onSeek={playFromList}
        search={noteSearch}
        onSearchChange={setNoteSearch}
        notes={notesState}
      />
    </>
  );

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: isNarrow ? INTERVIEW_GRID_COLUMNS.narrow : INTERVIEW_GRID_COLUMNS.wide, alignItems: 'start' }}>
      <Box>
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
        {isRestShown && (
          <>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mt: 2 }}>
              <PlaybackSpeedSelect />
            </Box>
            {!isNarrow && quotesAndNotes}
          </>
        )}
      </Box>
      {isRestShown && (
        <>
          <Paper component="section" variant="outlined" aria-labelledby="transcript-heading" sx={{ p: { xs: 2, md: 3 } }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 1.5, flexWrap: 'wrap' }}>
              <Typography id="transcript-heading" variant="h2" sx={{ fontSize: '1.35rem' }}>
                Transcript
              </Typography>
              <TranslationToggle value={translation} onChange={changeTranslation} label="Transcript language" />
            </Box>
            <Box role="search" aria-label="Find in transcript" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
              <TextField
                size="small"
                type="search"
                label="Find in transcript"
                value={find}
                onChange={(event) => {
                  setFind(event.target.value);
                  setCurrentHit(0);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    stepHit(event.shiftKey ? -1 : 1);
                  }
                }}
                sx={{ flex: '1 1 180px' }}
              />
              <Typography variant="body2" aria-live="polite" sx={{ color: 'text.secondary', minWidth: 64 }}>
                {find.trim() ? (hits.length ? `${Math.min(currentHit, hits.length - 1) + 1} of ${hits.length}` : 'No matches') : ''}
              </Typography>
              <IconButton size="small" aria-label="Previous match" disabled={hits.length === 0} onClick={() => stepHit(-1)}>
                <KeyboardArrowUpIcon />
              </IconButton>
              <IconButton size="small" aria-label="Next match" disabled={hits.length === 0} onClick={() => stepHit(1)}>
                <KeyboardArrowDownIcon />
              </IconButton>
              {find.trim() && otherHits.length > 0 && (
                <Button size="small" onClick={() => changeTranslation(otherTranslation)}>
                  {otherHits.length} in {otherTranslation === 'en' ? 'English' : 'the original'}
                </Button>
              )}
            </Box>
            <Box
              role="region"
              aria-label="Selected words"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                flexWrap: 'wrap',
                mb: 1.5,
                p: 1,
                borderRadius: 1,
                bgcolor: selection ? 'rgba(25, 118, 210, 0.08)' : 'grey.50',
              }}
            >
              <Typography
                id="transcript-selection-help"
                aria-live="polite"
                variant="body2"
                sx={{ flex: '1 1 220px', minWidth: 0, color: selection ? 'text.primary' : 'text.secondary' }}
              >
                {selection
                  ? `${selection.to - selection.from + 1} words selected: “${selectedText.length > 90 ? `${selectedText.slice(0, 90)}…` : selectedText}”${
                      isOriginal ? '' : ' (the quote takes the whole original lines)'
                    }`
                  : 'Select words with the mouse, or Shift+Arrow keys in the transcript, to make a quote.'}
              </Typography>
              <Button variant="contained" size="small" startIcon={<FormatQuoteIcon />} disabled={!selectedWords} loading={create.isPending} onClick={makeQuote}>
                Make quote
              </Button>
              {selection && (
                <Button size="small" onClick={() => setSelection(null)}>
                  Clear
                </Button>
              )}
            </Box>
            <InterviewTranscript
              transcript={transcript}
              currentTime={currentTime}
              isPlaying={isPlaying}
              onSeek={handleSeek}
              taskQuestions={taskQuestions}
              selection={selection}
              onSelectionChange={setSelection}
              quotes={quotes.data}
              marked={startAt !== undefined || markedQuoteId ? { time: startAt ?? 0, quoteId: markedQuoteId } : undefined}
              hits={hits}
              currentHit={hits.length ? Math.min(currentHit, hits.length - 1) : -1}
              notes={notes.data}
            />
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
              <Button size="small" variant="text" disabled={!transcript.data} onClick={() => download('txt')}>
                Download text
              </Button>
              <Button size="small" variant="text" disabled={!transcript.data} onClick={() => download('vtt')}>
                Download WebVTT
              </Button>
              <Typography variant="body2" sx={{ color: 'text.secondary', alignSelf: 'center' }}>
                Keys: space or K play/pause · J/L or ←/→ 5 s
              </Typography>
            </Box>
          </Paper>
          {isNarrow && quotesAndNotes}
        </>
      )}
    </Box>
  );
}
