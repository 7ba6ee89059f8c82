/** GET /api/v3/quotes?business_question_ids= (SPEC §3 Quote filter keys): the quotes of one business question. */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { CursorPage, Quote, Translation } from '../../../lib/api-types';
import { useClientId } from '../../../lib/session';

/** The first 12 quotes of business question `questionId` of study `studyId` in `translation` (idle without a question). */
export function useQuestionQuotes(studyId: string, questionId: string, translation: Translation) {
  const clientId = useClientId();
  return useQuery({
    queryKey: ['quotes', clientId, 'question', studyId, questionId, translation] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<CursorPage<Quote>>(
          '/v3/quotes',
          { client_id: clientId, study_id: studyId, business_question_ids: questionId, translation, limit: 12 },
          signal,
        )
      ).data,
    enabled: Boolean(questionId),
  });
}
