/** Assistant threads (SPEC §7 Assistant; issue 12): list, detail, create, rename, delete, keyed ['assistant', clientId, …]. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssistantMessage, AssistantMeta, AssistantThread } from '@insight/contracts';
import { apiClient } from '../../../lib/api-client';
import { useClientId } from '../../../lib/session';

/** A thread with its messages. */
export type ThreadDetail = AssistantThread & { messages: AssistantMessage[] };

const keys = {
  all: (clientId: string) => ['assistant', clientId] as const,
  list: (clientId: string) => ['assistant', clientId, 'threads'] as const,
  detail: (clientId: string, threadId: string) => ['assistant', clientId, 'thread', threadId] as const,
};

/**
 * The label under the conversation: the provider and how it finds sources (decision 0171), e.g. "AI: built-in ·
 * searches your research by words".
 */
export function assistantLabel(meta: AssistantMeta | undefined): string | null {
  if (!meta) return null;
  return `${meta.provider.label} · searches your research by ${meta.retrieval === 'vector' ? 'meaning and words' : 'words'}`;
}

/** The user's threads in the client and the provider label. */
function threadsQueryOptions(clientId: string) {
  return queryOptions({
    queryKey: keys.list(clientId),
    queryFn: ({ signal }) => apiClient.get<{ data: AssistantThread[]; meta: AssistantMeta }>('/v3/assistant/threads', { client_id: clientId }, signal),
  });
}

/** The active client's threads. */
export function useThreads() {
  return useQuery(threadsQueryOptions(useClientId()));
}

/** Query options of one thread with its messages. */
function threadQueryOptions(clientId: string, threadId: string) {
  return queryOptions({
    queryKey: keys.detail(clientId, threadId),
    queryFn: ({ signal }) => apiClient.get<{ data: ThreadDetail }>(`/v3/assistant/threads/${encodeURIComponent(threadId)}`, { client_id: clientId }, signal),
  });
}

/** One thread with its messages (disabled without an id). */
export function useThread(threadId: string | null) {
  const clientId = useClientId();
  return useQuery({ ...threadQueryOptions(clientId, threadId ?? 'none'), enabled: Boolean(threadId) });
}

/** Creates, renames and deletes threads; each invalidates the client's assistant queries. */
export function useThreadMutations() {
  const clientId = useClientId();
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: keys.all(clientId) });
  const create = useMutation({
    mutationFn: () => apiClient.post<{ data: AssistantThread }>('/v3/assistant/threads', { client_id: clientId }).then((a) => a.data),
    onSuccess: invalidate,
  });
  const rename = useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) =>
      apiClient.request<{ data: AssistantThread }>(`/v3/assistant/threads/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        query: { client_id: clientId },
        body: { title },
      }),
    onSuccess: invalidate,
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      apiClient.request<void>(`/v3/assistant/threads/${encodeURIComponent(id)}`, { method: 'DELETE', query: { client_id: clientId } }),
    onSuccess: invalidate,
  });
  /**
   * Reads thread `threadId` again now (whether or not a view shows it yet: a thread created a moment ago may not have its
   * observer) and marks the other assistant queries stale; resolves once the thread's stored messages are in the cache.
   */
  const refreshThread = async (threadId: string) => {
    // A read started before the answer was stored would be reused by fetchQuery: drop it first.
    await queryClient.cancelQueries({ queryKey: keys.detail(clientId, threadId) });
    await queryClient.fetchQuery({ ...threadQueryOptions(clientId, threadId), staleTime: 0 });
    await invalidate();
  };
  return { create, rename, remove, invalidate, refreshThread };
}
