/** POST /api/auth/register (SPEC §7): accepts an invitation, sets name and password, and signs the new user in. */
import { useMutation } from '@tanstack/react-query';
import type { TokenResponse } from '@insight/contracts/auth';
import { apiClient } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

/** Body of a registration from an invitation link. */
export type RegisterBody = {
  hash: string;
  name: string;
  surname: string;
  password: string;
  password_confirmation: string;
  terms: boolean;
};

/** Registers and keeps the answered access token (the user is signed in). */
export async function register(body: RegisterBody): Promise<TokenResponse> {
  const answer = await apiClient.post<TokenResponse>('/auth/register', body, { isAuthCall: true });
  queryClient.clear();
  apiClient.setToken(answer.access_token);
  return answer;
}

/** Mutation hook around {@link register}. */
export function useRegister() {
  return useMutation({ mutationFn: register });
}
