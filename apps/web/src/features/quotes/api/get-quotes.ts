/** GET /api/v3/quotes (SPEC §3 Quote filter keys, §7): quotes of a study, cursor-paginated, searchable, in original or English. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { QuoteSearchMode, QuoteSort, QuotesResponse } from '@insight/contracts';
import type { ListedQuote, Translation } from '../../../lib/api-types';
import { useClientId } from '../../../lib/session';

/** Quotes per request. */
export const QUOTES_LIMIT = 20;

/** Filters of a quotes list (ids are sent comma-separated). */
export type QuotesFilter = {
  studyId?: string;
  segmentIds?: readonly string[];
  taskIds?: readonly string[];
  tagIds?: readonly string[];
  /** Quotes said in these subtasks (SPEC §2 Quotes subtask_ids). */
  subtaskIds?: readonly string[];
  search?: string;
  /** How the search words combine (SPEC §2 Quotes search_mode; default all words). */
  searchMode?: QuoteSearchMode;
  /** Server-side order (default relevance: by relevance with a search, else interview order). */
  sort?: QuoteSort;
  translation: Translation;
};

/** One page of quotes (with a search, each with `found_in`); `meta.total` is the number matching the filters (asked with every page). */
type QuotesPage = Omit<QuotesResponse, 'data'> & { data: ListedQuote[] };

/** Fetches one cursor page of quotes. */
export function getQuotes(clientId: string, filter: QuotesFilter, cursor: string | null, signal?: AbortSignal): Promise<QuotesPage> {
  return apiClient.get<QuotesPage>(
    '/v3/quotes',
    {
      client_id: clientId,
      study_id: filter.studyId,
      segment_ids: filter.segmentIds,
      task_ids: filter.taskIds,
      tag_ids: filter.tagIds,
      subtask_ids: filter.subtaskIds,
      search: filter.search,
      search_mode: filter.search && filter.searchMode !== 'all' ? filter.searchMode : undefined,
      sort: filter.sort && filter.sort !== 'relevance' ? filter.sort : undefined,
      // The total comes with the first page only (the count is one more query).
      with_total: cursor ? undefined : 'true',
      translation: filter.translation,
      cursor,
      limit: QUOTES_LIMIT,
    },
    signal,
  );
}

/** Infinite-query options of quotes; the next page's cursor is `meta.next_cursor`. */
export function quotesQueryOptions(clientId: string, filter: QuotesFilter) {
  return infiniteQueryOptions({
    queryKey: ['quotes', clientId, 'list', filter] as const,
    queryFn: ({ pageParam, signal }) => getQuotes(clientId, filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.meta?.next_cursor ?? null,
  });
}

/** Quotes of the active client, loaded page by page. */
export function useQuotes(filter: QuotesFilter, isEnabled = true) {
  return useInfiniteQuery({ ...quotesQueryOptions(useClientId(), filter), enabled: isEnabled });
}
