/** GET /api/auth/providers: the OpenID Connect providers configured on the server (SPEC §2 Google or Microsoft sign-in). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** One configured sign-in provider: `id` is the path segment of /auth/oauth/redirect/{provider}. */
export type AuthProvider = { id: string; name: string };

/** Fetches the configured providers; an API without the call (or an error) means none, so no button is shown. */
export async function getAuthProviders(signal?: AbortSignal): Promise<AuthProvider[]> {
  try {
    const answer = await apiClient.request<{ data: AuthProvider[] | string[] }>('/auth/providers', { signal, isAuthCall: true });
    return answer.data.map((entry) => (typeof entry === 'string' ? { id: entry, name: entry } : entry));
  } catch {
    return [];
  }
}

/** Query options of the configured providers. */
export function authProvidersQueryOptions() {
  return queryOptions({ queryKey: ['auth', 'providers'], queryFn: ({ signal }) => getAuthProviders(signal), staleTime: Infinity });
}

/** The configured sign-in providers. */
export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions());
}
