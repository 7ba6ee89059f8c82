import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache';

describe('answer cache', () => {
  it('keeps answers up to its byte budget, least recently used out first, and never one above an eighth of it', () => {
    const cache = createAnswerCache(8000);
    const body = (n: number) => Buffer.alloc(n, 'x');
    cache.set('a', body(3000));
    cache.set('b', body(500));
    // 'a' is larger than 8000 / 8: not kept.
    expect(cache.get('a')).toBeUndefined();
    expect(cache.bytes).toBe(500);
    for (let i = 0; i < 20; i++) cache.set(`k${i}`, body(900));
    expect(cache.bytes).toBeLessThanOrEqual(8000);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('k19')?.byteLength).toBe(900);
  });
});
