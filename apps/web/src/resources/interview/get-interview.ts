/** GET /api/v3/interviews/{id} (SPEC §7): one interview with its video and subtitle URLs. */
import { queryOptions, useQueries, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import type { Interview, Item } from '../../lib/api-types';
import { useClientId } from '../../lib/session';
import { interviewKeys } from './keys';

/** Fetches one interview; throws ApiError 404 when it does not exist for this client. */
export async function getInterview(clientId: string, interviewId: string, signal?: AbortSignal): Promise<Interview> {
  const answer = await apiClient.get<Item<Interview>>(`/v3/interviews/${encodeURIComponent(interviewId)}`, { client_id: clientId }, signal);
  return answer.data;
}

/** Query options of one interview (signed media URLs: refetched after 30 minutes). */
export function interviewQueryOptions(clientId: string, interviewId: string) {
  return queryOptions({
    queryKey: interviewKeys.detail(clientId, interviewId),
    queryFn: ({ signal }) => getInterview(clientId, interviewId, signal),
    staleTime: 30 * 60_000,
  });
}

/** One interview, loaded by the route loader beforehand (errors go to the error page). */
export function useInterview(interviewId: string) {
  return useSuspenseQuery(interviewQueryOptions(useClientId(), interviewId));
}

/**
 * Several interviews by id (e.g. the sources of a reel's clips), each cached as {@link interviewQueryOptions}:
 * `interviews` maps id → interview once all have loaded (null while loading or after an error).
 */
export function useInterviewsById(interviewIds: readonly string[]) {
  const clientId = useClientId();
  const unique = [...new Set(interviewIds)];
  return useQueries({
    queries: unique.map((id) => interviewQueryOptions(clientId, id)),
    combine: (results) => ({
      interviews: results.every((result) => result.isSuccess) ? new Map(results.map((result) => [result.data!.id, result.data!])) : null,
      isError: results.some((result) => result.isError),
      error: results.find((result) => result.isError)?.error ?? null,
      refetch: () => results.forEach((result) => void result.refetch()),
    }),
  });
}
