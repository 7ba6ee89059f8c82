/** GET /api/auth/config: what the deployment allows before sign-in (self sign-up). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthConfigResponse } from '@insight/contracts/auth';
import { apiClient } from '../../../lib/api-client';

/** The pre-sign-in settings of the deployment. */
export type AuthConfig = AuthConfigResponse['data'];

/** Fetches the settings; an error means self sign-up is off. */
export async function getAuthConfig(signal?: AbortSignal): Promise<AuthConfig> {
  try {
    return (await apiClient.request<AuthConfigResponse>('/auth/config', { signal, isAuthCall: true })).data;
  } catch {
    return { self_registration: false };
  }
}

/** Query options of the deployment settings. */
export function authConfigQueryOptions() {
  return queryOptions({ queryKey: ['auth', 'config'], queryFn: ({ signal }) => getAuthConfig(signal), staleTime: Infinity });
}

/** The deployment settings. */
export function useAuthConfig() {
  return useQuery(authConfigQueryOptions());
}
