/**
 * Who has access to one project (SPEC §2 "manage project users", §6): GET /api/projects/{id}/users, grant with
 * POST /api/projects/{id}/users and revoke with DELETE /api/projects/{id}/users/{userId} (the rules of /users).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProjectUser } from '@insight/contracts/project';
import { apiClient } from '../../../lib/api-client';
import { useClientId } from '../../../lib/session';
import { projectKeys } from '../../../resources/project/keys';

/** Fetches every member of the client with their access to project `projectId`. */
export async function getProjectUsers(clientId: string, projectId: string, signal?: AbortSignal): Promise<ProjectUser[]> {
  const answer = await apiClient.get<{ data: ProjectUser[] }>(`/projects/${encodeURIComponent(projectId)}/users`, { client_id: clientId }, signal);
  return answer.data;
}

/** Query options of a project's members (under the client's project keys). */
export function projectUsersQueryOptions(clientId: string, projectId: string) {
  return queryOptions({
    queryKey: [...projectKeys.detail(clientId, projectId), 'users'],
    queryFn: ({ signal }) => getProjectUsers(clientId, projectId, signal),
  });
}

/** The members of the active client and their access to `projectId` (only fetched while `enabled`). */
export function useProjectUsers(projectId: string, enabled: boolean) {
  return useQuery({ ...projectUsersQueryOptions(useClientId(), projectId), enabled });
}

/** Grants (`grant: true`) or revokes a member's access to `projectId`; refreshes the client's projects and members. */
export function useChangeProjectUser(projectId: string) {
  const clientId = useClientId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, grant }: { userId: string; grant: boolean }) => {
      const path = `/projects/${encodeURIComponent(projectId)}/users`;
      const answer = grant
        ? await apiClient.request<{ data: ProjectUser }>(path, { method: 'POST', query: { client_id: clientId }, body: { user_id: userId } })
        : await apiClient.request<{ data: ProjectUser }>(`${path}/${encodeURIComponent(userId)}`, { method: 'DELETE', query: { client_id: clientId } });
      return answer.data;
    },
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: projectKeys.all(clientId) }), queryClient.invalidateQueries({ queryKey: ['users', clientId] })]),
  });
}
