/** Reads of users, roles and clients for auth and the user endpoints (only repositories touch Drizzle). */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { clients, roles, userClients, users, type Database } from '@insight/db';
import type { Viewer } from '../../plugins/auth';

/** The viewer row of an active user with their role, or null when absent or not Active. */
export async function findViewer(db: Database, userId: string): Promise<Viewer | null> {
  const [row] = await db
    .select({ userId: users.id, email: users.email, homeClientId: users.clientId, status: users.status, roleName: roles.name, permissions: roles.permissions })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row || row.status !== 'Active') return null;
  return { userId: row.userId, email: row.email, homeClientId: row.homeClientId, roleName: row.roleName, permissions: row.permissions };
}

/** True when a client with `clientId` exists. */
export async function clientExists(db: Database, clientId: string): Promise<boolean> {
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).limit(1);
  return Boolean(row);
}

/** True when `userId` has an extra-client grant for `clientId`. */
export async function userMayActForClient(db: Database, userId: string, clientId: string): Promise<boolean> {
  const [row] = await db
    .select({ clientId: userClients.clientId })
    .from(userClients)
    .where(and(eq(userClients.userId, userId), eq(userClients.clientId, clientId)))
    .limit(1);
  return Boolean(row);
}

/** The user with role and home client, for GET /user. */
export async function findUserProfile(db: Database, userId: string) {
  const [row] = await db
    .select({ user: users, role: roles, client: clients })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(clients, eq(clients.id, users.clientId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** A user row joined with role and client. */
export type UserProfileRow = NonNullable<Awaited<ReturnType<typeof findUserProfile>>>;
/** A client row. */
export type ClientRow = typeof clients.$inferSelect;

/** Clients the viewer may act for: home first, then extra grants by name; every client with access_all_clients. */
export async function listClientsOfViewer(db: Database, viewer: Viewer): Promise<ClientRow[]> {
  let rows: ClientRow[];
  if (viewer.permissions.includes('access_all_clients')) {
    rows = await db.select().from(clients).orderBy(asc(clients.name));
  } else {
    const extra = await db.select({ clientId: userClients.clientId }).from(userClients).where(eq(userClients.userId, viewer.userId));
    const ids = [viewer.homeClientId, ...extra.map((row) => row.clientId)];
    rows = await db.select().from(clients).where(inArray(clients.id, ids)).orderBy(asc(clients.name));
  }
  return [...rows.filter((c) => c.id === viewer.homeClientId), ...rows.filter((c) => c.id !== viewer.homeClientId)];
}
