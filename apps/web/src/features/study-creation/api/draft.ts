/** The draft a wizard edits (SPEC §3 Study builder state): POST /api/v3/studies/drafts, GET/PUT /api/v3/studies/{id}/draft. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaveDraftBody, StudyDraft } from '@insight/contracts';
import { apiClient } from '../../../lib/api-client';
import { useClientId } from '../../../lib/session';
import { studyKeys } from '../../../resources/study/keys';

/** Query key of a draft. */
export const draftKey = (clientId: string, studyId: string) => [...studyKeys.detail(clientId, studyId), 'draft'] as const;

/** The draft `studyId` (null: none yet); errors (403 permission, 409 not a draft, …) surface as ApiError. */
export function useDraft(studyId: string | null) {
  const clientId = useClientId();
  return useQuery(
    queryOptions({
      queryKey: draftKey(clientId, studyId ?? ''),
      queryFn: ({ signal }) => apiClient.get<{ data: StudyDraft }>(`/v3/studies/${encodeURIComponent(studyId ?? '')}/draft`, { client_id: clientId }, signal),
      enabled: Boolean(studyId),
      retry: false,
      select: (answer) => answer.data,
    }),
  );
}

/** Creates a DRAFT study from a template. */
export function useCreateDraft() {
  const clientId = useClientId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateId: string) => apiClient.post<{ data: StudyDraft }>('/v3/studies/drafts', { client_id: clientId, template_id: templateId }),
    onSuccess: (answer) => {
      queryClient.setQueryData(draftKey(clientId, answer.data.id), answer);
      void queryClient.invalidateQueries({ queryKey: studyKeys.all(clientId) });
    },
  });
}

/** Creates a brief-based DRAFT study (a brief and no template, SPEC §4 AI path) at step AI_BRIEF. */
export function useCreateBriefDraft() {
  const clientId = useClientId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (brief: string) => apiClient.post<{ data: StudyDraft }>('/v3/studies/drafts', { client_id: clientId, brief }),
    onSuccess: (answer) => {
      queryClient.setQueryData(draftKey(clientId, answer.data.id), answer);
      void queryClient.invalidateQueries({ queryKey: studyKeys.all(clientId) });
    },
  });
}

/** Saves parts of a draft; the answer replaces the cached draft. */
export function useSaveDraft(studyId: string) {
  const clientId = useClientId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<SaveDraftBody, 'client_id'>) =>
      apiClient.request<{ data: StudyDraft }>(`/v3/studies/${encodeURIComponent(studyId)}/draft`, { method: 'PUT', body: { ...body, client_id: clientId } }),
    onSuccess: (answer) => queryClient.setQueryData(draftKey(clientId, studyId), answer),
  });
}
