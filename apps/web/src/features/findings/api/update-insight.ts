/**
 * PATCH /api/v3/insights/{id}, /v3/business-questions/{id}, /v3/analyses/{id} (SPEC §7, update_study): edits of
 * findings; a stale `updated_at` answers 409 and changes nothing.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Analysis, BusinessQuestionDetail, Insight, Item } from '../../../lib/api-types';
import { useClientId } from '../../../lib/session';

/** Key takeaways as edited: a title and HTML (the API keeps a plain-text copy). */
type TakeawaysEdit = { title: string; html: string } | null;

/** The fields the insight form changes, with the `updated_at` it last read. */
export type InsightEdit = {
  updated_at: string;
  title: string;
  lead: string;
  content: string;
  key_takeaways: TakeawaysEdit;
  quote_ids: string[];
  showreel_id: string | null;
};

/** The fields of a business question's form. */
export type BusinessQuestionEdit = { updated_at: string; title: string; description: string };

/** The fields of an analysis' form. */
export type AnalysisEdit = { updated_at: string; title: string; lead: string; key_takeaways: TakeawaysEdit };

/** A PATCH of `path` with the active client; on success every cached read under `['insights' | …, clientId]` refetches. */
function useFindingsPatch<Body, Answer>(path: string, invalidate: readonly string[]) {
  const clientId = useClientId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (edit: Body) => (await apiClient.request<Item<Answer>>(path, { method: 'PATCH', body: { client_id: clientId, ...edit } })).data,
    onSuccess: () => Promise.all(invalidate.map((key) => client.invalidateQueries({ queryKey: [key, clientId] }))),
  });
}

/** Saves an edit of insight `insightId`; insights and business questions refetch. */
export function useUpdateInsight(insightId: string) {
  return useFindingsPatch<InsightEdit, Insight>(`/v3/insights/${encodeURIComponent(insightId)}`, ['insights', 'business-questions']);
}

/** Saves an edit of business question `questionId`; the questions, their lists and the insights (which name them) refetch. */
export function useUpdateBusinessQuestion(questionId: string) {
  return useFindingsPatch<BusinessQuestionEdit, BusinessQuestionDetail>(`/v3/business-questions/${encodeURIComponent(questionId)}`, [
    'business-questions',
    'insights',
  ]);
}

/** Saves an edit of analysis `analysisId`; the analyses refetch. */
export function useUpdateAnalysis(analysisId: string) {
  return useFindingsPatch<AnalysisEdit, Analysis>(`/v3/analyses/${encodeURIComponent(analysisId)}`, ['analyses']);
}
