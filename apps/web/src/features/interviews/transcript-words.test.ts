import { describe, expect, it } from 'vitest';
import type { Transcript } from '../../lib/api-types';
import { findInWords, flattenWords, quoteWordsOf, rangeOf, textOf, wordsOfSpan } from './transcript-words';

const chunk = (id: string, words: [string, number, number][]) => ({
  id,
  start: words[0][1],
  end: words.at(-1)![2],
  text: words.map((w) => w[0]).join(' '),
  words: words.map(([text, start, end]) => ({ text, start, end })),
});
const transcript = (chunks: ReturnType<typeof chunk>[]): Transcript => ({
  interview: { id: 'i' },
  language: 'da',
  sections: [{ start: 0, end: 10, html: '', text: '', tasks: [{ id: 't', start: 0, end: 10, html: '', text: '', type: 'TEXT_ONLY', chunks }] }],
});

const original = flattenWords(
  transcript([
    chunk('c1', [
      ['Jeg', 0, 0.4],
      ['cykler', 0.5, 1],
      ['hver', 1.1, 1.4],
      ['dag.', 1.5, 2],
    ]),
    chunk('c2', [
      ['Det', 2.5, 2.8],
      ['er', 2.9, 3],
      ['sundt.', 3.1, 3.6],
    ]),
  ]),
);
const english = flattenWords(
  transcript([
    chunk('c1', [
      ['I', 0, 0.5],
      ['cycle', 0.5, 1],
      ['every', 1, 1.5],
      ['day.', 1.5, 2],
    ]),
    chunk('c2', [
      ['It', 2.5, 3],
      ['is', 3, 3.2],
      ['healthy.', 3.2, 3.6],
    ]),
  ]),
);

describe('transcript words', () => {
  it('flattens words in reading order with their chunk and index in it', () => {
    expect(original.map((w) => `${w.chunkId}:${w.word}`)).toEqual(['c1:0', 'c1:1', 'c1:2', 'c1:3', 'c2:0', 'c2:1', 'c2:2']);
    expect(textOf(original, rangeOf(5, 2))).toBe('hver dag. Det er');
  });

  it('maps a selection to the quote API words: exact in the original, whole chunks from English', () => {
    expect(quoteWordsOf({ from: 2, to: 5 }, original, original, true)).toEqual({ start: { chunk_id: 'c1', word: 2 }, end: { chunk_id: 'c2', word: 1 } });
    expect(quoteWordsOf({ from: 1, to: 4 }, english, original, false)).toEqual({ start: { chunk_id: 'c1', word: 0 }, end: { chunk_id: 'c2', word: 2 } });
    expect(quoteWordsOf({ from: 9, to: 10 }, original, original, true)).toBeNull();
  });

  it('finds the words a quote spans from its bounds', () => {
    expect(wordsOfSpan(original, 1.1, 2.8)).toEqual({ from: 2, to: 4 });
    // A bound inside a word keeps the word when most of it is inside.
    expect(wordsOfSpan(original, 0.7, 3.05)).toEqual({ from: 1, to: 5 });
    expect(wordsOfSpan(original, 5, 6)).toBeNull();
  });

  it('finds a word or a phrase in the transcript, case and punctuation ignored', () => {
    expect(findInWords(original, 'DAG')).toEqual([{ from: 3, to: 3 }]);
    expect(findInWords(original, 'hver dag det')).toEqual([{ from: 2, to: 4 }]);
    // A word matches from its start: "er" is not found inside "hver".
    expect(findInWords(original, 'er')).toEqual([{ from: 5, to: 5 }]);
    expect(findInWords(original, 'cykl')).toEqual([{ from: 1, to: 1 }]);
    expect(findInWords(original, '  ')).toEqual([]);
  });
});
