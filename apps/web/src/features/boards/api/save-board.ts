/** POST /api/v3/boards, PATCH and DELETE /api/v3/boards/{id} (ours, issue 13): the research team writes boards. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateBoardInput, UpdateBoardInput } from '@insight/contracts';
import { apiClient } from '../../../lib/api-client';
import type { Board, Item } from '../../../lib/api-types';
import { useClientId } from '../../../lib/session';
import { boardKeys } from './board-keys';

/** Fields of a new board. */
export type NewBoard = Omit<CreateBoardInput, 'client_id'>;
/** Changes to a board; `updated_at` is the version edited (a stale one answers 409). */
export type BoardChanges = Omit<UpdateBoardInput, 'client_id'>;

/** Creates a board. */
export async function createBoard(clientId: string, body: NewBoard): Promise<Board> {
  return (await apiClient.post<Item<Board>>('/v3/boards', { ...body, client_id: clientId }, { query: { client_id: clientId } })).data;
}

/** Changes a board. */
export async function updateBoard(clientId: string, boardId: string, changes: BoardChanges): Promise<Board> {
  return (await apiClient.request<Item<Board>>(`/v3/boards/${encodeURIComponent(boardId)}`, { method: 'PATCH', query: { client_id: clientId }, body: changes }))
    .data;
}

/** Deletes a board (its stories stay). */
export async function deleteBoard(clientId: string, boardId: string): Promise<void> {
  await apiClient.request<void>(`/v3/boards/${encodeURIComponent(boardId)}`, { method: 'DELETE', query: { client_id: clientId } });
}

/** Creates or changes a board of the active client; boards and stories refresh (stories may have moved board). */
export function useSaveBoard() {
  const clientId = useClientId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: NewBoard | BoardChanges }) =>
      id ? updateBoard(clientId, id, body as BoardChanges) : createBoard(clientId, body as NewBoard),
    onSuccess: (board) => {
      queryClient.setQueryData(boardKeys.detail(clientId, board.id), board);
      void queryClient.invalidateQueries({ queryKey: [...boardKeys.all(clientId), 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['stories', clientId] });
    },
  });
}

/** Deletes a board of the active client; lists refresh. */
export function useDeleteBoard() {
  const clientId = useClientId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteBoard(clientId, id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...boardKeys.all(clientId), 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['stories', clientId] });
    },
  });
}
