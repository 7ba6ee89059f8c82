/** GET /api/client/{id}/users (SPEC §7): the client's team with status, role, department and project access, plus assignable roles. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useClientId } from '../../../lib/session';
import type { RoleOption, Team, TeamMember } from '../types';
import { usersKeys } from './users-keys';

/** Fetches the team of `clientId`. */
export async function getTeam(clientId: string, signal?: AbortSignal): Promise<Team> {
  const answer = await apiClient.get<{ data: TeamMember[]; roles?: RoleOption[] }>(`/client/${encodeURIComponent(clientId)}/users`, undefined, signal);
  return { members: answer.data, roles: answer.roles ?? [] };
}

/** Query options of the team. */
export function teamQueryOptions(clientId: string) {
  return queryOptions({ queryKey: usersKeys.team(clientId), queryFn: ({ signal }) => getTeam(clientId, signal) });
}

/** The active client's team. */
export function useTeam() {
  return useQuery(teamQueryOptions(useClientId()));
}
