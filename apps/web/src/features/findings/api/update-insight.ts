/** PATCH /api/v3/insights/{id} (SPEC §7, update_study): edits an insight; a stale `updated_at` answers 409. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Insight, Item } from '../../../lib/api-types';
import { useClientId } from '../../../lib/session';

/** The fields the edit form changes, with the `updated_at` it last read. */
export type InsightEdit = { updated_at: string; title: string; lead: string; key_takeaways: { title: string; html: string } | null };

/** Saves an edit of insight `insightId`; on success every cached read of insights refetches. */
export function useUpdateInsight(insightId: string) {
  const clientId = useClientId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (edit: InsightEdit) =>
      (await apiClient.request<Item<Insight>>(`/v3/insights/${encodeURIComponent(insightId)}`, { method: 'PATCH', body: { client_id: clientId, ...edit } }))
        .data,
    onSuccess: () => client.invalidateQueries({ queryKey: ['insights', clientId] }),
  });
}
