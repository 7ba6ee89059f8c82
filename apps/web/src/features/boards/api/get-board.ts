/** GET /api/v3/boards/{id} (SPEC §7): one board; its loader error shows 'Error loading board' (SPEC §8). */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Board, Item } from '../../../lib/api-types';
import { useClientId } from '../../../lib/session';
import { boardKeys } from './board-keys';

/** Fetches one board; throws ApiError (404 for another client's board). */
export async function getBoard(clientId: string, boardId: string, signal?: AbortSignal): Promise<Board> {
  return (await apiClient.get<Item<Board>>(`/v3/boards/${encodeURIComponent(boardId)}`, { client_id: clientId }, signal)).data;
}

/** Query options of one board. */
export function boardQueryOptions(clientId: string, boardId: string) {
  return queryOptions({ queryKey: boardKeys.detail(clientId, boardId), queryFn: ({ signal }) => getBoard(clientId, boardId, signal) });
}

/** One board, loaded by the route loader beforehand. */
export function useBoard(boardId: string) {
  return useSuspenseQuery(boardQueryOptions(useClientId(), boardId));
}
