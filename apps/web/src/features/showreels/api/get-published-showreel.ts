/** GET /api/v1/public/published_showreels/{id} (SPEC §7): a published reel for anyone, signed in or not. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Item } from '../../../lib/api-types';
import { preloadImage } from '../../../lib/media';
import type { PublicShowreel } from '../showreel-types';
import { showreelKeys } from './showreel-keys';

/** Fetches a published reel; ApiError 404 when unknown or not published. */
export async function getPublishedShowreel(showreelId: string, signal?: AbortSignal): Promise<PublicShowreel> {
  return (await apiClient.get<Item<PublicShowreel>>(`/v1/public/published_showreels/${encodeURIComponent(showreelId)}`, undefined, signal)).data;
}

/**
 * Query options of a published reel (a 404 is not retried). The poster is asked for as soon as the answer is in, not
 * when the player renders: it is the page's largest paint (issue 15, decision 0260).
 */
export function publishedShowreelQueryOptions(showreelId: string) {
  return queryOptions({
    queryKey: showreelKeys.published(showreelId),
    queryFn: async ({ signal }) => {
      const reel = await getPublishedShowreel(showreelId, signal);
      preloadImage(reel.thumbnail);
      return reel;
    },
  });
}

/** A published reel; asked again every 10 s while its video file is being prepared. */
export function usePublishedShowreel(showreelId: string) {
  return useQuery({
    ...publishedShowreelQueryOptions(showreelId),
    enabled: Boolean(showreelId),
    refetchInterval: (query) => (query.state.data && !query.state.data.video.combined_url && query.state.data.status !== 'ERROR' ? 10_000 : false),
  });
}
