/**
 * What the story editor offers to insert (ours, issue 13): the client's quotes (GET /api/v3/quotes, full-text `search`)
 * and showreels (GET /api/v3/showreels, `search` in title and description), and the interviews to highlight
 * (GET /api/v3/interviews, newest 100). Only the research side writes stories.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Interview, Quote } from '@insight/contracts';
import { apiClient } from '../../../lib/api-client';
import type { CursorPage } from '../../../lib/api-types';
import { useClientId } from '../../../lib/session';
import { storyKeys } from './story-keys';

/** A reel the editor may insert or use as a cover: `has_file` when its video file is rendered (covers need one). */
export type ReelOption = { id: string; title: string; description: string; thumbnail: string | null; duration: number | null; has_file: boolean };

/** Offers per search. */
const OPTIONS_LIMIT = 30;

/** The client's quotes matching `search` (English text shown). */
export function useQuoteOptions(search: string) {
  const clientId = useClientId();
  return useQuery(
    queryOptions({
      queryKey: [...storyKeys.all(clientId), 'quote-options', search] as const,
      queryFn: async ({ signal }) =>
        (
          await apiClient.get<CursorPage<Quote>>(
            '/v3/quotes',
            { client_id: clientId, search: search || undefined, translation: 'en', limit: OPTIONS_LIMIT },
            signal,
          )
        ).data,
      placeholderData: keepPreviousData,
    }),
  );
}

/** The client's showreels matching `search`, newest first. */
export function useReelOptions(search: string) {
  const clientId = useClientId();
  return useQuery(
    queryOptions({
      queryKey: [...storyKeys.all(clientId), 'reel-options', search] as const,
      queryFn: async ({ signal }): Promise<ReelOption[]> => {
        const page = await apiClient.get<
          CursorPage<{
            id: string;
            title: string;
            description: string;
            thumbnail: string | null;
            duration: number | null;
            video: { combined_url: string | null };
          }>
        >('/v3/showreels', { client_id: clientId, search: search || undefined, limit: OPTIONS_LIMIT }, signal);
        return page.data.map((r) => ({
          id: r.id,
          title: r.title,
          description: r.description,
          thumbnail: r.thumbnail,
          duration: r.duration,
          has_file: Boolean(r.video.combined_url),
        }));
      },
      placeholderData: keepPreviousData,
    }),
  );
}

/** The client's newest interviews (up to 100) to highlight on a story; the picker filters them by participant. */
export function useInterviewOptions() {
  const clientId = useClientId();
  return useQuery(
    queryOptions({
      queryKey: [...storyKeys.all(clientId), 'interview-options'] as const,
      queryFn: async ({ signal }) => (await apiClient.get<CursorPage<Interview>>('/v3/interviews', { client_id: clientId, limit: 100 }, signal)).data,
    }),
  );
}
