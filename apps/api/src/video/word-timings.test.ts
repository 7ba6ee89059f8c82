import { describe, expect, it } from 'vitest';
import { spreadWords, wordsOfChunk } from './word-timings';

describe('word timings', () => {
  it('spreads the words of a line over its audible span by length, with longer pauses after punctuation', () => {
    const words = spreadWords('Jeg elsker morgenmad, især æg.', 10, 12);
    expect(words.map((w) => w.text)).toEqual(['Jeg', 'elsker', 'morgenmad,', 'især', 'æg.']);
    expect(words[0].start).toBe(10);
    expect(words.at(-1)!.end).toBe(12);
    for (let i = 1; i < words.length; i++) {
      expect(words[i].start).toBeGreaterThanOrEqual(words[i - 1].end);
      expect(words[i].end).toBeGreaterThan(words[i].start);
    }
    // A long word lasts longer than a short one; the gap after a comma is longer than a plain gap.
    expect(words[2].end - words[2].start).toBeGreaterThan(words[0].end - words[0].start);
    expect(words[3].start - words[2].end).toBeGreaterThan(words[1].start - words[0].end);
    expect(spreadWords('   ', 0, 1)).toEqual([]);
  });

  it('keeps aligned words that match the chunk text, else spreads the text', () => {
    const aligned = [
      { start: 1, end: 1.2, text: 'Hej' },
      { start: 1.5, end: 2, text: 'med' },
      { start: 2.1, end: 2.6, text: 'dig.' },
    ];
    expect(wordsOfChunk({ start: 1, end: 2.6, text: 'Hej med dig.', words: aligned })).toEqual(aligned);
    expect(wordsOfChunk({ start: 1, end: 2.6, text: 'Hej med dig igen.', words: aligned }).map((w) => w.text)).toEqual(['Hej', 'med', 'dig', 'igen.']);
  });
});
