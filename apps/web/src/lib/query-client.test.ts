import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { cachePolicy } from './query-client';

/** A query whose answers count up, so a test sees whether the cache or a new read answered. */
function counter() {
  let reads = 0;
  return { queryKey: ['counter'] as const, queryFn: async () => ++reads };
}

describe('cached GETs: per-call max age and force (SPEC §7)', () => {
  it('defaults to 3600 s, takes another max age, and a forced read asks again', () => {
    expect(cachePolicy()).toEqual({ staleTime: 3_600_000 });
    expect(cachePolicy({ maxAgeSeconds: 5 })).toEqual({ staleTime: 5000 });
    expect(cachePolicy({ force: true, maxAgeSeconds: 5 })).toEqual({ staleTime: 0, refetchOnMount: 'always' });
  });

  it('reuses an answer within its max age and reads again when forced or too old', async () => {
    const client = new QueryClient();
    const query = counter();
    expect(await client.fetchQuery({ ...query, ...cachePolicy() })).toBe(1);
    expect(await client.fetchQuery({ ...query, ...cachePolicy({ maxAgeSeconds: 3600 }) })).toBe(1);
    expect(await client.fetchQuery({ ...query, ...cachePolicy({ force: true }) })).toBe(2);
    // An answer older than the asked max age is not reused (its updatedAt set back 10 s).
    client.setQueryData(query.queryKey, 2, { updatedAt: Date.now() - 10_000 });
    expect(await client.fetchQuery({ ...query, ...cachePolicy({ maxAgeSeconds: 5 }) })).toBe(3);
    client.clear();
  });
});
