/** Query-key factory of study segment groups (keys start with the active client id, so switching clients refetches). */
export const segmentGroupKeys = {
  detail: (clientId: string, segmentGroupId: string) => ['segment-groups', clientId, 'detail', segmentGroupId] as const,
};
