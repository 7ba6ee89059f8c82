/** GET /api/v3/studies/{id}/segments (SPEC §7): the study's segments. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import type { Item, Segment } from '../../lib/api-types';
import { useClientId } from '../../lib/session';
import { studyKeys } from './keys';

/** Fetches the segments of a study. */
export async function getStudySegments(clientId: string, studyId: string, signal?: AbortSignal): Promise<Segment[]> {
  const answer = await apiClient.get<Item<Segment[]>>(`/v3/studies/${encodeURIComponent(studyId)}/segments`, { client_id: clientId }, signal);
  return answer.data;
}

/** Query options of a study's segments. */
export function studySegmentsQueryOptions(clientId: string, studyId: string) {
  return queryOptions({ queryKey: studyKeys.segments(clientId, studyId), queryFn: ({ signal }) => getStudySegments(clientId, studyId, signal) });
}

/** The segments of a study (idle while `isEnabled` is false). */
export function useStudySegments(studyId: string, isEnabled = true) {
  return useQuery({ ...studySegmentsQueryOptions(useClientId(), studyId), enabled: isEnabled && Boolean(studyId) });
}
