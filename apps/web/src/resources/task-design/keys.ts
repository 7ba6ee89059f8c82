/** Query-key factory of segment task designs (keys start with the active client id, so switching clients refetches). */
export const taskDesignKeys = {
  detail: (clientId: string, segmentId: string, translation: string) => ['task-designs', clientId, segmentId, translation] as const,
};
