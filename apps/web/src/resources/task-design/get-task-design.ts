/**
 * GET /api/v3/segments/{id}/task-design (SPEC §7 Segments): a segment's study design as sections, one per business
 * question, with its tasks numbered and subtasks lettered (SPEC §3 Study design section, Task), in the content language
 * the user chose (the study store's Original/English; English task texts where the study has them).
 */
import { useCallback, useMemo } from 'react';
import { queryOptions, useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import type { StudyDesignSection, Translation } from '../../lib/api-types';
import { LONG_STALE_TIME_MS, queryClient } from '../../lib/query-client';
import { useClientId } from '../../lib/session';
import { studyStore, useStudyStore } from '../../lib/study-store';
import { taskDesignKeys } from './keys';
import { mergeDesigns, taskQuestionsOf, type SegmentDesign, type TaskQuestion } from './task-design';

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

/** The task design of one segment in the chosen content language (idle without an id). */
export function useTaskDesign(segmentId: string | undefined) {
  const translation = useStudyStore((state) => state.language);
  return useQuery({ ...taskDesignQueryOptions(useClientId(), segmentId ?? '', translation), enabled: Boolean(segmentId) });
}

/** What {@link useTaskDesigns} answers: each segment's design (in the order asked), all of them merged, and the load state. */
export type TaskDesigns = {
  designs: SegmentDesign[];
  merged: StudyDesignSection[];
  isPending: boolean;
  error: unknown;
  refetch: () => void;
};

/** The task designs of several segments (e.g. all segments of a study), fetched in parallel and merged (see {@link mergeDesigns}). */
export function useTaskDesigns(segmentIds: readonly string[]): TaskDesigns {
  const clientId = useClientId();
  const translation = useStudyStore((state) => state.language);
  const key = segmentIds.join(',');
  // Keyed by the ids' text so a new array with the same ids keeps the combined answer (and its merge) stable.
  const ids = useMemo(() => (key ? key.split(',') : []), [key]);
  const combine = useCallback(
    (results: UseQueryResult<StudyDesignSection[]>[]): TaskDesigns => {
      const designs = results.flatMap((result, index) => (result.data ? [{ segmentId: ids[index], sections: result.data }] : []));
      return {
        designs,
        merged: mergeDesigns(designs),
        isPending: results.some((result) => result.isPending),
        error: results.find((result) => result.error)?.error ?? null,
        refetch: () => results.forEach((result) => void result.refetch()),
      };
    },
    [ids],
  );
  return useQueries({ queries: ids.map((segmentId) => taskDesignQueryOptions(clientId, segmentId, translation)), combine });
}

/** The tasks and subtasks of a segment's design by id, labelled for transcript headers ('2', '5b'); empty while loading or failed. */
export function useTaskQuestions(segmentId: string | undefined): ReadonlyMap<string, TaskQuestion> {
  const { data } = useTaskDesign(segmentId);
  return useMemo(() => (data ? taskQuestionsOf(data) : EMPTY), [data]);
}

const EMPTY: ReadonlyMap<string, TaskQuestion> = new Map();
