/** Query-key factory of study segments (keys start with the active client id, so switching clients refetches). */
export const segmentKeys = {
  detail: (clientId: string, segmentId: string) => ['segments', clientId, 'detail', segmentId] as const,
};
