/** POST /api/auth/register/self and GET /api/auth/register/self/email/exists (SPEC §7): self sign-up. */
import { useMutation } from '@tanstack/react-query';
import type { TokenResponse, SelfRegisterRequest } from '@insight/contracts/auth';
import { apiClient } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

/** Whether an account already uses `email`. */
export async function selfEmailExists(email: string): Promise<boolean> {
  const answer = await apiClient.request<{ data: { exists: boolean } }>(`/auth/register/self/email/exists?email=${encodeURIComponent(email)}`, {
    isAuthCall: true,
  });
  return answer.data.exists;
}

/** Signs up and keeps the answered access token (the user is signed in). */
export async function selfRegister(body: SelfRegisterRequest): Promise<TokenResponse> {
  const answer = await apiClient.post<TokenResponse>('/auth/register/self', body, { isAuthCall: true });
  queryClient.clear();
  apiClient.setToken(answer.access_token);
  return answer;
}

/** Mutation hook around {@link selfRegister}. */
export function useSelfRegister() {
  return useMutation({ mutationFn: selfRegister });
}
