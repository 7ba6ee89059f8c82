/** Which studies home shows as popular (issue 9): completed studies with interviews first, newest completion first. */

/** The fields the ranking reads. */
export type RankableStudy = { display_status_code: string; completed_at: string | null; counts?: { interviews?: number } };

/** True for a study worth opening first: completed and with at least one interview. */
function isWatchable(study: RankableStudy): boolean {
  return study.display_status_code === 'COMPLETED' && (study.counts?.interviews ?? 0) > 0;
}

/** The first `count` studies: completed ones with interviews first (by completion, newest first), then the rest in their order. */
export function rankPopularStudies<T extends RankableStudy>(studies: readonly T[], count: number): T[] {
  const watchable = studies.filter(isWatchable).sort((a, b) => (b.completed_at ?? '').localeCompare(a.completed_at ?? ''));
  const rest = studies.filter((study) => !isWatchable(study));
  return [...watchable, ...rest].slice(0, count);
}
