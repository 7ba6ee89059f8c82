/**
 * The words of a transcript in reading order (issue 14, highlight to quote): each with its chunk id, its index in the
 * chunk and its timing (seconds), and the mapping between a selected run of words and the word references a quote is
 * made from (the original transcript's words; an English selection widens to whole chunks, which both languages share).
 */
import type { Transcript } from '../../lib/api-types';

/** One word: position `index` in the transcript, chunk (`chunkId`, `chunkIndex`), index `word` in the chunk, timing (s). */
export type FlatWord = { index: number; chunkId: string; chunkIndex: number; word: number; text: string; start: number; end: number };

/** A word reference of the quote API. */
export type WordRef = { chunk_id: string; word: number };

/** A selected run of words: the positions of its first and last word (inclusive) in the transcript's word list. */
export type WordRange = { from: number; to: number };

/** Every word of `transcript` in reading order. */
export function flattenWords(transcript: Transcript | undefined): FlatWord[] {
  const words: FlatWord[] = [];
  let chunkIndex = 0;
  for (const section of transcript?.sections ?? []) {
    for (const task of section.tasks ?? []) {
      for (const chunk of task.chunks ?? []) {
        (chunk.words ?? []).forEach((word, i) => {
          words.push({ index: words.length, chunkId: chunk.id, chunkIndex, word: i, text: word.text, start: word.start, end: word.end });
        });
        chunkIndex += 1;
      }
    }
  }
  return words;
}

/** The range between two word positions in either order. */
export function rangeOf(a: number, b: number): WordRange {
  return { from: Math.min(a, b), to: Math.max(a, b) };
}

/**
 * The quote API's start and end words for `range` of `shown` (the transcript on screen). In the original they are the
 * words themselves; in the English transcript, the first word of the first chunk and the last word of the last chunk of
 * the original (`original`), as English words are not spoken. Null when the words cannot be mapped.
 */
export function quoteWordsOf(range: WordRange, shown: FlatWord[], original: FlatWord[], isOriginal: boolean): { start: WordRef; end: WordRef } | null {
  const first = shown[range.from];
  const last = shown[range.to];
  if (!first || !last) return null;
  if (isOriginal) return { start: { chunk_id: first.chunkId, word: first.word }, end: { chunk_id: last.chunkId, word: last.word } };
  const start = original.find((w) => w.chunkId === first.chunkId);
  const end = original.findLast((w) => w.chunkId === last.chunkId);
  if (!start || !end) return null;
  return { start: { chunk_id: start.chunkId, word: start.word }, end: { chunk_id: end.chunkId, word: end.word } };
}

// Word timings and quote bounds are rounded to milliseconds; allow that much.
const EPSILON = 0.002;

/** The positions of the words a quote spans (start..end seconds): words that lie within it. Null when none do. */
export function wordsOfSpan(words: FlatWord[], start: number, end: number): WordRange | null {
  let from = -1;
  let to = -1;
  for (const word of words) {
    const mid = (word.start + word.end) / 2;
    if (word.start >= start - EPSILON && word.end <= end + EPSILON) {
      if (from < 0) from = word.index;
      to = word.index;
    } else if (mid >= start && mid <= end) {
      // A word cut by the bounds still counts when most of it lies inside (quotes made by hand or before words existed).
      if (from < 0) from = word.index;
      to = word.index;
    }
  }
  return from < 0 ? null : { from, to };
}

/** Plain text of the words `range`. */
export function textOf(words: FlatWord[], range: WordRange): string {
  return words
    .slice(range.from, range.to + 1)
    .map((w) => w.text)
    .join(' ');
}

const normalize = (text: string) => text.toLocaleLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Where `query` occurs in the words (find in transcript): runs of consecutive words each starting with the query's word at
 * the same place, case and punctuation ignored ("hver dag" finds "Hver dag."). No query words: no hits.
 */
export function findInWords(words: FlatWord[], query: string): WordRange[] {
  const tokens = query.split(/\s+/).map(normalize).filter(Boolean);
  if (tokens.length === 0) return [];
  const hits: WordRange[] = [];
  for (let i = 0; i + tokens.length <= words.length; i += 1) {
    if (tokens.every((token, k) => normalize(words[i + k].text).startsWith(token))) hits.push({ from: i, to: i + tokens.length - 1 });
  }
  return hits;
}
