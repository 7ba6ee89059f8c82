/** POST /api/v3/stories, PATCH and DELETE /api/v3/stories/{id} (ours, issue 13): the research team writes stories. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateStoryInput, UpdateStoryInput } from '@insight/contracts';
import { apiClient } from '../../../lib/api-client';
import type { Item, Story } from '../../../lib/api-types';
import { useClientId } from '../../../lib/session';
import { storyKeys } from './story-keys';

/** Fields of a new story. */
export type NewStory = Omit<CreateStoryInput, 'client_id'>;
/** Changes to a story; `updated_at` is the version edited (a stale one answers 409 and changes nothing). */
export type StoryChanges = Omit<UpdateStoryInput, 'client_id'>;

/** Creates a story. */
export async function createStory(clientId: string, body: NewStory): Promise<Story> {
  return (await apiClient.post<Item<Story>>('/v3/stories', { ...body, client_id: clientId }, { query: { client_id: clientId } })).data;
}

/** Changes a story. */
export async function updateStory(clientId: string, storyId: string, changes: StoryChanges): Promise<Story> {
  const answer = await apiClient.request<Item<Story>>(`/v3/stories/${encodeURIComponent(storyId)}`, {
    method: 'PATCH',
    query: { client_id: clientId },
    body: changes,
  });
  return answer.data;
}

/** Deletes a story. */
export async function deleteStory(clientId: string, storyId: string): Promise<void> {
  await apiClient.request<void>(`/v3/stories/${encodeURIComponent(storyId)}`, { method: 'DELETE', query: { client_id: clientId } });
}

/** Creates a story of the active client; the answer is cached and lists refresh. */
export function useCreateStory() {
  const clientId = useClientId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewStory) => createStory(clientId, body),
    onSuccess: (story) => {
      queryClient.setQueryData(storyKeys.detail(clientId, story.id), story);
      void queryClient.invalidateQueries({ queryKey: [...storyKeys.all(clientId), 'list'] });
    },
  });
}

/** Changes a story of the active client; the answer replaces the cached story, lists refresh. */
export function useUpdateStory() {
  const clientId = useClientId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: StoryChanges }) => updateStory(clientId, id, changes),
    onSuccess: (story) => {
      queryClient.setQueryData(storyKeys.detail(clientId, story.id), story);
      void queryClient.invalidateQueries({ queryKey: [...storyKeys.all(clientId), 'list'] });
    },
  });
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
