/** GET /api/v3/stories: the active client's stories (optionally of a board or segment group, by title words or tag), newest first, cursor-paginated. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { CursorPage, Story } from '../../../lib/api-types';
import { useClientId } from '../../../lib/session';
import { storyKeys, type StoriesFilter } from './story-keys';

/** Stories per request. */
export const STORIES_LIMIT = 24;

/** Fetches one cursor page of stories. */
export function getStories(clientId: string, filter: StoriesFilter, cursor: string | null, signal?: AbortSignal): Promise<CursorPage<Story>> {
  return apiClient.get<CursorPage<Story>>(
    '/v3/stories',
    {
      client_id: clientId,
      board_id: filter.boardId,
      segment_group_id: filter.segmentGroupId,
      q: filter.q,
      tag: filter.tag,
      cursor,
      limit: STORIES_LIMIT,
    },
    signal,
  );
}

/** Infinite-query options of stories. */
export function storiesQueryOptions(clientId: string, filter: StoriesFilter = {}) {
  return infiniteQueryOptions({
    queryKey: storyKeys.list(clientId, filter),
    queryFn: ({ pageParam, signal }) => getStories(clientId, filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.meta.next_cursor ?? null,
  });
}

/** The active client's stories matching `filter`, loaded page by page. */
export function useStories(filter: StoriesFilter = {}) {
  return useInfiniteQuery(storiesQueryOptions(useClientId(), filter));
}
