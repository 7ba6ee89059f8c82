/** GET /api/v3/business-questions/{id} (SPEC §2 business question page): tasks with charts, insights, showreels, counts. */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { BusinessQuestionDetail, Item } from '../../../lib/api-types';
import { useClientId } from '../../../lib/session';
import { findingsKeys } from './keys';

/** One business question with its findings (idle without an id). */
export function useBusinessQuestion(id: string | undefined) {
  const clientId = useClientId();
  return useQuery({
    queryKey: findingsKeys.businessQuestion(clientId, id ?? ''),
    queryFn: async ({ signal }) =>
      (await apiClient.get<Item<BusinessQuestionDetail>>(`/v3/business-questions/${encodeURIComponent(id ?? '')}`, { client_id: clientId }, signal)).data,
    enabled: Boolean(id),
  });
}
