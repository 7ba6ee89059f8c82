/** GET /api/auth/register/get-email/{hash} (SPEC §7): the invited address behind an invitation link. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Fetches the invited e-mail; an ApiError (404/410) means the link is unknown, used or expired. */
export async function getInvitationEmail(hash: string, signal?: AbortSignal): Promise<string> {
  const answer = await apiClient.request<{ data: { email: string } | string } | { email: string }>(`/auth/register/get-email/${encodeURIComponent(hash)}`, {
    signal,
    isAuthCall: true,
  });
  if ('email' in answer) return answer.email;
  return typeof answer.data === 'string' ? answer.data : answer.data.email;
}

/** Query options of the invited e-mail of `hash`. */
export function invitationEmailQueryOptions(hash: string) {
  return queryOptions({ queryKey: ['auth', 'invitation', hash], queryFn: ({ signal }) => getInvitationEmail(hash, signal), staleTime: 0, retry: false });
}

/** The invited e-mail of `hash`. */
export function useInvitationEmail(hash: string) {
  return useQuery({ ...invitationEmailQueryOptions(hash), enabled: hash !== '' });
}
