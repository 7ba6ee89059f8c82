import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterContextProvider, type LoaderFunctionArgs } from 'react-router';
import { readStudiesSearch } from '../../features/studies/study-list-options';
import { queryClient } from '../../lib/query-client';
import { sessionContext, type Session } from '../../lib/session';
import { studiesQueryOptions } from '../../resources/study/get-studies';
import { studiesLoader } from './studies-loader';

/** Loader arguments for `url` with client `c1` as the session's active client. */
function argsFor(url: string): LoaderFunctionArgs {
  const context = new RouterContextProvider();
  context.set(sessionContext, { activeClient: { id: 'c1' } } as unknown as Session);
  return { request: new Request(url), context, params: {} } as unknown as LoaderFunctionArgs;
}

describe('studies list loader (issue 15, decision 0260)', () => {
  afterEach(() => {
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  it("starts the list's calls with the URL's filters under the page's own query keys, without waiting for them", async () => {
    const asked: string[] = [];
    let answer: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        await answered;
        return new Response(JSON.stringify({ data: [], meta: { total: 0, per_page: 12 } }), { headers: { 'content-type': 'application/json' } });
      }),
    );
    const url = 'http://portal.test/studies?client_id=c1&q=oat&page=2';
    // Answers at once, while every call is still open.
    expect(studiesLoader(argsFor(url))).toBeNull();
    await vi.waitFor(() => expect(asked).toHaveLength(5));
    const studies = asked.find((address) => address.includes('/v3/studies?'));
    expect(studies).toContain('client_id=c1');
    expect(studies).toContain('q=oat');
    expect(studies).toContain('page=2');
    expect(asked.some((address) => address.includes('/projects?client_id=c1'))).toBe(true);
    expect(asked.some((address) => address.includes('/v3/tags?client_id=c1'))).toBe(true);
    answer?.();
    // The page's useStudies(readStudiesSearch(searchParams)) finds the answer under its key.
    const key = studiesQueryOptions('c1', readStudiesSearch(new URL(url).searchParams)).queryKey;
    await vi.waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe('success'));
  });
});
