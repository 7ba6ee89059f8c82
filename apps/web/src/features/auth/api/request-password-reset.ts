/** POST /api/auth/password/email (SPEC §7): sends a reset e-mail; the answer is the same whether the address exists or not. */
import { useMutation } from '@tanstack/react-query';
import type { PasswordEmailRequest } from '@insight/contracts/auth';
import { apiClient } from '../../../lib/api-client';

/** Asks for a password-reset e-mail for `email` (customer portal links). */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiClient.post<unknown>('/auth/password/email', { email, is_customer_portal: true } satisfies PasswordEmailRequest, { isAuthCall: true });
}

/** Mutation hook around {@link requestPasswordReset}. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
