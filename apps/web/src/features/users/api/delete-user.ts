/** DELETE /api/user/{id} (SPEC §7): removes a user from the client. */
import { apiClient } from '../../../lib/api-client';
import { useTeamMutation } from './use-team-mutation';

/** Deletes `userId` (`_clientId` only keys the refreshed team). */
export async function deleteUser(_clientId: string, userId: string): Promise<void> {
  await apiClient.request<void>(`/user/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}

/** Mutation hook around {@link deleteUser}. */
export function useDeleteUser() {
  return useTeamMutation(deleteUser);
}
