/**
 * POST /api/auth/login (SPEC §7 Auth): stores the access token on success; a 401 means wrong email or password. No
 * TanStack Query here: the login page's light entry loads without it (decision 0280).
 */
import { useCallback, useState } from 'react';
import type { LoginRequest, TokenResponse } from '@insight/contracts/auth';
import { apiClient } from '../../../lib/api-client';

/** Signs in and keeps the answered access token (memory + localStorage). The SPA clears its cached data of any earlier user after it (`LoginRoute`). */
export async function login(body: LoginRequest): Promise<TokenResponse> {
  const answer = await apiClient.post<TokenResponse>('/auth/login', body, { isAuthCall: true });
  apiClient.setToken(answer.access_token);
  return answer;
}

/** State of a sign-in started by {@link useLogin}. */
export type LoginState = { isPending: boolean; isError: boolean; error: unknown };

/** Runs {@link login} and tracks it (pending, failed with which error); `onSuccess` runs after the token is stored. */
export function useLogin() {
  const [state, setState] = useState<LoginState>({ isPending: false, isError: false, error: null });
  const mutate = useCallback((body: LoginRequest, options: { onSuccess: () => void }) => {
    setState({ isPending: true, isError: false, error: null });
    login(body).then(
      () => {
        setState({ isPending: false, isError: false, error: null });
        options.onSuccess();
      },
      (error: unknown) => setState({ isPending: false, isError: true, error }),
    );
  }, []);
  return { ...state, mutate };
}
