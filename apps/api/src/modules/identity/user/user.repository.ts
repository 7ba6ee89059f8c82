/**
 * Reads and writes of user rows (SPEC §3 User, §7 User and client): the signed-in user's profile with role and client,
 * the clients they may act for, and one user of a client (also for team management). Every function filters by the user's client, except {@link listAllClients}: the explicit
 * cross-client read for viewers with access_all_clients.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { clients, roles, userClients, users, type Database } from '@insight/db';

/** User `userId` of client `clientId` with role and client, for GET /user. */
export async function findUserProfile(db: Database, clientId: string, userId: string) {
  const [row] = await db
    .select({ user: users, role: roles, client: clients })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(clients, eq(clients.id, users.clientId))
    .where(and(eq(users.clientId, clientId), eq(users.id, userId)))
    .limit(1);
  return row ?? null;
}

/** A user row joined with role and client. */
export type UserProfileRow = NonNullable<Awaited<ReturnType<typeof findUserProfile>>>;
/** A client row. */
export type ClientRow = typeof clients.$inferSelect;

/** Every client by name (cross-client: only for viewers with access_all_clients). */
export async function listAllClients(db: Database): Promise<ClientRow[]> {
  return db.select().from(clients).orderBy(asc(clients.name));
}

/** The home client `homeClientId` and the extra clients granted to user `userId` (`user_clients`; none when null), by name. */
export async function listClientsOfUser(db: Database, homeClientId: string, userId: string | null): Promise<ClientRow[]> {
  const extra = userId ? await db.select({ clientId: userClients.clientId }).from(userClients).where(eq(userClients.userId, userId)) : [];
  const ids = [homeClientId, ...extra.map((row) => row.clientId)];
  return db.select().from(clients).where(inArray(clients.id, ids)).orderBy(asc(clients.name));
}

/** The user `userId` of client `clientId`, or null. */
export async function findUser(db: Database, clientId: string, userId: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.id, userId)))
    .limit(1);
  return row ?? null;
}

/** Updates fields of user `userId` of client `clientId` (profile, role, auto-grant, status, …); `updated_at` set. */
export async function updateUser(db: Database, clientId: string, userId: string, values: Partial<typeof users.$inferInsert>) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(users.clientId, clientId), eq(users.id, userId)));
}
