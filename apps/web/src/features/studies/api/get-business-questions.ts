/** GET /api/v3/studies/{id}/business-questions (SPEC §7): the study's business questions (objectives) with their tasks. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { BusinessQuestion, Item } from '../../../lib/api-types';
import { useClientId } from '../../../lib/session';
import { studyKeys } from '../../../resources/study/keys';

/** Fetches the business questions of a study. */
export async function getBusinessQuestions(clientId: string, studyId: string, signal?: AbortSignal): Promise<BusinessQuestion[]> {
  const answer = await apiClient.get<Item<BusinessQuestion[]>>(
    `/v3/studies/${encodeURIComponent(studyId)}/business-questions`,
    { client_id: clientId },
    signal,
  );
  return answer.data;
}

/** Query options of a study's business questions. */
export function businessQuestionsQueryOptions(clientId: string, studyId: string) {
  return queryOptions({ queryKey: studyKeys.businessQuestions(clientId, studyId), queryFn: ({ signal }) => getBusinessQuestions(clientId, studyId, signal) });
}

/** The business questions of a study (idle while `isEnabled` is false). */
export function useBusinessQuestions(studyId: string, isEnabled = true) {
  return useQuery({ ...businessQuestionsQueryOptions(useClientId(), studyId), enabled: isEnabled && Boolean(studyId) });
}
