/** GET /api/v3/segments/{id} (SPEC §7 Segments): one study segment with its study and group; a 404 reaches the error page. */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import type { Item, SegmentDetail } from '../../lib/api-types';
import { useClientId } from '../../lib/session';
import { segmentKeys } from './keys';

/** Fetches one segment. */
export async function getSegment(clientId: string, segmentId: string, signal?: AbortSignal): Promise<SegmentDetail> {
  const answer = await apiClient.get<Item<SegmentDetail>>(`/v3/segments/${encodeURIComponent(segmentId)}`, { client_id: clientId }, signal);
  return answer.data;
}

/** Query options of one segment. */
export function segmentQueryOptions(clientId: string, segmentId: string) {
  return queryOptions({ queryKey: segmentKeys.detail(clientId, segmentId), queryFn: ({ signal }) => getSegment(clientId, segmentId, signal) });
}

/** One segment, loaded by the route loader beforehand. */
export function useSegment(segmentId: string) {
  return useSuspenseQuery(segmentQueryOptions(useClientId(), segmentId));
}
