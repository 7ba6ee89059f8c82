/** Query keys of the findings reads; every key starts with the resource and the active client id. */

/** Which insights: one study's or one project's, optionally one business question's and matching `q`. */
export type InsightsFilter = { studyId?: string; projectId?: string; objectiveId?: string; q?: string; translation?: 'en' | 'original' };

/** Analyze-results filters sent as comma lists: segments (role), languages, `taskId:optionId` answers (audience_answer), participants (user). */
export type AnalyzeFilters = { role: readonly string[]; language: readonly string[]; audience_answer: readonly string[]; user: readonly string[] };

/** Query keys of insights, business questions, analyses and analyze results. */
export const findingsKeys = {
  insightList: (clientId: string, filter: InsightsFilter) => ['insights', clientId, 'list', filter] as const,
  insight: (clientId: string, insightId: string, translation: string) => ['insights', clientId, 'detail', insightId, translation] as const,
  businessQuestion: (clientId: string, id: string, translation: string) => ['business-questions', clientId, 'detail', id, translation] as const,
  analyze: (clientId: string, studyId: string, filters: AnalyzeFilters, translation: string) =>
    ['analyze-results', clientId, studyId, filters, translation] as const,
};
