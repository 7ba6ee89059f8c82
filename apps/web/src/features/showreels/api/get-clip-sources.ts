/**
 * The interviews behind a reel's clips (GET /api/v3/interviews/{id}, SPEC §7) and their transcripts
 * (GET …/transcript): video URLs and subtitles for the edit-list player, durations and chunks for trimming.
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Interview, Item, Transcript, Translation } from '../../../lib/api-types';
import { useClientId } from '../../../lib/session';
import { showreelKeys } from './showreel-keys';

/** Fetches one interview (its signed video and subtitle URLs, duration). */
export async function getClipInterview(clientId: string, interviewId: string, signal?: AbortSignal): Promise<Interview> {
  const answer = await apiClient.get<Item<Interview>>(`/v3/interviews/${encodeURIComponent(interviewId)}`, { client_id: clientId }, signal);
  return answer.data;
}

/** The interviews with these ids, as a map by id once all have loaded (null while loading). */
export function useClipInterviews(interviewIds: readonly string[]) {
  const clientId = useClientId();
  const unique = [...new Set(interviewIds)];
  return useQueries({
    queries: unique.map((id) => ({
      queryKey: showreelKeys.interview(clientId, id),
      queryFn: ({ signal }: { signal: AbortSignal }) => getClipInterview(clientId, id, signal),
      staleTime: 30 * 60_000,
    })),
    combine: (results) => ({
      interviews: results.every((result) => result.isSuccess) ? new Map(results.map((result) => [result.data!.id, result.data!])) : null,
      isError: results.some((result) => result.isError),
      error: results.find((result) => result.isError)?.error ?? null,
      refetch: () => results.forEach((result) => void result.refetch()),
    }),
  });
}

/** The transcript of one interview in the chosen translation (for trimming against it). */
export function useClipTranscript(interviewId: string, translation: Translation) {
  const clientId = useClientId();
  return useQuery({
    queryKey: showreelKeys.transcript(clientId, interviewId, translation),
    queryFn: async ({ signal }) =>
      (await apiClient.get<Item<Transcript>>(`/v3/interviews/${encodeURIComponent(interviewId)}/transcript`, { client_id: clientId, translation }, signal)).data,
    staleTime: 60 * 60_000,
  });
}
