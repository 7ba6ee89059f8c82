import { useMemo } from 'react';
import { taskOptionsOf } from './task-design';
import { useTaskDesigns } from './get-task-design';

/** Quote-filter options of the tasks shown to any of `segmentIds` (SPEC §2 Quotes task_ids), labelled '1. question'. */
export function useTaskOptions(segmentIds: readonly string[]): { id: string; label: string }[] {
  const { merged } = useTaskDesigns(segmentIds);
  return useMemo(() => taskOptionsOf(merged), [merged]);
}
