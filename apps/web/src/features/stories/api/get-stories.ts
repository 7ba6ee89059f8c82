/** GET /api/v3/stories: the active client's stories, newest first, cursor-paginated. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { CursorPage, Story } from '../../../lib/api-types';
import { useClientId } from '../../../lib/session';

/** Stories per request. */
export const STORIES_LIMIT = 24;

/** Fetches one cursor page of stories. */
export function getStories(clientId: string, cursor: string | null, signal?: AbortSignal): Promise<CursorPage<Story>> {
  return apiClient.get<CursorPage<Story>>('/v3/stories', { client_id: clientId, cursor, limit: STORIES_LIMIT }, signal);
}

/** Infinite-query options of stories. */
export function storiesQueryOptions(clientId: string) {
  return infiniteQueryOptions({
    queryKey: ['stories', clientId, 'list'] as const,
    queryFn: ({ pageParam, signal }) => getStories(clientId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.meta.next_cursor ?? null,
  });
}

/** The active client's stories, loaded page by page. */
export function useStories() {
  return useInfiniteQuery(storiesQueryOptions(useClientId()));
}
