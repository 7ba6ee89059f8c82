import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { nulBytePath } from './input-guard';

describe('NUL-byte guard', () => {
  it('names the field in parsed JSON and leaves a streamed upload body alone', () => {
    expect(nulBytePath({ a: { b: ['ok', 'x\u0000'] } })).toBe('a.b');
    expect(nulBytePath({ a: 'fine' })).toBeNull();
    // A stream is an object graph of sockets and buffers, never searched (an upload's body is its file).
    expect(nulBytePath(new PassThrough())).toBeNull();
    expect(nulBytePath(Buffer.from('a\u0000b'))).toBeNull();
  });
});
