/** GET /api/v3/business-questions/{id} (SPEC §2 business question page): tasks with charts, insights, showreels, counts. */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { BusinessQuestionDetail, Item, Translation } from '../../../lib/api-types';
import { useClientId } from '../../../lib/session';
import { findingsKeys } from './keys';

/** One business question with its findings, chart labels in `translation` (idle without an id). */
export function useBusinessQuestion(id: string | undefined, translation: Translation) {
  const clientId = useClientId();
  return useQuery({
    queryKey: findingsKeys.businessQuestion(clientId, id ?? '', translation),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<Item<BusinessQuestionDetail>>(
          `/v3/business-questions/${encodeURIComponent(id ?? '')}`,
          { client_id: clientId, translation },
          signal,
        )
      ).data,
    enabled: Boolean(id),
  });
}
