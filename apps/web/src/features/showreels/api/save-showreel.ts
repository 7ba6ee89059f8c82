/** POST /api/v3/showreels and PATCH /api/v3/showreels/{id} (SPEC §3 writable fields, §7): create, edit, publish. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateShowreelInput, UpdateShowreelInput } from '@insight/contracts';
import { apiClient } from '../../../lib/api-client';
import type { Item } from '../../../lib/api-types';
import { useClientId } from '../../../lib/session';
import type { Showreel } from '../showreel-types';
import { showreelKeys } from './showreel-keys';

/** Body of a new reel: its study (and segment), title, description and clips; the server files it under the study's project. */
export type NewShowreel = Pick<CreateShowreelInput, 'study_id' | 'segment_id' | 'title' | 'description' | 'quotes'>;

/** Changes to a reel; `updated_at` is the version edited (a stale one answers 409). */
export type ShowreelChanges = Omit<UpdateShowreelInput, 'client_id'>;

/** Creates a showreel. */
export async function createShowreel(clientId: string, body: NewShowreel): Promise<Showreel> {
  return (
    await apiClient.post<Item<Showreel>>('/v3/showreels', { ...body, client_id: clientId, type: 'CUSTOM' } satisfies CreateShowreelInput, {
      query: { client_id: clientId },
    })
  ).data;
}

/** Changes a showreel. */
export async function updateShowreel(clientId: string, showreelId: string, changes: ShowreelChanges): Promise<Showreel> {
  const answer = await apiClient.request<Item<Showreel>>(`/v3/showreels/${encodeURIComponent(showreelId)}`, {
    method: 'PATCH',
    query: { client_id: clientId },
    body: changes,
  });
  return answer.data;
}

/** Creates a reel of the active client; lists are refreshed afterwards. */
export function useCreateShowreel() {
  const clientId = useClientId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewShowreel) => createShowreel(clientId, body),
    onSuccess: (showreel) => {
      queryClient.setQueryData(showreelKeys.detail(clientId, showreel.id), showreel);
      void queryClient.invalidateQueries({ queryKey: [...showreelKeys.all(clientId), 'list'] });
    },
  });
}

/** Changes a reel of the active client (`retry: true` re-renders an ERROR reel); the answer replaces the cached reel, its quotes and lists are refreshed. */
export function useUpdateShowreel() {
  const clientId = useClientId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: ShowreelChanges }) => updateShowreel(clientId, id, changes),
    onSuccess: (showreel) => {
      queryClient.setQueryData(showreelKeys.detail(clientId, showreel.id), showreel);
      void queryClient.invalidateQueries({ queryKey: [...showreelKeys.detail(clientId, showreel.id), 'quotes'] });
      void queryClient.invalidateQueries({ queryKey: [...showreelKeys.all(clientId), 'list'] });
    },
  });
}
