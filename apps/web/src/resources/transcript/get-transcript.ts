/** GET /api/v3/interviews/{id}/transcript?translation=en|original (SPEC §3, §7): sections → tasks → chunks, times in seconds. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import type { Item, Transcript, Translation } from '../../lib/api-types';
import { useClientId } from '../../lib/session';
import { transcriptKeys } from './keys';

/** Fetches an interview's transcript in English or in the original language. */
export async function getTranscript(clientId: string, interviewId: string, translation: Translation, signal?: AbortSignal): Promise<Transcript> {
  const answer = await apiClient.get<Item<Transcript>>(
    `/v3/interviews/${encodeURIComponent(interviewId)}/transcript`,
    { client_id: clientId, translation },
    signal,
  );
  return answer.data;
}

/** Query options of a transcript (transcripts do not change: fresh for an hour). */
export function transcriptQueryOptions(clientId: string, interviewId: string, translation: Translation) {
  return queryOptions({
    queryKey: transcriptKeys.detail(clientId, interviewId, translation),
    queryFn: ({ signal }) => getTranscript(clientId, interviewId, translation, signal),
    staleTime: 60 * 60_000,
  });
}

/** The transcript of an interview in the chosen translation. */
export function useTranscript(interviewId: string, translation: Translation) {
  return useQuery(transcriptQueryOptions(useClientId(), interviewId, translation));
}
