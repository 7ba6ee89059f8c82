/** Query-key factory of interviews (keys start with the active client id, so switching clients refetches). */

/** Filters of an interviews list: by study, by segments (any of them; sent as `segment_ids`) and a participant search `q`. */
export type InterviewsFilter = { studyId?: string; segmentIds?: readonly string[]; q?: string };

/** Query keys of interviews. */
export const interviewKeys = {
  list: (clientId: string, filter: InterviewsFilter) => ['interviews', clientId, 'list', filter] as const,
  detail: (clientId: string, interviewId: string) => ['interviews', clientId, 'detail', interviewId] as const,
};
