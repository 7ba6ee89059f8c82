/** GET /api/v3/quotes?interview_id= (issue 14): every quote of one interview, in time order, to mark in its transcript. */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import type { CursorPage, Quote, Translation } from '../../lib/api-types';
import { useClientId } from '../../lib/session';
import { quoteKeys } from './keys';

// One interview rarely has more; later pages are followed up to this many quotes.
const MAX_QUOTES = 500;

/** Fetches every quote of interview `interviewId` (following the cursor), sorted by start time (seconds). */
export async function getInterviewQuotes(clientId: string, interviewId: string, translation: Translation, signal?: AbortSignal): Promise<Quote[]> {
  const quotes: Quote[] = [];
  let cursor: string | null = null;
  do {
    const page: CursorPage<Quote> = await apiClient.get<CursorPage<Quote>>(
      '/v3/quotes',
      { client_id: clientId, interview_id: interviewId, translation, limit: 100, cursor },
      signal,
    );
    quotes.push(...page.data);
    cursor = page.meta?.next_cursor ?? null;
  } while (cursor && quotes.length < MAX_QUOTES);
  return quotes.sort((a, b) => a.start - b.start);
}

/** The quotes of an interview in the chosen translation. */
export function useInterviewQuotes(interviewId: string, translation: Translation) {
  const clientId = useClientId();
  return useQuery({
    queryKey: [...quoteKeys.ofInterview(clientId, interviewId), translation],
    queryFn: ({ signal }) => getInterviewQuotes(clientId, interviewId, translation, signal),
  });
}
