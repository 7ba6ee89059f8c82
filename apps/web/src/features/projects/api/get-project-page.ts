/** GET /api/projects?fields=studies (SPEC §7 Projects, 5 per page): one page of projects with their studies and counts. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@insight/contracts/limits';
import { apiClient } from '../../../lib/api-client';
import type { Page, Project } from '../../../lib/api-types';
import { useClientId } from '../../../lib/session';
import { projectKeys } from '../../../resources/project/keys';

/** Fetches page `page` (1-based) of the client's projects by title, with their studies. */
export async function getProjectPage(clientId: string, page: number, archived = false, signal?: AbortSignal): Promise<Page<Project>> {
  return apiClient.get<Page<Project>>(
    '/projects',
    { client_id: clientId, page, per_page: LIMITS.projectPageSize, fields: 'studies', archived: archived ? 'true' : undefined },
    signal,
  );
}

/** Query options of one page of projects (keyed under the projects resource, so project changes refresh it). */
export function projectPageQueryOptions(clientId: string, page: number, archived = false) {
  return queryOptions({
    queryKey: [...projectKeys.list(clientId), 'page', page, archived ? 'archived' : 'live'],
    queryFn: ({ signal }) => getProjectPage(clientId, page, archived, signal),
  });
}

/** One page of the active client's projects (the archived ones when `archived`); the previous page stays while the next loads. */
export function useProjectPage(page: number, archived = false) {
  return useQuery({ ...projectPageQueryOptions(useClientId(), page, archived), placeholderData: keepPreviousData });
}
