/** POST /api/auth/password/reset (SPEC §7): sets a new password with the e-mailed token. */
import { useMutation } from '@tanstack/react-query';
import type { PasswordResetRequest } from '@insight/contracts/auth';
import { apiClient } from '../../../lib/api-client';

/** Sets the new password; the token is used up. */
export async function resetPassword(body: PasswordResetRequest): Promise<void> {
  await apiClient.post<unknown>('/auth/password/reset', body, { isAuthCall: true });
}

/** Mutation hook around {@link resetPassword}. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
