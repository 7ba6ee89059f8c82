/** GET /api/v3/insights (SPEC §2 insights parameters objective_id and q, §7): a study's or project's insights with charts. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { CursorPage, InsightSummary } from '../../../lib/api-types';
import { useClientId } from '../../../lib/session';
import { findingsKeys, type InsightsFilter } from './keys';

/** Insights per request (a study rarely has more; the list loads on). */
const INSIGHTS_LIMIT = 50;

/** Fetches one cursor page of insights. */
function getInsights(clientId: string, filter: InsightsFilter, cursor: string | null, signal?: AbortSignal) {
  return apiClient.get<CursorPage<InsightSummary>>(
    '/v3/insights',
    {
      client_id: clientId,
      study_id: filter.studyId,
      project_id: filter.projectId,
      objective_id: filter.objectiveId,
      q: filter.q,
      cursor,
      limit: INSIGHTS_LIMIT,
    },
    signal,
  );
}

/** Insights of the active client matching `filter`, page by page. */
export function useInsights(filter: InsightsFilter) {
  const clientId = useClientId();
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: findingsKeys.insightList(clientId, filter),
      queryFn: ({ pageParam, signal }) => getInsights(clientId, filter, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.meta?.next_cursor ?? null,
    }),
  );
}
