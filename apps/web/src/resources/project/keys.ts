/** Query-key factory of projects (keys start with the active client id, so switching clients refetches). */
export const projectKeys = {
  list: (clientId: string) => ['projects', clientId, 'list'] as const,
  detail: (clientId: string, projectId: string) => ['projects', clientId, 'detail', projectId] as const,
};
