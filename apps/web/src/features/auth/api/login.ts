/** POST /api/auth/login (SPEC §7 Auth): stores the access token on success; a 401 means wrong email or password. */
import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, TokenResponse } from '@insight/contracts/auth';
import { apiClient } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

/** Signs in and keeps the answered access token (memory + localStorage); clears cached data of any earlier user. */
export async function login(body: LoginRequest): Promise<TokenResponse> {
  const answer = await apiClient.post<TokenResponse>('/auth/login', body, { isAuthCall: true });
  queryClient.clear();
  apiClient.setToken(answer.access_token);
  return answer;
}

/** Mutation hook around {@link login}. */
export function useLogin() {
  return useMutation({ mutationFn: login });
}
