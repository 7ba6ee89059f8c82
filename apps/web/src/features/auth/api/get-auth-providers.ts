/**
 * GET /api/auth/providers: the OpenID Connect providers configured on the server (SPEC §2 Google or Microsoft sign-in).
 * No TanStack Query here: the login page's light entry loads without it (decision 0280).
 */
import { useEffect, useState } from 'react';
import { env } from '../../../config/env';
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

// Asked once per page load: the providers are the server's configuration (they were `staleTime: Infinity` before).
let providersOnce: Promise<AuthProvider[]> | null = null;
let providersKnown: AuthProvider[] | null = null;

/** The configured sign-in providers: none until the answer is in (asked once per page load). */
export function useAuthProviders(): AuthProvider[] {
  const [providers, setProviders] = useState<AuthProvider[]>(() => providersKnown ?? []);
  useEffect(() => {
    let isCurrent = true;
    providersOnce ??= getAuthProviders().then((answer) => (providersKnown = answer));
    void providersOnce.then((answer) => {
      if (isCurrent) setProviders(answer);
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  return providers;
}

/** The API address that starts a sign-in with `provider` (a full-page navigation, not a fetch). */
export function oauthRedirectHref(provider: string, redirectUrl?: string | null): string {
  const query = redirectUrl ? `?redirect_url=${encodeURIComponent(redirectUrl)}` : '';
  return `${env.apiBaseUrl}/auth/oauth/redirect/${encodeURIComponent(provider)}${query}`;
}
