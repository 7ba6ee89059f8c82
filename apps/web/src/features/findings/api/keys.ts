/** Query keys of the findings reads; every key starts with the resource and the active client id. */

/** Which insights: one study's or one project's, optionally one business question's and matching `q`. */
export type InsightsFilter = { studyId?: string; projectId?: string; objectiveId?: string; q?: string };

/** Analyze-results filters sent as comma lists: segments (role), languages, `taskId:optionId` answers (audience_answer), participants (user). */
export type AnalyzeFilters = { role: readonly string[]; language: readonly string[]; audience_answer: readonly string[]; user: readonly string[] };

/** Query keys of insights, business questions, analyses and analyze results. */
export const findingsKeys = {
  insights: (clientId: string) => ['insights', clientId] as const,
  insightList: (clientId: string, filter: InsightsFilter) => ['insights', clientId, 'list', filter] as const,
  insight: (clientId: string, insightId: string, translation: string) => ['insights', clientId, 'detail', insightId, translation] as const,
  businessQuestion: (clientId: string, id: string) => ['business-questions', clientId, 'detail', id] as const,
  analyze: (clientId: string, studyId: string, filters: AnalyzeFilters) => ['analyze-results', clientId, studyId, filters] as const,
  analyses: (clientId: string, studyId: string) => ['analyses', clientId, 'list', studyId] as const,
  segmentObjectives: (clientId: string, segmentId: string) => ['business-questions', clientId, 'segment', segmentId] as const,
};
