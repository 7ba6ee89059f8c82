/**
 * GET /api/v3/segments/{id}/task-design (SPEC §7 Segments): a segment's study design as sections, one per business
 * question, with its tasks numbered and subtasks lettered (SPEC §3 Study design section, Task), in the content language
 * the user chose (the study store's Original/English; English task texts where the study has them).
 */
import { useCallback, useMemo } from 'react';
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { StudyDesignSection } from '../../lib/api-types';
import { useClientId } from '../../lib/session';
import { useStudyStore } from '../../lib/study-store';
import { taskDesignQueryOptions } from './task-design-query';
import { mergeDesigns, taskQuestionsOf, type SegmentDesign, type TaskQuestion } from './task-design';

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
