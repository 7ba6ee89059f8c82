/** GET /api/v3/studies/{id} (SPEC §7): one study; a 404 reaches the route's error page. */
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import type { Item, Study } from '../../lib/api-types';
import { useClientId } from '../../lib/session';
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

/** One study, loaded by the route loader beforehand (suspends otherwise; errors go to the error page). */
export function useStudy(studyId: string) {
  return useSuspenseQuery(studyQueryOptions(useClientId(), studyId));
}

/** One study when an id is known; idle otherwise (for pages that only may show a study). */
export function useOptionalStudy(studyId: string | undefined) {
  const clientId = useClientId();
  return useQuery({ ...studyQueryOptions(clientId, studyId ?? ''), enabled: Boolean(studyId) });
}
