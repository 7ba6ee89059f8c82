/**
 * The news banner (SPEC §2: header 156/136 px with it): GET /api/notices/current, POST /api/notices/{id}/dismiss (the
 * user's choice kept on the server), and the research team's POST /api/notices and PUT /api/notices/{id}.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateNoticeRequest, Notice, UpdateNoticeRequest } from '@insight/contracts/home';
import { apiClient } from '../../../lib/api-client';
import { useClientId } from '../../../lib/session';
import { homeKeys } from './articles';

/** Fetches the newest published notice the user has not dismissed, or null. */
export async function getCurrentNotice(clientId: string, signal?: AbortSignal): Promise<Notice | null> {
  const answer = await apiClient.get<{ data: Notice | null }>('/notices/current', { client_id: clientId }, signal);
  return answer.data;
}

/** The notice the banner shows (re-read every five minutes, so a new one appears without a reload). */
export function useCurrentNotice() {
  const clientId = useClientId();
  return useQuery({ queryKey: homeKeys.notice(clientId), queryFn: ({ signal }) => getCurrentNotice(clientId, signal), staleTime: 5 * 60_000 });
}

/** Dismisses a notice for the signed-in user; the banner closes at once. */
export function useDismissNotice() {
  const clientId = useClientId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.request<{ ok: true }>(`/notices/${encodeURIComponent(id)}/dismiss`, { method: 'POST', query: { client_id: clientId } }),
    onMutate: () => queryClient.setQueryData(homeKeys.notice(clientId), null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: homeKeys.notice(clientId) }),
  });
}

/** Every notice of the client, newest first (research team only: others get 403, so it is only read while `enabled`). */
export function useNotices(enabled: boolean) {
  const clientId = useClientId();
  return useQuery({
    queryKey: [...homeKeys.notice(clientId), 'all'],
    queryFn: async ({ signal }) => (await apiClient.get<{ data: Notice[] }>('/notices', { client_id: clientId }, signal)).data,
    enabled,
  });
}

/** The research team's notice writes: publish a new one, or change / withdraw one; the banner refreshes. */
export function useNoticeWrites() {
  const clientId = useClientId();
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: homeKeys.notice(clientId) });
  return {
    create: useMutation({
      mutationFn: (body: Omit<CreateNoticeRequest, 'client_id'>) => apiClient.post<{ data: Notice }>('/notices', { ...body, client_id: clientId }),
      onSettled,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: UpdateNoticeRequest }) =>
        apiClient.request<{ data: Notice }>(`/notices/${encodeURIComponent(id)}`, { method: 'PUT', query: { client_id: clientId }, body }),
      onSettled,
    }),
  };
}
