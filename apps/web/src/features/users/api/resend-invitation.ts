/** POST /api/client/{id}/resend_user_invitation/{userId} (SPEC §7): sends a Pending user a fresh link. */
import { apiClient } from '../../../lib/api-client';
import { useTeamMutation } from './use-team-mutation';

/** Resends the invitation of `userId`. */
export async function resendInvitation(clientId: string, userId: string): Promise<void> {
  await apiClient.post<unknown>(`/client/${encodeURIComponent(clientId)}/resend_user_invitation/${encodeURIComponent(userId)}`);
}

/** Mutation hook around {@link resendInvitation}. */
export function useResendInvitation() {
  return useTeamMutation(resendInvitation);
}
