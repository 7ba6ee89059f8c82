/** GET /api/v3/search (issue 14): quotes, transcript lines, notes, insights and studies matching q, grouped by kind. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchResponse } from '@insight/contracts';
import { apiClient } from '../../../lib/api-client';
import type { Translation } from '../../../lib/api-types';
import { useClientId } from '../../../lib/session';

/** Search text and filters (ids and language code; dates as ISO timestamps) and the quotes' text (original or English). */
export type SearchFilter = { q: string; studyId?: string; language?: string; tagId?: string; from?: string; to?: string; translation?: Translation };

/** Every kind of hit for `filter`, when it has search text. */
export function useSearch(filter: SearchFilter) {
  const clientId = useClientId();
  return useQuery({
    queryKey: ['search', clientId, filter] as const,
    queryFn: ({ signal }) =>
      apiClient.get<SearchResponse>(
        '/v3/search',
        {
          client_id: clientId,
          q: filter.q,
          study_id: filter.studyId,
          language: filter.language,
          tag_id: filter.tagId,
          from: filter.from,
          to: filter.to,
          translation: filter.translation,
          limit: 20,
        },
        signal,
      ),
    enabled: filter.q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}
