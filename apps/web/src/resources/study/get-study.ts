/** GET /api/v3/studies/{id} (SPEC §7): one study; a 404 reaches the route's error page. */
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useClientId } from '../../lib/session';
import { studyQueryOptions } from './study-query';

/** One study, loaded by the route loader beforehand (suspends otherwise; errors go to the error page). */
export function useStudy(studyId: string) {
  return useSuspenseQuery(studyQueryOptions(useClientId(), studyId));
}

/** One study when an id is known; idle otherwise (for pages that only may show a study). */
export function useOptionalStudy(studyId: string | undefined) {
  const clientId = useClientId();
  return useQuery({ ...studyQueryOptions(clientId, studyId ?? ''), enabled: Boolean(studyId) });
}
