/** Query keys of user management; they start with the active client id (architecture: web). */
export const usersKeys = {
  all: (clientId: string) => ['users', clientId] as const,
  team: (clientId: string) => ['users', clientId, 'team'] as const,
  status: (clientId: string) => ['users', clientId, 'status'] as const,
};
