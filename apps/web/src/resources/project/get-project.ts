/** GET /api/projects?id={id}&fields=studies (SPEC §3 Project params id, fields; §7 Projects): one project with its studies. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../lib/api-client';
import type { Page, Project } from '../../lib/api-types';
import { useClientId } from '../../lib/session';
import { projectKeys } from './keys';

/** Fetches project `projectId` of the client with its studies; ApiError 404 when the client has no such project (or the user no access to it). */
export async function getProject(clientId: string, projectId: string, signal?: AbortSignal): Promise<Project> {
  const answer = await apiClient.get<Page<Project>>('/projects', { client_id: clientId, id: projectId, fields: 'studies', page: 1, per_page: 1 }, signal);
  const project = answer.data.find((item) => item.id === projectId);
  if (!project) throw new ApiError(404, 'NOT_FOUND', 'Project not found');
  return project;
}

/** Query options of one project (a 404 is not retried, see query-client). */
export function projectQueryOptions(clientId: string, projectId: string) {
  return queryOptions({ queryKey: projectKeys.detail(clientId, projectId), queryFn: ({ signal }) => getProject(clientId, projectId, signal) });
}

/** One project of the active client, with its studies. */
export function useProject(projectId: string) {
  return useQuery(projectQueryOptions(useClientId(), projectId));
}
