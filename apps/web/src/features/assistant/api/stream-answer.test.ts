import { describe, expect, it } from 'vitest';
import { nonStreamErrorText, parseEventBlocks } from './stream-answer';

describe('assistant stream parsing (SPEC §8)', () => {
  it('splits complete events and keeps an unfinished one for the next chunk', () => {
    const { events, rest } = parseEventBlocks('event: delta\ndata: {"text":"Hel"}\n\nevent: delta\ndata: {"text":"lo"}\n\nevent: done\ndata: {"mess');
    expect(events).toEqual([
      { event: 'delta', data: { text: 'Hel' } },
      { event: 'delta', data: { text: 'lo' } },
    ]);
    expect(rest).toBe('event: done\ndata: {"mess');
  });

  it('reads the error of a non-event-stream answer from its JSON message, then detail, else the raw text', () => {
    expect(nonStreamErrorText('{"message":"Thread gone"}')).toBe('Thread gone');
    expect(nonStreamErrorText('{"detail":"You are not authorized to view this page"}')).toBe('You are not authorized to view this page');
    expect(nonStreamErrorText('Bad gateway')).toBe('Bad gateway');
  });
});
