/** GET /api/auth/password/check-reset-token/{token} (SPEC §7): whether a reset link is still usable. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Answers true when the token is valid; false for an unknown, used or expired token (any 4xx). */
export async function checkResetToken(token: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const answer = await apiClient.request<{ data?: { valid?: boolean }; valid?: boolean } | undefined>(
      `/auth/password/check-reset-token/${encodeURIComponent(token)}`,
      { signal, isAuthCall: true },
    );
    return answer?.data?.valid ?? answer?.valid ?? true;
  } catch (error) {
    if (error instanceof Error && 'status' in error && typeof error.status === 'number' && error.status >= 400 && error.status < 500) return false;
    throw error;
  }
}

/** Query options of one token check (never cached: a token is single-use). */
export function resetTokenQueryOptions(token: string) {
  return queryOptions({ queryKey: ['auth', 'reset-token', token], queryFn: ({ signal }) => checkResetToken(token, signal), staleTime: 0, gcTime: 0 });
}

/** Whether the reset token is usable. */
export function useResetToken(token: string) {
  return useQuery(resetTokenQueryOptions(token));
}
