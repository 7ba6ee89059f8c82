/** DELETE /api/v3/showreels/{id} (SPEC §7 Showreels v3): removes a reel and its rendered files; 404 when already gone. */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient, isApiError } from '../../../lib/api-client';
import { useClientId } from '../../../lib/session';
import { showreelKeys } from './showreel-keys';

/** Deletes showreel `showreelId` of client `clientId` (204, no body); throws ApiError otherwise. */
export async function deleteShowreel(clientId: string, showreelId: string): Promise<void> {
  await apiClient.request<void>(`/v3/showreels/${encodeURIComponent(showreelId)}`, { method: 'DELETE', query: { client_id: clientId } });
}

/** Drops a deleted reel and its quotes from the cache, unless a page still shows it (that page calls this once it has left). */
export function forgetShowreel(queryClient: QueryClient, clientId: string, showreelId: string, options: { isForced?: boolean } = {}) {
  const key = showreelKeys.detail(clientId, showreelId);
  const isShown = queryClient
    .getQueryCache()
    .findAll({ queryKey: key })
    .some((query) => query.getObserversCount() > 0);
  if (options.isForced || !isShown) queryClient.removeQueries({ queryKey: key });
}

/**
 * Deletes a reel of the active client: in-flight reads of it stop, it leaves the cache (see {@link forgetShowreel})
 * and every showreel list is refreshed. The caller confirms first (SPEC §5) and says so in a snackbar.
 */
export function useDeleteShowreel() {
  const clientId = useClientId();
  const queryClient = useQueryClient();
  const gone = async (showreelId: string) => {
    await queryClient.cancelQueries({ queryKey: showreelKeys.detail(clientId, showreelId) });
    forgetShowreel(queryClient, clientId, showreelId);
    void queryClient.invalidateQueries({ queryKey: [...showreelKeys.all(clientId), 'list'] });
  };
  return useMutation({
    mutationFn: (showreelId: string) => deleteShowreel(clientId, showreelId),
    onSuccess: (_, showreelId) => gone(showreelId),
    // Already deleted elsewhere: the same clean-up.
    onError: (error, showreelId) => (isApiError(error, 404) ? gone(showreelId) : undefined),
  });
}
