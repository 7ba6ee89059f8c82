/** Query-key factory of tags (keys start with the active client id, so switching clients refetches). */
export const tagKeys = {
  all: (clientId: string) => ['tags', clientId] as const,
  list: (clientId: string) => ['tags', clientId, 'list'] as const,
  counts: (clientId: string, studyId: string | undefined) => ['tags', clientId, 'counts', studyId ?? null] as const,
};
