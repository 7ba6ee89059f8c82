/** GET /api/v3/categories (SPEC §7): the active client's categories by title (board filters and the board form). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Category } from '../../../lib/api-types';
import { useClientId } from '../../../lib/session';
import { boardKeys } from './board-keys';

/** Fetches the categories. */
export async function getCategories(clientId: string, signal?: AbortSignal): Promise<Category[]> {
  return (await apiClient.get<{ data: Category[] }>('/v3/categories', { client_id: clientId }, signal)).data;
}

/** The active client's categories (rarely change: fresh for an hour). */
export function useCategories() {
  const clientId = useClientId();
  return useQuery(queryOptions({ queryKey: boardKeys.categories(clientId), queryFn: ({ signal }) => getCategories(clientId, signal), staleTime: 3_600_000 }));
}
