/**
 * Reads and writes of team management: members, roles, seats, invitations and project access (SPEC §3, §5, §6).
 * Every function takes the client it acts in and filters by it, except the explicitly cross-client ones: roles (global),
 * {@link findAccountsByEmail} (an e-mail is unique across clients) and the invitation lookups by token or e-mail that
 * come before sign-in ({@link findLiveInvitationByTokenHash}, {@link findLiveInvitationByEmail}).
 */
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { clients, invitations, projects, projectUsers, roles, users, type Database } from '@insight/db';

// Matches no row: `in ()` is not valid SQL.
const NO_ID = '00000000-0000-0000-0000-000000000000';

// Platform staff (a role with access_all_clients) act for every client and are no client's own member: they are not
// listed in a team and take no seat, in their home client as in any other (decision 0040).
const isClientMember = sql`not (${roles.permissions} @> array['access_all_clients']::text[])`;

/** The client row `clientId`, or null. */
export async function findClient(db: Database, clientId: string) {
  const [row] = await db.select().from(clients).where(eq(clients.id, clientId)).limit(1);
  return row ?? null;
}

/** Members (Active and Pending) of a client with their role, newest last; only `userIds` when given (then staff too), else the client's own members without platform staff. */
export async function listMembers(db: Database, clientId: string, userIds?: string[]) {
  const conditions = [eq(users.clientId, clientId)];
  if (userIds) conditions.push(inArray(users.id, userIds.length ? userIds : [NO_ID]));
  else conditions.push(isClientMember);
  return db
    .select({ user: users, role: { id: roles.id, name: roles.name, permissions: roles.permissions } })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(...conditions))
    .orderBy(asc(users.createdAt), asc(users.email));
}

/** A member row with role. */
export type MemberRow = Awaited<ReturnType<typeof listMembers>>[number];

/** Projects of client `clientId` granted to these users, with titles, by title. */
export async function projectAccessOf(db: Database, clientId: string, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: projectUsers.userId, id: projects.id, title: projects.title })
    .from(projectUsers)
    .innerJoin(projects, eq(projects.id, projectUsers.projectId))
    .where(and(eq(projects.clientId, clientId), inArray(projectUsers.userId, userIds)))
    .orderBy(asc(projects.title));
}

/** A project grant: user id, project id and title. */
export type ProjectGrantRow = Awaited<ReturnType<typeof projectAccessOf>>[number];

/** Counts of Active and Pending members of a client: the same people {@link listMembers} lists (no platform staff). */
export async function seatUsage(db: Database, clientId: string) {
  const rows = await db
    .select({ status: users.status, count: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.clientId, clientId), isClientMember))
    .groupBy(users.status);
  const active = rows.find((r) => r.status === 'Active')?.count ?? 0;
  const pending = rows.find((r) => r.status === 'Pending')?.count ?? 0;
  return { active, pending };
}

/** Users with any of these lower-cased e-mails, in any client (cross-client on purpose: an e-mail is one account). */
export async function findAccountsByEmail(db: Database, emails: string[]) {
  if (emails.length === 0) return [];
  return db.select({ id: users.id, email: users.email, clientId: users.clientId, status: users.status }).from(users).where(inArray(users.email, emails));
}

/** Every role, by name (roles are global). */
export async function listRoles(db: Database) {
  return db.select({ id: roles.id, name: roles.name, permissions: roles.permissions }).from(roles).orderBy(asc(roles.name));
}

/** Ids of those `projectIds` that belong to `clientId`. */
export async function projectIdsOfClient(db: Database, clientId: string, projectIds: string[]) {
  if (projectIds.length === 0) return [];
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.clientId, clientId), inArray(projects.id, projectIds)));
  return rows.map((r) => r.id);
}

/** Inserts a Pending user of client `clientId` (no password yet). */
export async function insertPendingUser(db: Database, clientId: string, values: { roleId: string; email: string; autoGrant: boolean }) {
  const [row] = await db
    .insert(users)
    .values({ clientId, roleId: values.roleId, email: values.email, status: 'Pending', autoGrantNewProjects: values.autoGrant })
    .returning({ id: users.id });
  return row;
}

/** Grants those `projectIds` that are client `clientId`'s to a user (existing grants are kept). */
export async function grantProjects(db: Database, clientId: string, userId: string, projectIds: string[]) {
  const ids = await projectIdsOfClient(db, clientId, projectIds);
  if (ids.length === 0) return;
  await db
    .insert(projectUsers)
    .values(ids.map((projectId) => ({ projectId, userId })))
    .onConflictDoNothing();
}

/** Replaces a user's grants of client `clientId`'s projects with exactly `projectIds`. */
export async function setProjects(db: Database, clientId: string, userId: string, projectIds: string[]) {
  const clientProjects = db.select({ id: projects.id }).from(projects).where(eq(projects.clientId, clientId));
  await db.delete(projectUsers).where(and(eq(projectUsers.userId, userId), inArray(projectUsers.projectId, clientProjects)));
  await grantProjects(db, clientId, userId, projectIds);
}

/** Revokes a user's grants of `projectIds` (all of client `clientId`'s projects when undefined). */
export async function revokeProjects(db: Database, clientId: string, userId: string, projectIds?: string[]) {
  const clientProjects = db.select({ id: projects.id }).from(projects).where(eq(projects.clientId, clientId));
  const conditions = [eq(projectUsers.userId, userId), inArray(projectUsers.projectId, clientProjects)];
  if (projectIds) conditions.push(inArray(projectUsers.projectId, projectIds.length ? projectIds : [NO_ID]));
  await db.delete(projectUsers).where(and(...conditions));
}

/** Deletes user `userId` of client `clientId` (cascades their refresh tokens, grants and invitations). */
export async function deleteUser(db: Database, clientId: string, userId: string) {
  await db.delete(users).where(and(eq(users.clientId, clientId), eq(users.id, userId)));
}

/** Inserts an invitation into client `clientId` (token stored hashed). */
export async function insertInvitation(
  db: Database,
  clientId: string,
  values: { userId: string; email: string; tokenHash: string; invitedBy: string; projectIds: string[]; expiresAt: Date },
) {
  await db.insert(invitations).values({ clientId, ...values });
}

/** Ends every open invitation of user `userId` of client `clientId` (before a resend, or on registration). */
export async function closeInvitations(db: Database, clientId: string, userId: string) {
  await db
    .update(invitations)
    .set({ usedAt: new Date() })
    .where(and(eq(invitations.clientId, clientId), eq(invitations.userId, userId), isNull(invitations.usedAt)));
}

const liveInvitation = {
  id: invitations.id,
  userId: invitations.userId,
  email: invitations.email,
  clientId: invitations.clientId,
  projectIds: invitations.projectIds,
};

/** The unused, unexpired invitation with this token hash whose user is still Pending, or null (by token, before sign-in). */
export async function findLiveInvitationByTokenHash(db: Database, tokenHash: string) {
  const [row] = await db
    .select(liveInvitation)
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .where(and(eq(invitations.tokenHash, tokenHash), isNull(invitations.usedAt), gt(invitations.expiresAt, new Date()), eq(users.status, 'Pending')))
    .limit(1);
  return row ?? null;
}

/** The newest live invitation of a still-Pending user with this e-mail, or null (OIDC sign-in of invited users, any client). */
export async function findLiveInvitationByEmail(db: Database, email: string) {
  const [row] = await db
    .select(liveInvitation)
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .where(and(eq(invitations.email, email), isNull(invitations.usedAt), gt(invitations.expiresAt, new Date()), eq(users.status, 'Pending')))
    .orderBy(sql`${invitations.createdAt} desc`)
    .limit(1);
  return row ?? null;
}

/** A live invitation. */
export type InvitationRow = NonNullable<Awaited<ReturnType<typeof findLiveInvitationByTokenHash>>>;

/** Marks invitation `id` of client `clientId` used; false when it was used concurrently. */
export async function useInvitation(db: Database, clientId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ usedAt: new Date() })
    .where(and(eq(invitations.clientId, clientId), eq(invitations.id, id), isNull(invitations.usedAt)))
    .returning({ id: invitations.id });
  return rows.length === 1;
}
