/**
 * Finishes an OpenID Connect sign-in on the /login callback page (SPEC §2): the API's callback has set the refresh
 * cookie, so one refresh call answers the access token.
 */
import { env } from '../../../config/env';
import { apiClient, toApiError } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

/** Takes an access token handed over in the URL fragment, else trades the refresh cookie for one; throws ApiError otherwise. */
export async function completeOAuthSignIn(fragmentToken?: string | null): Promise<void> {
  queryClient.clear();
  if (fragmentToken) {
    apiClient.setToken(fragmentToken);
    return;
  }
  // A plain call, not apiClient.refresh(): a 401 here must show the error on this page, not reset and leave it.
  const response = await fetch(`${env.apiBaseUrl}/auth/refresh_token`, {
    headers: { Accept: 'application/json, application/problem+json' },
    credentials: 'same-origin',
  });
  if (!response.ok) throw await toApiError(response);
  const body = (await response.json()) as { access_token: string };
  apiClient.setToken(body.access_token);
}
