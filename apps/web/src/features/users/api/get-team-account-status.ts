/** GET /api/client/{id}/team_account_status (SPEC §7): seats used and available. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useClientId } from '../../../lib/session';
import type { TeamAccountStatus } from '../types';
import { usersKeys } from './users-keys';

/** Fetches the seats of `clientId`. */
export async function getTeamAccountStatus(clientId: string, signal?: AbortSignal): Promise<TeamAccountStatus> {
  const answer = await apiClient.get<{ data: TeamAccountStatus }>(`/client/${encodeURIComponent(clientId)}/team_account_status`, undefined, signal);
  return answer.data;
}

/** Query options of the seats. */
export function teamAccountStatusQueryOptions(clientId: string) {
  return queryOptions({ queryKey: usersKeys.status(clientId), queryFn: ({ signal }) => getTeamAccountStatus(clientId, signal) });
}

/** The active client's seats. */
export function useTeamAccountStatus() {
  return useQuery(teamAccountStatusQueryOptions(useClientId()));
}
