/** GET /api/projects (SPEC §7 Projects): the client's projects, for the studies-list filter. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@insight/contracts/limits';
import { apiClient } from '../../lib/api-client';
import type { Page, Project } from '../../lib/api-types';
import { cachePolicy, type CachePolicy } from '../../lib/query-client';
import { useClientId } from '../../lib/session';
import { projectKeys } from './keys';

/** Fetches the client's projects (up to the API's largest page, 100: enough for a filter menu). */
export async function getProjects(clientId: string, signal?: AbortSignal): Promise<Project[]> {
  const answer = await apiClient.get<Page<Project> | { data: Project[] }>('/projects', { client_id: clientId, page: 1, per_page: LIMITS.maxPageSize }, signal);
  return answer.data;
}

/** Query options of the client's projects: fresh for an hour (SPEC §9) unless `policy` gives another max age or forces a new read (SPEC §7). */
export function projectsQueryOptions(clientId: string, policy?: CachePolicy) {
  return queryOptions({ queryKey: projectKeys.list(clientId), queryFn: ({ signal }) => getProjects(clientId, signal), ...cachePolicy(policy) });
}

/** The active client's projects. */
export function useProjects() {
  return useQuery(projectsQueryOptions(useClientId()));
}
