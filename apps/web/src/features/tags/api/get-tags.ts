/** GET /api/v3/tags (SPEC §7): the client's tags, for the studies-list filter. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Tag } from '../../../lib/api-types';
import { LONG_STALE_TIME_MS } from '../../../lib/query-client';
import { useClientId } from '../../../lib/session';

/** Fetches the client's tags. */
export async function getTags(clientId: string, signal?: AbortSignal): Promise<Tag[]> {
  const answer = await apiClient.get<{ data: Tag[] }>('/v3/tags', { client_id: clientId }, signal);
  return answer.data;
}

/** Query options of the client's tags (fresh for an hour, SPEC §9). */
export function tagsQueryOptions(clientId: string) {
  return queryOptions({ queryKey: ['tags', clientId, 'list'] as const, queryFn: ({ signal }) => getTags(clientId, signal), staleTime: LONG_STALE_TIME_MS });
}

/** The active client's tags. */
export function useTags() {
  return useQuery(tagsQueryOptions(useClientId()));
}
