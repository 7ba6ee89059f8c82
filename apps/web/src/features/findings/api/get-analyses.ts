/** GET /api/v3/analyses?study_id= (SPEC §7 Analyses): the analyses of one study. */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Analysis, CursorPage } from '../../../lib/api-types';
import { useClientId } from '../../../lib/session';

/** The analyses of study `studyId`, newest first. */
export function useStudyAnalyses(studyId: string) {
  const clientId = useClientId();
  return useQuery({
    queryKey: ['analyses', clientId, 'list', studyId] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<CursorPage<Analysis>>('/v3/analyses', { client_id: clientId, study_id: studyId, limit: 10 }, signal)).data,
  });
}
