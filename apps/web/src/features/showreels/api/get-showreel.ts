/** GET /api/v3/showreels/{id} (SPEC §7): one showreel; polled while it renders (CREATED, PROCESSING). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Item } from '../../../lib/api-types';
import { useClientId } from '../../../lib/session';
import type { Showreel } from '../showreel-types';
import { showreelKeys } from './showreel-keys';

/** How often a rendering reel is re-read (ms). */
export const SHOWREEL_POLL_MS = 1000;

/** Fetches one showreel of the client; ApiError 404 when unknown. */
export async function getShowreel(clientId: string, showreelId: string, signal?: AbortSignal): Promise<Showreel> {
  const answer = await apiClient.get<Item<Showreel>>(`/v3/showreels/${encodeURIComponent(showreelId)}`, { client_id: clientId }, signal);
  return answer.data;
}

/** True while the rendered file is being made. */
export function isRendering(showreel: Pick<Showreel, 'status'> | undefined): boolean {
  return showreel?.status === 'CREATED' || showreel?.status === 'PROCESSING';
}

/** Query options of one showreel (re-read every second while rendering). */
export function showreelQueryOptions(clientId: string, showreelId: string) {
  return queryOptions({
    queryKey: showreelKeys.detail(clientId, showreelId),
    queryFn: ({ signal }) => getShowreel(clientId, showreelId, signal),
    refetchInterval: (query) => (isRendering(query.state.data) ? SHOWREEL_POLL_MS : false),
  });
}

/** One showreel of the active client. */
export function useShowreel(showreelId: string) {
  return useQuery(showreelQueryOptions(useClientId(), showreelId));
}
