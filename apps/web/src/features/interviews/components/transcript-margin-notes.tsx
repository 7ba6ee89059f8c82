import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { Box, ButtonBase, Tooltip, Typography } from '@mui/material';
import StickyNote2OutlinedIcon from '@mui/icons-material/StickyNote2Outlined';
import type { Note } from '@insight/contracts';
import { formatDuration } from '../../../lib/format';
import { marginWidth, noteWordRange, stackMarginCards } from '../margin-notes';
import type { FlatWord } from '../transcript-words';

/**
 * Props of {@link TranscriptMarginNotes}: the notes to draw, the transcript's words, the positioned box holding the
 * transcript (`contentRef`; word spans carry `data-w`), phone layout, seeking, and which note is pointed at. A file of
 * its own (with MUI's Tooltip and its popper), loaded when an interview has notes (issue 15, decision 0290).
 */
export type TranscriptMarginNotesProps = {
  notes: readonly Note[];
  words: readonly FlatWord[];
  contentRef: RefObject<HTMLElement | null>;
  isCompact: boolean;
  onSeek: (seconds: number) => void;
  onActiveChange: (note: Note | null) => void;
};

type Placed = { id: string; barTop: number; barHeight: number; cardTop: number };

const momentText = (note: Note) =>
  Math.floor(note.end) > Math.floor(note.start) ? `${formatDuration(note.start)}–${formatDuration(note.end)}` : formatDuration(note.start);

/**
 * Notes drawn in the transcript's right margin beside their time range (issue 14): a bar spans the lines the note's
 * moment covers and a card (on phones an icon with the text as its name) sits at the bar's top, pushed down only as far
 * as the card above needs. A card plays the interview from the note's moment; pointing at it marks its words.
 */
export function TranscriptMarginNotes({ notes, words, contentRef, isCompact, onSeek, onActiveChange }: TranscriptMarginNotesProps) {
  const [placed, setPlaced] = useState<Placed[]>([]);
  const cardRefs = useRef(new Map<string, HTMLElement>());

  useLayoutEffect(() => {
    const content = contentRef.current;
    if (!content) return;
    const measure = () => {
      const box = content.getBoundingClientRect();
      const spans: { id: string; top: number; bottom: number }[] = [];
      for (const note of notes) {
        const range = noteWordRange(words, note);
        const first = range && content.querySelector<HTMLElement>(`[data-w="${range.from}"]`);
        const last = range && content.querySelector<HTMLElement>(`[data-w="${range.to}"]`);
        if (!first || !last) continue;
        const top = first.getBoundingClientRect().top - box.top;
        spans.push({ id: note.id, top, bottom: Math.max(top + first.offsetHeight, last.getBoundingClientRect().bottom - box.top) });
      }
      const tops = stackMarginCards(
        spans.map((s) => s.top),
        spans.map((s) => cardRefs.current.get(s.id)?.offsetHeight ?? 0),
      );
      const next = spans.map((s, i) => ({ id: s.id, barTop: s.top, barHeight: s.bottom - s.top, cardTop: tops[i] }));
      setPlaced((previous) => (JSON.stringify(previous) === JSON.stringify(next) ? previous : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(content);
    for (const card of cardRefs.current.values()) observer.observe(card);
    return () => observer.disconnect();
  }, [notes, words, contentRef, isCompact]);

  const width = marginWidth(isCompact);
  const byId = new Map(placed.map((p) => [p.id, p]));
  const lowest = placed.reduce((bottom, p) => Math.max(bottom, p.cardTop + (cardRefs.current.get(p.id)?.offsetHeight ?? 0)), 0);
  return (
    <Box
      component="ul"
      aria-label="Notes in the margin"
      sx={{ listStyle: 'none', m: 0, p: 0, position: 'absolute', top: 0, right: 0, width, height: lowest || undefined, pointerEvents: 'none' }}
    >
      {notes.map((note) => {
        const at = byId.get(note.id);
        const who = note.author.name || 'Someone';
        const visibility = note.visibility === 'PRIVATE' ? 'only you' : 'team';
        return (
          <Box component="li" key={note.id} data-note-margin={note.id} sx={{ visibility: at ? 'visible' : 'hidden' }}>
            <Box
              aria-hidden
              sx={{ position: 'absolute', left: 2, top: at?.barTop ?? 0, height: at?.barHeight ?? 0, width: 3, borderRadius: 2, bgcolor: 'warning.main' }}
            />
            <Tooltip title={isCompact ? note.body : ''} placement="left">
              <ButtonBase
                ref={(element: HTMLButtonElement | null) => {
                  if (element) cardRefs.current.set(note.id, element);
                  else cardRefs.current.delete(note.id);
                }}
                onClick={() => onSeek(note.start)}
                onMouseEnter={() => onActiveChange(note)}
                onMouseLeave={() => onActiveChange(null)}
                onFocus={() => onActiveChange(note)}
                onBlur={() => onActiveChange(null)}
                aria-label={isCompact ? `Note at ${momentText(note)} by ${who}: ${note.body}` : undefined}
                sx={{
                  pointerEvents: 'auto',
                  position: 'absolute',
                  top: at?.cardTop ?? 0,
                  left: 9,
                  right: 0,
                  display: 'block',
                  textAlign: 'left',
                  p: isCompact ? 0.25 : 0.75,
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'warning.light',
                  bgcolor: '#fff8e1',
                  '&:hover': { borderColor: 'warning.dark' },
                  '&:focus-visible': { outline: '2px solid #5b2bbf', outlineOffset: 1 },
                }}
              >
                {isCompact ? (
                  <StickyNote2OutlinedIcon fontSize="small" sx={{ display: 'block', color: '#8a5300' }} />
                ) : (
                  <>
                    <Typography component="span" sx={{ display: 'block', fontSize: '0.72rem', color: '#6b4100', fontWeight: 600 }}>
                      {momentText(note)} · {who} · {visibility}
                    </Typography>
                    <Typography
                      component="span"
                      sx={{
                        display: '-webkit-box',
                        WebkitLineClamp: 4,
                        WebkitBoxOrient: 'vertical',
                        overflow: 'hidden',
                        fontSize: '0.8rem',
                        lineHeight: 1.35,
                        color: 'text.primary',
                        whiteSpace: 'pre-wrap',
                      }}
                    >
                      {note.body}
                    </Typography>
                  </>
                )}
              </ButtonBase>
            </Tooltip>
          </Box>
        );
      })}
    </Box>
  );
}
