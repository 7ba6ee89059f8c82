import { lazy, Suspense, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Chip, Skeleton, Typography, useMediaQuery } from '@mui/material';
import type { Note } from '@insight/contracts';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import type { Quote, TranscriptSection, Transcript } from '../../../lib/api-types';
import { formatDuration, formatTaskType } from '../../../lib/format';
import type { TaskQuestion } from '../../../resources/task-design/task-design';
import { transcriptTaskHeading } from '../transcript-tasks';
import { marginWidth, noteWordRange } from '../margin-notes';
import { flattenWords, rangeOf, wordsOfSpan, type WordRange } from '../transcript-words';

// The margin notes (with MUI's Tooltip and its popper) load when the interview has notes (issue 15, decision 0290); the
// transcript keeps their margin from the start, so nothing moves when they arrive.
const TranscriptMarginNotes = lazy(() => import('./transcript-margin-notes').then((m) => ({ default: m.TranscriptMarginNotes })));

/**
 * Props of {@link InterviewTranscript}: times in seconds; `onSeek` moves the player; `taskQuestions` head the task blocks
 * (from the segment's task design); `selection` is the run of words chosen for a quote (positions in this transcript's
 * word list), changed by mouse or keyboard through `onSelectionChange`; `quotes` are marked in the text; `marked` is
 * the moment a "full interview" link opened (its line, or the quote's words, are scrolled to the middle and marked).
 */
export type InterviewTranscriptProps = {
  transcript: { data?: Transcript; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  currentTime: number;
  isPlaying: boolean;
  onSeek: (seconds: number) => void;
  taskQuestions?: ReadonlyMap<string, TaskQuestion>;
  selection: WordRange | null;
  onSelectionChange: (selection: WordRange | null) => void;
  quotes?: readonly Quote[];
  marked?: { time: number; quoteId?: string };
  /** Find in transcript: the runs of words found, and which one is current (scrolled to the middle and outlined). */
  hits?: readonly WordRange[];
  currentHit?: number;
  /** Notes drawn in the right margin beside their time range (issue 14). */
  notes?: readonly Note[];
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

const SELECTED_BG = 'rgba(25, 118, 210, 0.26)';
const QUOTE_BG = 'rgba(255, 183, 0, 0.22)';
const MARKED_OUTLINE = '2px solid #b35c00';
const HIT_BG = 'rgba(0, 150, 80, 0.22)';
const HIT_OUTLINE = '2px solid #00703c';
const NOTE_UNDERLINE = 'inset 0 -3px 0 #ed6c02';

/** How long a line brought into view is kept in the middle of the panel while the lines above it change height (ms). */
const CENTRED_SETTLE_MS = 5_000;

/** Scrolls `element` to the middle of `scroller` (the panel only, never the page). */
function centreIn(scroller: HTMLElement, element: HTMLElement) {
  const top = element.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
  scroller.scrollTo({ top: Math.max(0, top - scroller.clientHeight / 2 + element.offsetHeight / 2) });
}

/**
 * Keeps the element `selector` names in the middle of `scroller` while the panel or its `content` change size (notes
 * arriving narrow the lines and re-wrap them; so does a web font arriving late), on the page too, until the user
 * scrolls, points or types anywhere, or for {@link CENTRED_SETTLE_MS}. Returns the clean-up that stops it.
 */
function keepCentred(scroller: HTMLElement, content: HTMLElement | null, selector: string): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(() => {
    const element = scroller.querySelector<HTMLElement>(selector);
    if (!element) return;
    centreIn(scroller, element);
    element.scrollIntoView({ block: 'nearest' });
  });
  const userEvents = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
  const stop = () => {
    window.clearTimeout(timer);
    observer.disconnect();
    for (const type of userEvents) window.removeEventListener(type, stop);
  };
  observer.observe(scroller);
  if (content) observer.observe(content);
  // Any scroll, touch, click or key of the user's ends it (on the page too: the page is scrolled as well).
  for (const type of userEvents) window.addEventListener(type, stop, { passive: true });
  const timer = window.setTimeout(stop, CENTRED_SETTLE_MS);
  return stop;
}

/**
 * The interview transcript (SPEC §3): sections → tasks → chunks → words. Each task block is headed by the task's question
 * and type from the study design ('Task N' when unknown). Each chunk starts with its timestamp, a button that seeks the
 * player; a click on a word seeks to that word. Dragging over words selects them for a quote; so do Shift+Arrow keys
 * (Right/Left by word, Down/Up by line; Escape clears). The chunk playing is highlighted, marked aria-current and, while
 * playing, scrolled into view inside the panel. Words of quotes are tinted; the selection is blue. Notes sit in the
 * right margin beside the lines of their moment; pointing at one marks its words.
 */
export function InterviewTranscript({
  transcript,
  currentTime,
  isPlaying,
  onSeek,
  taskQuestions,
  selection,
  onSelectionChange,
  quotes = [],
  marked,
  hits = [],
  currentHit = -1,
  notes = [],
}: InterviewTranscriptProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const isCompact = useMediaQuery('(max-width:599.98px)');
  const [activeNote, setActiveNote] = useState<Note | null>(null);
  const sections = useMemo(() => transcript.data?.sections ?? [], [transcript.data]);
  const words = useMemo(() => flattenWords(transcript.data), [transcript.data]);
  const currentKey = findCurrentChunk(sections, currentTime);
  const noteRange = useMemo(() => (activeNote ? noteWordRange(words, activeNote) : null), [activeNote, words]);

  // Which word positions lie in a quote, and the words of the quote a link opened.
  const quoted = useMemo(() => {
    const set = new Set<number>();
    for (const quote of quotes) {
      const range = wordsOfSpan(words, quote.start, quote.end);
      if (range) for (let i = range.from; i <= range.to; i += 1) set.add(i);
    }
    return set;
  }, [quotes, words]);
  const hitWords = useMemo(() => {
    const map = new Map<number, number>();
    hits.forEach((hit, n) => {
      for (let i = hit.from; i <= hit.to; i += 1) map.set(i, n);
    });
    return map;
  }, [hits]);
  useEffect(() => {
    const scroller = scrollerRef.current;
    const hit = hits[currentHit];
    if (!scroller || !hit) return;
    const first = scroller.querySelector<HTMLElement>(`[data-w="${hit.from}"]`);
    if (!first) return;
    centreIn(scroller, first);
    first.scrollIntoView({ block: 'nearest' });
    return keepCentred(scroller, contentRef.current, `[data-w="${hit.from}"]`);
  }, [hits, currentHit]);
  const markedRange = useMemo(() => {
    if (!marked) return null;
    const quote = marked.quoteId ? quotes.find((q) => q.id === marked.quoteId) : undefined;
    if (quote) return wordsOfSpan(words, quote.start, quote.end);
    const chunkWords = words.filter((w) => marked.time >= w.start - 0.5 && marked.time < w.end + 0.5);
    const first = chunkWords[0];
    if (!first) return null;
    const line = words.filter((w) => w.chunkIndex === first.chunkIndex);
    return { from: line[0].index, to: line.at(-1)!.index };
  }, [marked, quotes, words]);

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

  // A "full interview" link: bring the marked line into the middle of the panel once it is drawn (and keep it there);
  // once per line, not again when the quotes or notes load.
  const markedFrom = markedRange?.from ?? null;
  const markedKey = markedRange ? `${markedRange.from}-${markedRange.to}` : null;
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller || markedKey === null || markedFrom === null) return;
    const first = scroller.querySelector<HTMLElement>(`[data-w="${markedFrom}"]`);
    if (!first) return;
    centreIn(scroller, first);
    // The panel may start below the fold: bring the line onto the page too.
    first.scrollIntoView({ block: 'nearest' });
    return keepCentred(scroller, contentRef.current, `[data-w="${markedFrom}"]`);
  }, [markedKey, markedFrom]);

  // A drag may end outside the panel (or the page may scroll under the pointer): listen on the document.
  const selectionHandler = useRef<() => void>(() => undefined);
  useEffect(() => {
    const onMouseUp = () => selectionHandler.current();
    document.addEventListener('mouseup', onMouseUp);
    return () => document.removeEventListener('mouseup', onMouseUp);
  }, []);
  selectionHandler.current = () => {
    const scroller = scrollerRef.current;
    const dom = window.getSelection();
    if (!scroller || !dom || dom.rangeCount === 0 || dom.isCollapsed || !dom.getRangeAt(0).intersectsNode(scroller)) return;
    let from = Infinity;
    let to = -Infinity;
    for (const element of scroller.querySelectorAll<HTMLElement>('[data-w]')) {
      if (dom.containsNode(element, true)) {
        const index = Number(element.dataset.w);
        from = Math.min(from, index);
        to = Math.max(to, index);
      }
    }
    if (Number.isFinite(from)) {
      onSelectionChange({ from, to });
      dom.removeAllRanges();
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && selection) {
      onSelectionChange(null);
      return;
    }
    if (!event.shiftKey || !['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp'].includes(event.key) || words.length === 0) return;
    event.preventDefault();
    let anchor: number;
    let end: number;
    if (selection) {
      anchor = selection.from;
      end = selection.to;
    } else {
      // Start at the line that has focus, else the line playing, else the first word.
      const focusedChunk = (document.activeElement as HTMLElement | null)?.closest<HTMLElement>('[data-chunk-index]');
      const chunkIndex = focusedChunk ? Number(focusedChunk.dataset.chunkIndex) : undefined;
      const start = words.find((w) => (chunkIndex !== undefined ? w.chunkIndex === chunkIndex : currentTime >= w.start && currentTime < w.end)) ?? words[0];
      onSelectionChange({ from: start.index, to: start.index });
      return;
    }
    const last = words.length - 1;
    if (event.key === 'ArrowRight') end = Math.min(last, end + 1);
    else if (event.key === 'ArrowLeft') end = Math.max(0, end - 1);
    else {
      const line = words[end].chunkIndex + (event.key === 'ArrowDown' ? 1 : -1);
      const lineWords = words.filter((w) => w.chunkIndex === line);
      if (lineWords.length) end = event.key === 'ArrowDown' ? lineWords.at(-1)!.index : lineWords[0].index;
    }
    onSelectionChange(rangeOf(anchor, end));
  };

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
  let chunkIndex = -1;
  let wordIndex = 0;
  const isSelected = (index: number) => selection !== null && index >= selection.from && index <= selection.to;
  const isMarked = (index: number) => markedRange !== null && index >= markedRange.from && index <= markedRange.to;
  const isNoted = (index: number) => noteRange !== null && index >= noteRange.from && index <= noteRange.to;
  return (
    <Box
      ref={scrollerRef}
      tabIndex={0}
      aria-label="Transcript text"
      aria-describedby="transcript-selection-help"
      role="group"
      onKeyDown={handleKeyDown}
      sx={{ overflowY: 'auto', maxHeight: { xs: '55vh', lg: 'calc(100vh - 300px)' }, pr: 1, position: 'relative' }}
    >
      <Box ref={contentRef} sx={{ position: 'relative', pr: notes.length ? `${marginWidth(isCompact) + 8}px` : 0 }}>
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
                  <Typography component="p" sx={{ lineHeight: 2 }}>
                    {(task.chunks ?? []).map((chunk, c) => {
                      chunkIndex += 1;
                      const key = `${s}-${t}-${c}`;
                      const isCurrent = key === currentKey;
                      const first = wordIndex;
                      wordIndex += chunk.words?.length ?? 0;
                      return (
                        <Box
                          key={key}
                          component="span"
                          data-chunk={key}
                          data-chunk-index={chunkIndex}
                          sx={{
                            bgcolor: isCurrent ? 'rgba(91, 43, 191, 0.12)' : 'transparent',
                            boxShadow: isCurrent ? 'inset 0 -2px 0 #5b2bbf' : 'none',
                            borderRadius: 0.5,
                          }}
                        >
                          <Box
                            component="button"
                            type="button"
                            aria-current={isCurrent ? 'true' : undefined}
                            title={`Play from ${formatDuration(chunk.start)}`}
                            aria-label={`Play from ${formatDuration(chunk.start)}`}
                            onClick={() => onSeek(chunk.start)}
                            sx={{
                              font: 'inherit',
                              fontSize: '0.75rem',
                              fontVariantNumeric: 'tabular-nums',
                              color: 'text.secondary',
                              bgcolor: 'transparent',
                              border: 0,
                              p: '0 4px',
                              mr: 0.25,
                              borderRadius: 0.5,
                              cursor: 'pointer',
                              userSelect: 'none',
                              '&:hover': { color: 'primary.dark', textDecoration: 'underline' },
                              '&:focus-visible': { outline: '2px solid #5b2bbf', outlineOffset: 1 },
                            }}
                          >
                            {formatDuration(chunk.start)}
                          </Box>
                          {(chunk.words ?? []).map((word, i) => {
                            const index = first + i;
                            const selected = isSelected(index);
                            const inQuote = quoted.has(index);
                            const hitNumber = hitWords.get(index);
                            // The space after a word takes its tint when the next word has the same one, so runs read as one mark.
                            const gapTint =
                              selected && isSelected(index + 1)
                                ? SELECTED_BG
                                : inQuote && !selected && quoted.has(index + 1) && !isSelected(index + 1)
                                  ? QUOTE_BG
                                  : undefined;
                            return (
                              <Box component="span" key={i} sx={{ bgcolor: gapTint }}>
                                <Box
                                  component="span"
                                  data-w={index}
                                  data-selected={selected ? 'true' : undefined}
                                  data-quoted={inQuote ? 'true' : undefined}
                                  data-marked={isMarked(index) ? 'true' : undefined}
                                  data-hit={hitNumber === undefined ? undefined : hitNumber === currentHit ? 'current' : 'true'}
                                  data-noted={isNoted(index) ? 'true' : undefined}
                                  onClick={() => {
                                    if (window.getSelection()?.isCollapsed ?? true) onSeek(word.start);
                                  }}
                                  sx={{
                                    cursor: 'text',
                                    bgcolor: selected ? SELECTED_BG : hitNumber !== undefined ? HIT_BG : inQuote ? QUOTE_BG : 'transparent',
                                    outline: hitNumber !== undefined && hitNumber === currentHit ? HIT_OUTLINE : isMarked(index) ? MARKED_OUTLINE : 'none',
                                    boxShadow: isNoted(index) ? NOTE_UNDERLINE : 'none',
                                    borderRadius: '2px',
                                  }}
                                >
                                  {word.text}
                                </Box>{' '}
                              </Box>
                            );
                          })}
                        </Box>
                      );
                    })}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        ))}
        {notes.length > 0 && (
          <Suspense fallback={null}>
            <TranscriptMarginNotes notes={notes} words={words} contentRef={contentRef} isCompact={isCompact} onSeek={onSeek} onActiveChange={setActiveNote} />
          </Suspense>
        )}
      </Box>
    </Box>
  );
}
