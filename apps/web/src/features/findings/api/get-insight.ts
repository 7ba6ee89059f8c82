/** GET /api/v3/insights/{id} (SPEC §3 Insight): content, takeaways, charts, quotes in the chosen translation, previous/next. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Insight, Item, Translation } from '../../../lib/api-types';
import { useClientId } from '../../../lib/session';
import { findingsKeys } from './keys';

/** Query options of one insight. */
export function insightQueryOptions(clientId: string, insightId: string, translation: Translation) {
  return queryOptions({
    queryKey: findingsKeys.insight(clientId, insightId, translation),
    queryFn: async ({ signal }) =>
      (await apiClient.get<Item<Insight>>(`/v3/insights/${encodeURIComponent(insightId)}`, { client_id: clientId, translation }, signal)).data,
  });
}

/** One insight of the active client. */
export function useInsight(insightId: string, translation: Translation) {
  return useQuery(insightQueryOptions(useClientId(), insightId, translation));
}
