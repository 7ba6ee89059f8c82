/** GET /api/v3/interviews (SPEC §7): interviews of a study and/or segments, cursor-paginated. */
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import type { CursorPage, Interview } from '../../lib/api-types';
import { useClientId } from '../../lib/session';
import { interviewKeys, type InterviewsFilter } from './keys';

/** Interviews per request. */
export const INTERVIEWS_LIMIT = 24;

/** Fetches one cursor page of interviews of the study and/or any of the segments (`segment_ids`, filtered by the API). */
export function getInterviews(clientId: string, filter: InterviewsFilter, cursor: string | null, signal?: AbortSignal): Promise<CursorPage<Interview>> {
  return apiClient.get<CursorPage<Interview>>(
    '/v3/interviews',
    {
      client_id: clientId,
      study_id: filter.studyId,
      segment_ids: filter.segmentIds,
      q: filter.q,
      cursor,
      limit: INTERVIEWS_LIMIT,
    },
    signal,
  );
}

/** Infinite-query options of interviews; the next page's cursor is `meta.next_cursor`. */
export function interviewsQueryOptions(clientId: string, filter: InterviewsFilter) {
  return infiniteQueryOptions({
    queryKey: interviewKeys.list(clientId, filter),
    queryFn: ({ pageParam, signal }) => getInterviews(clientId, filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.meta.next_cursor ?? null,
  });
}

/** Interviews of the active client, loaded page by page. */
export function useInterviews(filter: InterviewsFilter) {
  // While a new search or filter loads, the previous cards stay (no flash of skeletons per keystroke).
  return useInfiniteQuery({ ...interviewsQueryOptions(useClientId(), filter), placeholderData: keepPreviousData });
}
