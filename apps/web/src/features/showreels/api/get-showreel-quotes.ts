/** GET /api/v3/showreels/{id}/quotes (SPEC §7): the quotes of a reel (text, participant, interview) in its order. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Translation } from '../../../lib/api-types';
import type { ShowreelQuote } from '../showreel-types';
import { useClientId } from '../../../lib/session';
import { showreelKeys } from './showreel-keys';

/** Fetches a reel's quotes in the chosen translation. */
export async function getShowreelQuotes(clientId: string, showreelId: string, translation: Translation, signal?: AbortSignal): Promise<ShowreelQuote[]> {
  const answer = await apiClient.get<{ data: ShowreelQuote[] }>(
    `/v3/showreels/${encodeURIComponent(showreelId)}/quotes`,
    { client_id: clientId, translation },
    signal,
  );
  return answer.data;
}

/** Query options of a reel's quotes. */
export function showreelQuotesQueryOptions(clientId: string, showreelId: string, translation: Translation) {
  return queryOptions({
    queryKey: showreelKeys.quotes(clientId, showreelId, translation),
    queryFn: ({ signal }) => getShowreelQuotes(clientId, showreelId, translation, signal),
  });
}

/** The quotes of a reel of the active client. */
export function useShowreelQuotes(showreelId: string, translation: Translation) {
  return useQuery(showreelQuotesQueryOptions(useClientId(), showreelId, translation));
}
