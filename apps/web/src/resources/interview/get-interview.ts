/** GET /api/v3/interviews/{id} (SPEC §7): one interview with its video and subtitle URLs. */
import { useQueries, useSuspenseQuery } from '@tanstack/react-query';
import { useClientId } from '../../lib/session';
import { interviewQueryOptions } from './interview-query';

/** One interview, loaded by the route loader beforehand (errors go to the error page). */
export function useInterview(interviewId: string) {
  return useSuspenseQuery(interviewQueryOptions(useClientId(), interviewId));
}

/**
 * Several interviews by id (e.g. the sources of a reel's clips), each cached as {@link interviewQueryOptions}:
 * `interviews` maps id → interview once all have loaded (null while loading or after an error).
 */
export function useInterviewsById(interviewIds: readonly string[]) {
  const clientId = useClientId();
  const unique = [...new Set(interviewIds)];
  return useQueries({
    queries: unique.map((id) => interviewQueryOptions(clientId, id)),
    combine: (results) => ({
      interviews: results.every((result) => result.isSuccess) ? new Map(results.map((result) => [result.data!.id, result.data!])) : null,
      isError: results.some((result) => result.isError),
      error: results.find((result) => result.isError)?.error ?? null,
      refetch: () => results.forEach((result) => void result.refetch()),
    }),
  });
}
