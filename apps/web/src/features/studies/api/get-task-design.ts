/**
 * GET /api/v3/segments/{id}/task-design (SPEC §7 Segments): a segment's study design as sections, one per business
 * question, with its tasks numbered and subtasks lettered (SPEC §3 Study design section, Task).
 */
import { useCallback, useMemo } from 'react';
import { queryOptions, useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { StudyDesignSection } from '../../../lib/api-types';
import { LONG_STALE_TIME_MS } from '../../../lib/query-client';
import { useClientId } from '../../../lib/session';
import { mergeDesigns, taskQuestionsOf, type SegmentDesign, type TaskQuestion } from '../task-design';

/** Fetches a segment's task design; throws ApiError 404 for an unknown segment. */
export async function getTaskDesign(clientId: string, segmentId: string, signal?: AbortSignal): Promise<StudyDesignSection[]> {
  const answer = await apiClient.get<{ data: StudyDesignSection[] }>(`/v3/segments/${encodeURIComponent(segmentId)}/task-design`, { client_id: clientId }, signal);
  return answer.data;
}

/** Query options of a segment's task design (a design does not change once fielded: fresh for an hour). */
export function taskDesignQueryOptions(clientId: string, segmentId: string) {
  return queryOptions({
    queryKey: ['segments', clientId, 'detail', segmentId, 'task-design'] as const,
    queryFn: ({ signal }) => getTaskDesign(clientId, segmentId, signal),
    staleTime: LONG_STALE_TIME_MS,
  });
}

/** The task design of one segment (idle without an id). */
export function useTaskDesign(segmentId: string | undefined) {
  return useQuery({ ...taskDesignQueryOptions(useClientId(), segmentId ?? ''), enabled: Boolean(segmentId) });
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
  return useQueries({ queries: ids.map((segmentId) => taskDesignQueryOptions(clientId, segmentId)), combine });
}

/** The tasks and subtasks of a segment's design by id, labelled for transcript headers ('2', '5b'); empty while loading or failed. */
export function useTaskQuestions(segmentId: string | undefined): ReadonlyMap<string, TaskQuestion> {
  const { data } = useTaskDesign(segmentId);
  return useMemo(() => (data ? taskQuestionsOf(data) : EMPTY), [data]);
}

const EMPTY: ReadonlyMap<string, TaskQuestion> = new Map();
