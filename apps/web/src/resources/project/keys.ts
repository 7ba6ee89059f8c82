/** Query-key factory of projects (keys start with the active client id, so switching clients refetches). */
export const projectKeys = {
  all: (clientId: string) => ['projects', clientId] as const,
  list: (clientId: string) => ['projects', clientId, 'list'] as const,
  detail: (clientId: string, projectId: string) => ['projects', clientId, 'detail', projectId] as const,
};
