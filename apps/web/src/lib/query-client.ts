/** The TanStack Query client: server state lives here (ARCHITECTURE §3.5). */
import { QueryClient } from '@tanstack/react-query';
import { LIMITS } from '@insight/contracts/limits';
import { isApiError } from './api-client';

/** How long rarely changing lists (tags, projects, clients) stay fresh, in ms (SPEC §9: 3600 s). */
export const LONG_STALE_TIME_MS = LIMITS.cacheMaxAgeSeconds * 1000;

/** Per-call policy of a cached GET (SPEC §7 'Cached GETs support a maximum age and a force flag'). */
export type CachePolicy = {
  /** How long an earlier answer may be reused, in seconds (default 3600, SPEC §9). */
  maxAgeSeconds?: number;
  /** Ask the API again whatever the age of the cached answer. */
  force?: boolean;
};

/**
 * Query options of a {@link CachePolicy}: `staleTime` from `maxAgeSeconds`; with `force`, a zero `staleTime` so
 * `fetchQuery` and every mount ask again (`refetchOnMount: 'always'`).
 */
export function cachePolicy(policy: CachePolicy = {}): { staleTime: number; refetchOnMount?: 'always' } {
  if (policy.force) return { staleTime: 0, refetchOnMount: 'always' };
  return { staleTime: (policy.maxAgeSeconds ?? LIMITS.cacheMaxAgeSeconds) * 1000 };
}

/** Retries a failed query up to twice, but never a 4xx answer (a 404 must reach the error page at once). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** The SPA's one query client. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
