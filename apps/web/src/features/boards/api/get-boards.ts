/** GET /api/v3/boards (SPEC §7): the active client's boards, always_on first, optionally in any of some categories. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Board } from '../../../lib/api-types';
import { useClientId } from '../../../lib/session';
import { boardKeys } from './board-keys';

/** Fetches the boards in any of `categoryIds` (all boards when empty). */
export async function getBoards(clientId: string, categoryIds: readonly string[], signal?: AbortSignal): Promise<Board[]> {
  return (await apiClient.get<{ data: Board[] }>('/v3/boards', { client_id: clientId, category_ids: categoryIds }, signal)).data;
}

/** Query options of the boards list. */
export function boardsQueryOptions(clientId: string, categoryIds: readonly string[]) {
  return queryOptions({
    queryKey: boardKeys.list(clientId, categoryIds),
    queryFn: ({ signal }) => getBoards(clientId, categoryIds, signal),
    placeholderData: keepPreviousData,
  });
}

/** The active client's boards in any of `categoryIds`. */
export function useBoards(categoryIds: readonly string[]) {
  return useQuery(boardsQueryOptions(useClientId(), categoryIds));
}
