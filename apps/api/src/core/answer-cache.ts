/**
 * Written answers kept in memory per process (decision 0310): the bytes of an answer under a key that names the version
 * of every row it was written from, so a write anywhere (this process or another sharing the database) changes the key
 * and the old bytes are never answered again. Bounded by bytes, least recently used out first (lru-cache).
 */
import { LRUCache } from 'lru-cache';

/** A byte-bounded store of written answers; `get`/`set` by a key that carries the rows' versions. */
export type AnswerCache = {
  get(key: string): Buffer | undefined;
  set(key: string, body: Buffer): void;
  /** Bytes held now (answer bytes; the keys are not counted). */
  readonly bytes: number;
};

/** A new {@link AnswerCache} holding at most `maxBytes` of answers; an answer above `maxBytes / 8` is not kept. */
export function createAnswerCache(maxBytes: number): AnswerCache {
  const cache = new LRUCache<string, Buffer>({
    maxSize: maxBytes,
    maxEntrySize: Math.floor(maxBytes / 8),
    sizeCalculation: (body) => Math.max(1, body.byteLength),
  });
  return {
    get: (key) => cache.get(key),
    set: (key, body) => {
      cache.set(key, body);
    },
    get bytes() {
      return cache.calculatedSize;
    },
  };
}
