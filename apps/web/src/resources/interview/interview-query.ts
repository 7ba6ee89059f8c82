/**
 * GET /api/v3/interviews/{id} (SPEC §7) without the React hooks: route loaders import this alone, so their file does not
 * wait for the shared UI file (issue 15, decision 0260).
 */
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import type { Interview, Item } from '../../lib/api-types';
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
