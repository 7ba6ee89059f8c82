/** Query-key factory of the interviews feature (keys start with the active client id). */

/** Filters of an interviews list: by study and by segments (any of them; sent as `segment_ids`). */
export type InterviewsFilter = { studyId?: string; segmentIds?: readonly string[] };

/** Query keys of interviews and transcripts. */
export const interviewKeys = {
  list: (clientId: string, filter: InterviewsFilter) => ['interviews', clientId, 'list', filter] as const,
  detail: (clientId: string, interviewId: string) => ['interviews', clientId, 'detail', interviewId] as const,
  transcript: (clientId: string, interviewId: string, translation: string) => ['interviews', clientId, 'detail', interviewId, 'transcript', translation] as const,
};
