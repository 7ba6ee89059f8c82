/** GET /api/v3/business-questions (SPEC §7): a study's or project's business questions, for the insights filter. */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { BusinessQuestion, CursorPage } from '../../../lib/api-types';
import { useClientId } from '../../../lib/session';

/** Business questions of a study or a project (the first 100, ordered by study and position). */
export function useQuestionList(scope: { studyId?: string; projectId?: string }) {
  const clientId = useClientId();
  return useQuery({
    queryKey: ['business-questions', clientId, 'list', scope] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<CursorPage<BusinessQuestion>>(
          '/v3/business-questions',
          { client_id: clientId, study_id: scope.studyId, project_id: scope.projectId, limit: 100 },
          signal,
        )
      ).data,
  });
}
