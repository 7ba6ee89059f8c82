/**
 * Where notes sit in the transcript margin (issue 14): the words a note's time range covers, and the tops of the margin
 * cards so that none overlaps the one above it while each stays as near its words as it can.
 */
import type { FlatWord, WordRange } from './transcript-words';

/** Width of the notes margin in px: cards with text, or (`isCompact`, phones) note icons only. */
export function marginWidth(isCompact: boolean): number {
  return isCompact ? 34 : 164;
}

/**
 * The words a moment `start`..`end` (seconds) covers: from the first word ending after `start` to the last word starting
 * before `end`; a point in time (end = start) takes the word playing then, else the next word. Null when no word is
 * at or after `start`.
 */
export function noteWordRange(words: readonly FlatWord[], moment: { start: number; end: number }): WordRange | null {
  const first = words.find((w) => w.end > moment.start) ?? null;
  if (!first) return null;
  if (moment.end <= moment.start) return { from: first.index, to: first.index };
  let last = first.index;
  for (let i = first.index; i < words.length && words[i].start < moment.end; i += 1) last = i;
  return { from: first.index, to: last };
}

/**
 * Tops (px) of margin cards wanted at `desired` tops with `heights`, in the same order: cards keep the order of their
 * wanted tops and each starts at least `gap` below the bottom of the card above it.
 */
export function stackMarginCards(desired: readonly number[], heights: readonly number[], gap = 6): number[] {
  const order = desired.map((top, i) => ({ top, i })).sort((a, b) => a.top - b.top || a.i - b.i);
  const tops = new Array<number>(desired.length).fill(0);
  let floor = -Infinity;
  for (const { top, i } of order) {
    tops[i] = Math.max(top, floor);
    floor = tops[i] + (heights[i] ?? 0) + gap;
  }
  return tops;
}
