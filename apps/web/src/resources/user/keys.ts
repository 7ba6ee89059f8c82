/** Query-key factory of the signed-in user's resources (not per client: the user and their clients span clients). */
export const userKeys = {
  /** GET /user: the signed-in user. */
  session: () => ['user'] as const,
  /** GET /user/clients: the clients the user may act for. */
  clients: () => ['user', 'clients'] as const,
};
