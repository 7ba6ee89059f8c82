/** POST /api/auth/register (SPEC §7): accepts an invitation, sets name and password, and signs the new user in. */
import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest, TokenResponse } from '@insight/contracts/auth';
import { apiClient } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

/** Registers and keeps the answered access token (the user is signed in). */
export async function register(body: RegisterRequest): Promise<TokenResponse> {
  const answer = await apiClient.post<TokenResponse>('/auth/register', body, { isAuthCall: true });
  queryClient.clear();
  apiClient.setToken(answer.access_token);
  return answer;
}

/** Mutation hook around {@link register}. */
export function useRegister() {
  return useMutation({ mutationFn: register });
}
