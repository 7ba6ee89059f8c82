/**
 * GET and POST /api/v3/showreels/{id}/download (issue 9): the reel as MP4 in its rendered (source) resolution, without
 * subtitles or with the original or English subtitles burned in by the download job; polled while it is prepared.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DownloadSubtitles, ShowreelDownload } from '@insight/contracts';
import { apiClient } from '../../../lib/api-client';
import type { Item } from '../../../lib/api-types';
import { useClientId } from '../../../lib/session';
import { showreelKeys } from './showreel-keys';

/** How often a download being prepared is re-read (ms). */
const DOWNLOAD_POLL_MS = 1500;

/** Query options of where the download with `subtitles` stands (re-read while PREPARING). */
function downloadQueryOptions(clientId: string, showreelId: string, videoUrl: string | null, subtitles: DownloadSubtitles) {
  return queryOptions({
    // The rendered file's URL is part of the key: a new render starts over.
    queryKey: [...showreelKeys.detail(clientId, showreelId), 'download', subtitles, videoUrl?.split('?')[0] ?? null] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<Item<ShowreelDownload>>(`/v3/showreels/${encodeURIComponent(showreelId)}/download`, { client_id: clientId, subtitles }, signal))
        .data,
    enabled: Boolean(videoUrl),
    refetchInterval: (query) => (query.state.data?.status === 'PREPARING' ? DOWNLOAD_POLL_MS : false),
  });
}

/** The download of a rendered reel with `subtitles`, and `prepare()` to have the job make it. */
export function useShowreelDownload(showreelId: string, videoUrl: string | null, subtitles: DownloadSubtitles) {
  const clientId = useClientId();
  const queryClient = useQueryClient();
  const options = downloadQueryOptions(clientId, showreelId, videoUrl, subtitles);
  const query = useQuery(options);
  const prepare = useMutation({
    mutationFn: async () =>
      (
        await apiClient.post<Item<ShowreelDownload>>(
          `/v3/showreels/${encodeURIComponent(showreelId)}/download`,
          { subtitles, client_id: clientId },
          { query: { client_id: clientId } },
        )
      ).data,
    onSuccess: (state) => queryClient.setQueryData(options.queryKey, state),
  });
  return { query, prepare };
}
