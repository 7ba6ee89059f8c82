/** GET /api/v3/tags (SPEC §7) and GET /api/v3/tags/counts (issue 14): the client's tags, and how many quotes carry each. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TagCountsResponse } from '@insight/contracts';
import { apiClient } from '../../lib/api-client';
import type { Tag } from '../../lib/api-types';
import { LONG_STALE_TIME_MS } from '../../lib/query-client';
import { useClientId } from '../../lib/session';
import { tagKeys } from './keys';

/** Fetches the client's tags by title. */
export async function getTags(clientId: string, signal?: AbortSignal): Promise<Tag[]> {
  const answer = await apiClient.get<{ data: Tag[] }>('/v3/tags', { client_id: clientId }, signal);
  return answer.data;
}

/** Query options of the client's tags (fresh for an hour, SPEC §9; tag writes refresh them). */
export function tagsQueryOptions(clientId: string) {
  return queryOptions({ queryKey: tagKeys.list(clientId), queryFn: ({ signal }) => getTags(clientId, signal), staleTime: LONG_STALE_TIME_MS });
}

/** The active client's tags. */
export function useTags() {
  return useQuery(tagsQueryOptions(useClientId()));
}

/** Tags used by the quotes of a study (all visible studies without one), most used first. */
export function useTagCounts(studyId: string | undefined) {
  const clientId = useClientId();
  return useQuery({
    queryKey: tagKeys.counts(clientId, studyId),
    queryFn: async ({ signal }) => (await apiClient.get<TagCountsResponse>('/v3/tags/counts', { client_id: clientId, study_id: studyId }, signal)).data,
  });
}
