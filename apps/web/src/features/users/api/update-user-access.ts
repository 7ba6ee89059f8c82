/** POST /api/client/{id}/users/{userId} (SPEC §7; edit_user_access): changes a user's role and project access. */
import type { EditUserAccessRequest } from '@insight/contracts/team';
import { apiClient } from '../../../lib/api-client';
import { useTeamMutation } from './use-team-mutation';

/** Variables of an access change. */
export type UpdateAccessVariables = { userId: string; body: EditUserAccessRequest };

/** Saves the role and project access of one user. */
export async function updateUserAccess(clientId: string, { userId, body }: UpdateAccessVariables): Promise<void> {
  await apiClient.post<unknown>(`/client/${encodeURIComponent(clientId)}/users/${encodeURIComponent(userId)}`, body);
}

/** Mutation hook around {@link updateUserAccess}. */
export function useUpdateUserAccess() {
  return useTeamMutation(updateUserAccess);
}
