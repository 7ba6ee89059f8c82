/** The draft a wizard edits (SPEC §3 Study builder state): POST /api/v3/studies/drafts, GET/PUT /api/v3/studies/{id}/draft. */
import { useEffect, useMemo, useState } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaveDraftBody, StudyDraft } from '@insight/contracts';
import { apiClient } from '../../../lib/api-client';
import { useClientId } from '../../../lib/session';
import { studyKeys } from '../../../resources/study/keys';
import { getErrorText } from '../error-text';
import { createUnsavedKeeper } from '../unsaved-keeper';

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

/** The unsaved parts of a draft a step keeps (SPEC §4 builder state). */
type UnsavedField = 'unsaved_business_questions' | 'unsaved_sections';

/**
 * Keeps a step's work in progress on the draft as `field` (PUT …/draft, 600 ms after the last edit; decision 0190);
 * `serverValue` is what the draft holds, in the shape the step sends (see unsaved-parts.ts).
 * `keep(value)` (null: nothing unsaved), `settle()` before a save or applying AI output, `discard()` drops the unsaved
 * copy on the server and answers the draft. A waiting edit is sent when the step closes; `error` is the last failure.
 */
export function useUnsavedKeeper<F extends UnsavedField>(studyId: string, field: F, serverValue: SaveDraftBody[F] | null) {
  const clientId = useClientId();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const put = useMemo(
    () => async (value: SaveDraftBody[F] | null) => {
      const answer = await apiClient.request<{ data: StudyDraft }>(`/v3/studies/${encodeURIComponent(studyId)}/draft`, {
        method: 'PUT',
        body: { client_id: clientId, [field]: value },
      });
      queryClient.setQueryData(draftKey(clientId, studyId), answer);
      setError(null);
      return answer.data;
    },
    [clientId, field, queryClient, studyId],
  );
  const keeper = useMemo(
    () => createUnsavedKeeper<SaveDraftBody[F] | null>(async (value) => void (await put(value)), { onError: (failure) => setError(getErrorText(failure)) }),
    [put],
  );
  const known = JSON.stringify(serverValue);
  useEffect(() => keeper.setKnown(JSON.parse(known) as SaveDraftBody[F] | null), [keeper, known]);
  useEffect(() => () => void keeper.flush(), [keeper]);
  return useMemo(
    () => ({
      keep: keeper.keep,
      settle: keeper.settle,
      error,
      discard: async () => {
        await keeper.settle();
        const draft = await put(null);
        keeper.setKnown(null);
        return draft;
      },
    }),
    [error, keeper, put],
  );
}

/** What {@link useUnsavedKeeper} answers, for the steps that take one. */
export type UnsavedKeeperHandle<F extends UnsavedField> = ReturnType<typeof useUnsavedKeeper<F>>;
