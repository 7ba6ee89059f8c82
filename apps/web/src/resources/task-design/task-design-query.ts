/**
 * GET /api/v3/segments/{id}/task-design (SPEC §7 Segments) without the React hooks: route loaders import this alone, so
 * their file does not wait for the shared UI file (issue 15, decision 0260).
 */
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import type { StudyDesignSection, Translation } from '../../lib/api-types';
import { LONG_STALE_TIME_MS, queryClient } from '../../lib/query-client';
import { studyStore } from '../../lib/study-store';
import { taskDesignKeys } from './keys';

/** Fetches a segment's task design in `translation`; throws ApiError 404 for an unknown segment. */
export async function getTaskDesign(clientId: string, segmentId: string, translation: Translation, signal?: AbortSignal): Promise<StudyDesignSection[]> {
  const answer = await apiClient.get<{ data: StudyDesignSection[] }>(
    `/v3/segments/${encodeURIComponent(segmentId)}/task-design`,
    { client_id: clientId, translation },
    signal,
  );
  return answer.data;
}

/** Query options of a segment's task design in `translation` (a design does not change once fielded: fresh for an hour). */
export function taskDesignQueryOptions(clientId: string, segmentId: string, translation: Translation) {
  return queryOptions({
    queryKey: taskDesignKeys.detail(clientId, segmentId, translation),
    queryFn: ({ signal }) => getTaskDesign(clientId, segmentId, translation, signal),
    staleTime: LONG_STALE_TIME_MS,
  });
}

/** Starts loading a segment's task design in the chosen content language (for loaders; never fails the page). */
export function prefetchTaskDesign(clientId: string, segmentId: string): void {
  void queryClient.prefetchQuery(taskDesignQueryOptions(clientId, segmentId, studyStore.getState().language));
}
