/**
 * Quote writes (issue 14): POST /v3/quotes from words, PATCH bounds by word (409 when stale), DELETE (showreels keep it),
 * GET /v3/quotes/{id}/showreels, and the quote's tags. Every write refreshes the client's quote lists and tag counts.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteQuoteResponse, QuoteShowreelsResponse, WordRef } from '@insight/contracts';
import { apiClient } from '../../lib/api-client';
import type { Item, Quote } from '../../lib/api-types';
import { useClientId } from '../../lib/session';
import { quoteKeys } from './keys';

/** Words of a quote: the first and last word (inclusive) of the original transcript. */
export type QuoteWords = { start: WordRef; end: WordRef };

const quoteUrl = (id: string) => `/v3/quotes/${encodeURIComponent(id)}`;

/** The showreels using a quote (asked before deleting it). */
export async function getQuoteShowreels(clientId: string, quoteId: string): Promise<QuoteShowreelsResponse['data']> {
  return (await apiClient.get<QuoteShowreelsResponse>(`${quoteUrl(quoteId)}/showreels`, { client_id: clientId })).data;
}

function useRefresh() {
  const clientId = useClientId();
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: quoteKeys.all(clientId) });
    // Tag lists and counts (resources/tag keys start so; a resource may not import another).
    void queryClient.invalidateQueries({ queryKey: ['tags', clientId] });
  };
}

/** Makes a quote of words of an interview (optionally tagged). */
export function useCreateQuote() {
  const clientId = useClientId();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: QuoteWords & { interviewId: string; tagIds?: string[] }) =>
      (
        await apiClient.post<Item<Quote>>(
          '/v3/quotes',
          { client_id: clientId, interview_id: body.interviewId, start: body.start, end: body.end, tag_ids: body.tagIds },
          { query: { client_id: clientId } },
        )
      ).data,
    onSuccess: refresh,
  });
}

/** New bounds of a quote by word; `updatedAt` is the version edited (a stale one answers 409). */
export function useUpdateQuoteWords() {
  const clientId = useClientId();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, words, updatedAt }: { id: string; words: QuoteWords; updatedAt: string }) =>
      (await apiClient.request<Item<Quote>>(quoteUrl(id), { method: 'PATCH', query: { client_id: clientId }, body: { ...words, updated_at: updatedAt } })).data,
    onSettled: refresh,
  });
}

/** Deletes a quote; answers the showreels that keep it until they are edited. */
export function useDeleteQuote() {
  const clientId = useClientId();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: string) => (await apiClient.request<DeleteQuoteResponse>(quoteUrl(id), { method: 'DELETE', query: { client_id: clientId } })).data,
    onSuccess: refresh,
  });
}

/** Tags a quote with an existing tag (`tagId`) or by title (the tag is made when new, regardless of case). */
export function useAddQuoteTag() {
  const clientId = useClientId();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, tagId, title }: { id: string; tagId?: string; title?: string }) =>
      (await apiClient.post<Item<Quote>>(`${quoteUrl(id)}/tags`, { client_id: clientId, tag_id: tagId, title }, { query: { client_id: clientId } })).data,
    onSuccess: refresh,
  });
}

/** Removes a tag from a quote. */
export function useRemoveQuoteTag() {
  const clientId = useClientId();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, tagId }: { id: string; tagId: string }) =>
      (await apiClient.request<Item<Quote>>(`${quoteUrl(id)}/tags/${encodeURIComponent(tagId)}`, { method: 'DELETE', query: { client_id: clientId } })).data,
    onSuccess: refresh,
  });
}
