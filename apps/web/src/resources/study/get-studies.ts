/** GET /api/v3/studies (SPEC §2 Studies list, §7): a page of studies filtered by q, project_id, tag, type_id, template_id, ai. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StudiesSearch } from '../../config/paths';
import { apiClient } from '../../lib/api-client';
import type { Page, StudySummary } from '../../lib/api-types';
import { useClientId } from '../../lib/session';
import { studyKeys } from './keys';

/** Studies per page of the list. */
export const STUDIES_PER_PAGE = 12;

/** Fetches one page (1-based) of the client's studies. */
export function getStudies(clientId: string, search: StudiesSearch, perPage = STUDIES_PER_PAGE, signal?: AbortSignal): Promise<Page<StudySummary>> {
  return apiClient.get<Page<StudySummary>>(
    '/v3/studies',
    {
      client_id: clientId,
      q: search.q,
      project_id: search.project_id,
      tag: search.tag,
      type_id: search.type_id,
      template_id: search.template_id,
      ai: search.ai,
      sort_by: search.sort_by,
      sort_order: search.sort_order,
      status: search.status,
      language: search.language,
      created_from: search.created_from,
      created_to: search.created_to,
      page: search.page ?? 1,
      per_page: perPage,
    },
    signal,
  );
}

/** Query options of a studies page; the previous page stays shown while the next loads. */
export function studiesQueryOptions(clientId: string, search: StudiesSearch, perPage = STUDIES_PER_PAGE) {
  return queryOptions({
    queryKey: [...studyKeys.list(clientId, search), perPage],
    queryFn: ({ signal }) => getStudies(clientId, search, perPage, signal),
    placeholderData: keepPreviousData,
  });
}

/** A page of the active client's studies. */
export function useStudies(search: StudiesSearch, perPage = STUDIES_PER_PAGE) {
  return useQuery(studiesQueryOptions(useClientId(), search, perPage));
}
