/** PUT /api/user/{id} with password fields: changes the signed-in user's password (current + new + repeat, SPEC §5 rules). */
import { useMutation } from '@tanstack/react-query';
import type { UpdateProfileRequest } from '@insight/contracts/team';
import { apiClient } from '../../../lib/api-client';

/** Body of a password change: PUT /user/{id} with the current password, the new one and its repeat. */
export type ChangePasswordBody = Required<Pick<UpdateProfileRequest, 'current_password' | 'password' | 'password_confirmation'>>;

/** Changes the password of `userId`; a 400/422 names a wrong current password. */
export async function changePassword(userId: string, body: ChangePasswordBody): Promise<void> {
  await apiClient.request<unknown>(`/user/${encodeURIComponent(userId)}`, { method: 'PUT', body });
}

/** Mutation hook around {@link changePassword}. */
export function useChangePassword(userId: string) {
  return useMutation({ mutationFn: (body: ChangePasswordBody) => changePassword(userId, body) });
}
