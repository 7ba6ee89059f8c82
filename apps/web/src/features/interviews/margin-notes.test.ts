import { describe, expect, it } from 'vitest';
import { noteWordRange, stackMarginCards } from './margin-notes';
import type { FlatWord } from './transcript-words';

const words: FlatWord[] = [
  [0, 0.5],
  [0.5, 1.0],
  [1.2, 1.6],
  [2.0, 2.4],
  [2.4, 3.0],
].map(([start, end], index) => ({ index, chunkId: 'c', chunkIndex: index < 3 ? 0 : 1, word: index, text: `w${index}`, start, end }));

describe('noteWordRange', () => {
  it('covers the words a time range overlaps', () => {
    expect(noteWordRange(words, { start: 0.6, end: 2.1 })).toEqual({ from: 1, to: 3 });
    expect(noteWordRange(words, { start: 0, end: 3 })).toEqual({ from: 0, to: 4 });
  });
  it('takes the word playing at a point in time, or the next one in a pause', () => {
    expect(noteWordRange(words, { start: 1.3, end: 1.3 })).toEqual({ from: 2, to: 2 });
    expect(noteWordRange(words, { start: 1.7, end: 1.7 })).toEqual({ from: 3, to: 3 });
  });
  it('has no words after the last one', () => {
    expect(noteWordRange(words, { start: 5, end: 6 })).toBeNull();
  });
});

describe('stackMarginCards', () => {
  it('keeps cards at their words when there is room', () => {
    expect(stackMarginCards([0, 100, 300], [40, 40, 40])).toEqual([0, 100, 300]);
  });
  it('pushes a card below the one above it, in the order of their words', () => {
    expect(stackMarginCards([120, 100, 110], [50, 50, 50], 6)).toEqual([212, 100, 156]);
  });
});
