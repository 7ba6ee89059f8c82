/**
 * Home articles (SPEC §2 Home): GET /api/articles (published, in order; `drafts=true` for the research team), and the
 * research team's writes POST /api/articles, PUT /api/articles/{id}, PUT /api/articles/order, DELETE /api/articles/{id}.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Article, CreateArticleRequest, UpdateArticleRequest } from '@insight/contracts/home';
import { apiClient } from '../../../lib/api-client';
import { useClientId } from '../../../lib/session';

/** Query keys of Home content; they start with the active client id. */
export const homeKeys = {
  articles: (clientId: string, drafts: boolean) => ['home', clientId, 'articles', drafts ? 'drafts' : 'published'] as const,
  allArticles: (clientId: string) => ['home', clientId, 'articles'] as const,
  notice: (clientId: string) => ['home', clientId, 'notice'] as const,
};

/** Fetches the client's articles in Home order (with drafts when `drafts`). */
export async function getArticles(clientId: string, drafts: boolean, signal?: AbortSignal): Promise<Article[]> {
  const answer = await apiClient.get<{ data: Article[] }>('/articles', { client_id: clientId, drafts: drafts ? 'true' : undefined }, signal);
  return answer.data;
}

/** Query options of the client's articles. */
export function articlesQueryOptions(clientId: string, drafts: boolean) {
  return queryOptions({ queryKey: homeKeys.articles(clientId, drafts), queryFn: ({ signal }) => getArticles(clientId, drafts, signal) });
}

/** The active client's articles (drafts too for the research team's editor). */
export function useArticles(drafts: boolean) {
  return useQuery(articlesQueryOptions(useClientId(), drafts));
}

/** The research team's article writes; each refreshes the client's articles. */
export function useArticleWrites() {
  const clientId = useClientId();
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: homeKeys.allArticles(clientId) });
  const byId = (id: string) => `/articles/${encodeURIComponent(id)}`;
  return {
    create: useMutation({
      mutationFn: (body: Omit<CreateArticleRequest, 'client_id'>) => apiClient.post<{ data: Article }>('/articles', { ...body, client_id: clientId }),
      onSettled,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: UpdateArticleRequest }) =>
        apiClient.request<{ data: Article }>(byId(id), { method: 'PUT', query: { client_id: clientId }, body }),
      onSettled,
    }),
    order: useMutation({
      mutationFn: (ids: string[]) => apiClient.request<{ data: Article[] }>('/articles/order', { method: 'PUT', body: { client_id: clientId, ids } }),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiClient.request<{ ok: true }>(byId(id), { method: 'DELETE', query: { client_id: clientId } }),
      onSettled,
    }),
  };
}
