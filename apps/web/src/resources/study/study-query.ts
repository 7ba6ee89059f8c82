/**
 * GET /api/v3/studies/{id} (SPEC §7) without the React hooks: route loaders import this alone, so their file does not
 * wait for the shared UI file (issue 15, decision 0260).
 */
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import type { Item, Study } from '../../lib/api-types';
import { studyKeys } from './keys';

/** Fetches one study of the client; throws ApiError 404 when it does not exist for this client. */
export async function getStudy(clientId: string, studyId: string, signal?: AbortSignal): Promise<Study> {
  const answer = await apiClient.get<Item<Study>>(`/v3/studies/${encodeURIComponent(studyId)}`, { client_id: clientId }, signal);
  return answer.data;
}

/** Query options of one study. */
export function studyQueryOptions(clientId: string, studyId: string) {
  return queryOptions({ queryKey: studyKeys.detail(clientId, studyId), queryFn: ({ signal }) => getStudy(clientId, studyId, signal) });
}
