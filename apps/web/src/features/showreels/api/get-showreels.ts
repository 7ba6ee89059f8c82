/**
 * GET /api/v1/showreels (SPEC §3 List params: page, per_page, sort_by, sort_order; §7): the showreels of a study,
 * segments, a project or the whole client, searchable, sorted, page by page with a total. The picker of existing reels
 * reads GET /api/v3/showreels (cursor list).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@insight/contracts/limits';
import { apiClient } from '../../../lib/api-client';
import type { PageMeta } from '@insight/contracts';
import { useClientId } from '../../../lib/session';
import type { Showreel } from '../showreel-types';
import { isRendering } from './get-showreel';
import { showreelKeys, type ShowreelsFilter } from './showreel-keys';

/** Showreels per page. */
export const SHOWREELS_PER_PAGE = 12;

/** A page of showreels; `meta.total` counts every match (a cursor answer without a total counts what it holds). */
export type ShowreelsPage = { data: Showreel[]; meta: PageMeta };

/** Fetches one page of showreels. */
export async function getShowreels(clientId: string, filter: ShowreelsFilter, signal?: AbortSignal): Promise<ShowreelsPage> {
  const perPage = filter.perPage ?? SHOWREELS_PER_PAGE;
  const page = filter.page ?? 1;
  const answer = await apiClient.get<{ data: Showreel[]; meta?: Partial<PageMeta> }>(
    '/v1/showreels',
    {
      client_id: clientId,
      study_id: filter.studyId,
      project_id: filter.projectId,
      segment_ids: filter.segmentIds,
      search: filter.search,
      sort_by: filter.sortBy,
      sort_order: filter.sortOrder,
      created_by: filter.createdByMe ? 'me' : undefined,
      page,
      per_page: perPage,
    },
    signal,
  );
  const meta = answer.meta ?? {};
  return {
    data: answer.data,
    meta: { page: meta.page ?? page, per_page: meta.per_page ?? perPage, total: meta.total ?? (page - 1) * perPage + answer.data.length },
  };
}

/** Query options of one page of showreels. */
export function showreelsQueryOptions(clientId: string, filter: ShowreelsFilter) {
  return queryOptions({
    queryKey: showreelKeys.list(clientId, filter),
    queryFn: ({ signal }) => getShowreels(clientId, filter, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of the active client's showreels; refetched every 3 s while one of them is rendering. */
export function useShowreels(filter: ShowreelsFilter, isEnabled = true) {
  return useQuery({
    ...showreelsQueryOptions(useClientId(), filter),
    enabled: isEnabled,
    refetchInterval: (query) => (query.state.data?.data.some(isRendering) ? 3000 : false),
  });
}

/** Fetches up to 100 reels of a study (the API's largest page), newest first (GET /api/v3/showreels?study_id=). */
export async function getStudyShowreels(clientId: string, studyId: string, signal?: AbortSignal): Promise<Showreel[]> {
  const answer = await apiClient.get<{ data: Showreel[] }>(
    '/v3/showreels',
    { client_id: clientId, study_id: studyId, sort_by: 'updated_at', sort_order: 'desc', limit: LIMITS.maxPageSize },
    signal,
  );
  return answer.data;
}

/** The reels of a study to add quotes to (idle while `isEnabled` is false). */
export function useStudyShowreels(studyId: string, isEnabled = true) {
  const clientId = useClientId();
  return useQuery({
    queryKey: [...showreelKeys.all(clientId), 'list', 'study', studyId] as const,
    queryFn: ({ signal }) => getStudyShowreels(clientId, studyId, signal),
    enabled: isEnabled,
  });
}
