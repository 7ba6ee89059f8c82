/** GET /api/v3/quotes/{id} (SPEC §7 Quotes): one quote in the chosen translation. */
import { useQuery } from '@tanstack/react-query';
import type { QuoteResponse } from '@insight/contracts';
import { apiClient } from '../../lib/api-client';
import type { Translation } from '../../lib/api-types';
import { isId } from '../../lib/route-params';
import { useClientId } from '../../lib/session';
import { quoteKeys } from './keys';

/** Fetches quote `quoteId` of client `clientId` (404 'Quote not found' from the API for another client's quote). */
export async function getQuote(clientId: string, quoteId: string, translation: Translation, signal?: AbortSignal) {
  return (await apiClient.get<QuoteResponse>(`/v3/quotes/${encodeURIComponent(quoteId)}`, { client_id: clientId, translation }, signal)).data;
}

/** One quote of the active client (nothing is asked for an id that cannot exist). */
export function useQuote(quoteId: string, translation: Translation) {
  const clientId = useClientId();
  return useQuery({
    queryKey: quoteKeys.one(clientId, quoteId, translation),
    queryFn: ({ signal }) => getQuote(clientId, quoteId, translation, signal),
    enabled: isId(quoteId),
  });
}
