/** GET /api/suggestions/{x} (SPEC §7): type-ahead suggestions for the search fields (study titles, tags, countries, users). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SuggestionKind, SuggestionsResponse } from '@insight/contracts';
import { apiClient } from '../../lib/api-client';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../lib/use-debounced-value';
import { useClientId } from '../../lib/session';

/** Fetches up to 10 suggestions of `kind` for `text` in client `clientId`. */
export async function getSuggestions(clientId: string, kind: SuggestionKind, text: string, signal?: AbortSignal) {
  const answer = await apiClient.get<SuggestionsResponse>(`/suggestions/${kind}`, { client_id: clientId, q: text, limit: 10 }, signal);
  return answer.data;
}

/** The suggested values of `kind` for what was typed (debounced; none until something is typed). */
export function useSuggestions(kind: SuggestionKind, text: string): string[] {
  const clientId = useClientId();
  const typed = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['suggestions', clientId, kind, typed] as const,
    queryFn: ({ signal }) => getSuggestions(clientId, kind, typed, signal),
    enabled: typed.length > 0,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  return typed && query.data ? [...new Set(query.data.map((s) => s.value))].filter((value) => value !== text) : [];
}
