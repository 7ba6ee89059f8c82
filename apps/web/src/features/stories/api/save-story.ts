/** POST /api/v3/stories, PATCH and DELETE /api/v3/stories/{id} (ours, issue 13): the research team writes stories. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useClientId } from '../../../lib/session';
import { storyKeys } from './story-keys';

/** Deletes a story. */
export async function deleteStory(clientId: string, storyId: string): Promise<void> {
  await apiClient.request<void>(`/v3/stories/${encodeURIComponent(storyId)}`, { method: 'DELETE', query: { client_id: clientId } });
}

/** Deletes a story of the active client; lists refresh (the detail is dropped by the caller after navigating away). */
export function useDeleteStory() {
  const clientId = useClientId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteStory(clientId, id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...storyKeys.all(clientId), 'list'] }),
  });
}
