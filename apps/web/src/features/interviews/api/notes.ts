/** Notes on an interview (issue 14): GET/POST /v3/interviews/{id}/notes, DELETE /v3/notes/{id}. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateNoteInput, Note, NotesResponse } from '@insight/contracts';
import { apiClient } from '../../../lib/api-client';
import type { Item } from '../../../lib/api-types';
import { useClientId } from '../../../lib/session';

const notesKey = (clientId: string, interviewId: string) => ['notes', clientId, interviewId] as const;

/** The notes of an interview the user may read (team notes and their own), in time order, optionally matching `q`. */
export function useNotes(interviewId: string, q: string) {
  const clientId = useClientId();
  return useQuery({
    queryKey: [...notesKey(clientId, interviewId), q] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<NotesResponse>(`/v3/interviews/${encodeURIComponent(interviewId)}/notes`, { client_id: clientId, q: q || undefined }, signal)).data,
  });
}

/** Adds a note to a moment of the interview. */
export function useAddNote(interviewId: string) {
  const clientId = useClientId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Omit<CreateNoteInput, 'client_id'>) =>
      (
        await apiClient.post<Item<Note>>(
          `/v3/interviews/${encodeURIComponent(interviewId)}/notes`,
          { ...body, client_id: clientId },
          { query: { client_id: clientId } },
        )
      ).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: notesKey(clientId, interviewId) }),
  });
}

/** Deletes one's own note. */
export function useDeleteNote(interviewId: string) {
  const clientId = useClientId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) => apiClient.request<void>(`/v3/notes/${encodeURIComponent(noteId)}`, { method: 'DELETE', query: { client_id: clientId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: notesKey(clientId, interviewId) }),
  });
}
