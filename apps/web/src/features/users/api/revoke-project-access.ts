/** POST /api/client/{id}/revoke_project_access (SPEC §4, §7): takes one project away from a user. */
import type { RevokeProjectAccessRequest } from '@insight/contracts/team';
import { apiClient } from '../../../lib/api-client';
import { useTeamMutation } from './use-team-mutation';

/** Variables of a revocation. */
export type RevokeVariables = { userId: string; projectId: string };

/** Revokes `projectId` from `userId`. */
export async function revokeProjectAccess(clientId: string, { userId, projectId }: RevokeVariables): Promise<void> {
  await apiClient.post<unknown>(`/client/${encodeURIComponent(clientId)}/revoke_project_access`, {
    user_id: userId,
    project_ids: [projectId],
  } satisfies RevokeProjectAccessRequest);
}

/** Mutation hook around {@link revokeProjectAccess}. */
export function useRevokeProjectAccess() {
  return useTeamMutation(revokeProjectAccess);
}
