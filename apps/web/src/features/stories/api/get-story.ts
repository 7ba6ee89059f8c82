/** GET /api/v3/stories/{id} (SPEC §7): one story with its blocks' reels and quotes; a 404 reaches the error page. */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Item, Story } from '../../../lib/api-types';
import { useClientId } from '../../../lib/session';
import { storyKeys } from './story-keys';

/** Fetches one story; throws ApiError 404 when it does not exist for this client. */
export async function getStory(clientId: string, storyId: string, signal?: AbortSignal): Promise<Story> {
  const answer = await apiClient.get<Item<Story>>(`/v3/stories/${encodeURIComponent(storyId)}`, { client_id: clientId }, signal);
  return answer.data;
}

/** Query options of one story. */
export function storyQueryOptions(clientId: string, storyId: string) {
  return queryOptions({ queryKey: storyKeys.detail(clientId, storyId), queryFn: ({ signal }) => getStory(clientId, storyId, signal) });
}

/** One story, loaded by the route loader beforehand. */
export function useStory(storyId: string) {
  return useSuspenseQuery(storyQueryOptions(useClientId(), storyId));
}
