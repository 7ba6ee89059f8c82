/** GET /api/v3/segment-groups/{id}: one study segment group with its study, segments, business questions and counts (SPEC §3 Study segment group). */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import type { Item, SegmentGroupDetail } from '../../lib/api-types';
import { useClientId } from '../../lib/session';
import { segmentGroupKeys } from './keys';

/** Fetches one segment group; throws ApiError 404 when it does not exist for this client. */
export async function getSegmentGroup(clientId: string, segmentGroupId: string, signal?: AbortSignal): Promise<SegmentGroupDetail> {
  const answer = await apiClient.get<Item<SegmentGroupDetail>>(`/v3/segment-groups/${encodeURIComponent(segmentGroupId)}`, { client_id: clientId }, signal);
  return answer.data;
}

/** Query options of one segment group. */
export function segmentGroupQueryOptions(clientId: string, segmentGroupId: string) {
  return queryOptions({
    queryKey: segmentGroupKeys.detail(clientId, segmentGroupId),
    queryFn: ({ signal }) => getSegmentGroup(clientId, segmentGroupId, signal),
  });
}

/** One segment group, loaded by the route loader beforehand. */
export function useSegmentGroup(segmentGroupId: string) {
  return useSuspenseQuery(segmentGroupQueryOptions(useClientId(), segmentGroupId));
}
