/**
 * Word-level timings of transcript chunks (seconds). A spoken line whose audible span is known (the demo generator's
 * sample-exact line times, a VTT cue) but whose words are not aligned gets its words spread over the span in proportion
 * to their spoken length: letters plus a pause after commas and sentence ends. Aligned words (words.json) are kept as
 * they are.
 */

/** One timed word; `text` keeps its punctuation; seconds. */
export type TimedWordText = { start: number; end: number; text: string };

const round3 = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** Relative spoken length of a word: its letters and digits (at least 1), as a proxy for its syllables. */
function spokenWeight(word: string): number {
  return Math.max(1, word.replace(/[^\p{L}\p{N}]/gu, '').length);
}

/** Relative pause after a word: longer after a sentence end than after a comma; a short gap between any two words. */
function pauseWeight(word: string): number {
  if (/[.!?…]["»”')\]]*$/.test(word)) return 4;
  if (/[,;:–—-]["»”')\]]*$/.test(word)) return 2.5;
  return 1;
}

/** The words of `text` (split at white space), in order. */
export function splitWords(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/**
 * The words of `text` spread over [start, end] seconds: each word gets a share of the span in proportion to its letters,
 * the gaps between words in proportion to the punctuation before them. Times are rounded to milliseconds, increase
 * monotonically, and the first word starts at `start` and the last ends at `end`. Empty text: no words.
 */
export function spreadWords(text: string, start: number, end: number): TimedWordText[] {
  const words = splitWords(text);
  if (words.length === 0) return [];
  const span = Math.max(0, end - start);
  const spoken = words.map(spokenWeight);
  const pauses = words.map((word, i) => (i < words.length - 1 ? pauseWeight(word) : 0));
  const total = spoken.reduce((a, b) => a + b, 0) + pauses.reduce((a, b) => a + b, 0);
  const out: TimedWordText[] = [];
  let at = 0;
  for (let i = 0; i < words.length; i++) {
    const wordStart = start + (span * at) / total;
    at += spoken[i];
    const wordEnd = i === words.length - 1 ? end : start + (span * at) / total;
    at += pauses[i];
    out.push({ start: round3(wordStart), end: round3(wordEnd), text: words[i] });
  }
  return out;
}

/** The chunk's stored word timings when they match its text word for word, else its words spread over its span. */
export function wordsOfChunk(chunk: { start: number; end: number; text: string; words?: readonly TimedWordText[] }): TimedWordText[] {
  const stored = chunk.words;
  if (stored && stored.length > 0 && stored.length === splitWords(chunk.text).length) return stored.map((w) => ({ start: w.start, end: w.end, text: w.text }));
  return spreadWords(chunk.text, chunk.start, chunk.end);
}
