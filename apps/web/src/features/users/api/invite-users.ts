/** POST /api/client/{id}/invite_users (SPEC §5, §7): invites several addresses at once; nothing is sent when one fails. */
import type { InviteUsersRequest } from '@insight/contracts/team';
import { apiClient } from '../../../lib/api-client';
import { useTeamMutation } from './use-team-mutation';

/** Sends the invitations; a 400/409/422 names each failing address in `invalidParams` (`emails.<index>`). */
export async function inviteUsers(clientId: string, body: InviteUsersRequest): Promise<void> {
  await apiClient.post<unknown>(`/client/${encodeURIComponent(clientId)}/invite_users`, body);
}

/** Mutation hook around {@link inviteUsers} for the active client. */
export function useInviteUsers() {
  return useTeamMutation(inviteUsers);
}
