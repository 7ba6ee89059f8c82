/**
 * Project writes (issue 16; SPEC §7 PUT /projects/{id} clears the project cache): POST /api/projects and PUT /api/projects/{id}.
 * Each refreshes every cached project read of the client (lists, pages, details), as SPEC §7 asks.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProjectRequest, UpdateProjectRequest } from '@insight/contracts/project';
import { apiClient } from '../../../lib/api-client';
import type { Project } from '../../../lib/api-types';
import { useClientId } from '../../../lib/session';
import { projectKeys } from '../../../resources/project/keys';

/** Creates a project of `clientId`; answers it. */
export async function createProject(clientId: string, body: Omit<CreateProjectRequest, 'client_id'>): Promise<Project> {
  const answer = await apiClient.post<{ data: Project }>('/projects', { ...body, client_id: clientId });
  return answer.data;
}

/** Changes project `projectId` (title, description, archived); answers it. */
export async function updateProject(clientId: string, projectId: string, body: UpdateProjectRequest): Promise<Project> {
  const answer = await apiClient.request<{ data: Project }>(`/projects/${encodeURIComponent(projectId)}`, {
    method: 'PUT',
    query: { client_id: clientId },
    body,
  });
  return answer.data;
}

/** Mutation hooks of the project writes; each refreshes the client's cached projects when it settles. */
export function useProjectWrites() {
  const clientId = useClientId();
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: projectKeys.all(clientId) });
  const create = useMutation({ mutationFn: (body: Omit<CreateProjectRequest, 'client_id'>) => createProject(clientId, body), onSettled });
  const update = useMutation({
    mutationFn: ({ projectId, body }: { projectId: string; body: UpdateProjectRequest }) => updateProject(clientId, projectId, body),
    onSettled,
  });
  return { create, update };
}
