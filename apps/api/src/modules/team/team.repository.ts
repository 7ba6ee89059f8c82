/** Reads and writes of team management: members, roles, seats, invitations and project access (SPEC §3, §5, §6). */
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { clients, invitations, projects, projectUsers, roles, users, type Database } from '@insight/db';

/** A client row, or null. */
export async function findClient(db: Database, clientId: string) {
  const [row] = await db.select().from(clients).where(eq(clients.id, clientId)).limit(1);
  return row ?? null;
}

/** Members (Active and Pending) of a client with their role, newest last. */
export async function listMembers(db: Database, clientId: string, userIds?: string[]) {
  const conditions = [eq(users.clientId, clientId)];
  if (userIds) conditions.push(inArray(users.id, userIds.length ? userIds : ['00000000-0000-0000-0000-000000000000']));
  return db
    .select({ user: users, role: { id: roles.id, name: roles.name, permissions: roles.permissions } })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(...conditions))
    .orderBy(asc(users.createdAt), asc(users.email));
}

/** A member row with role. */
export type MemberRow = Awaited<ReturnType<typeof listMembers>>[number];

/** Granted projects of these users, with titles. */
export async function projectAccessOf(db: Database, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: projectUsers.userId, id: projects.id, title: projects.title })
    .from(projectUsers)
    .innerJoin(projects, eq(projects.id, projectUsers.projectId))
    .where(inArray(projectUsers.userId, userIds))
    .orderBy(asc(projects.title));
}

/** Counts of Active and Pending users of a client. */
export async function seatUsage(db: Database, clientId: string) {
  const rows = await db
    .select({ status: users.status, count: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .where(eq(users.clientId, clientId))
    .groupBy(users.status);
  const active = rows.find((r) => r.status === 'Active')?.count ?? 0;
  const pending = rows.find((r) => r.status === 'Pending')?.count ?? 0;
  return { active, pending };
}

/** Users with any of these lower-cased e-mails (in any client). */
export async function usersByEmail(db: Database, emails: string[]) {
  if (emails.length === 0) return [];
  return db.select({ id: users.id, email: users.email, clientId: users.clientId, status: users.status }).from(users).where(inArray(users.email, emails));
}

/** Every role, by name. */
export async function listRoles(db: Database) {
  return db.select({ id: roles.id, name: roles.name, permissions: roles.permissions }).from(roles).orderBy(asc(roles.name));
}

/** Ids of those `projectIds` that belong to `clientId`. */
export async function projectIdsOfClient(db: Database, clientId: string, projectIds: string[]) {
  if (projectIds.length === 0) return [];
  const rows = await db.select({ id: projects.id }).from(projects).where(and(eq(projects.clientId, clientId), inArray(projects.id, projectIds)));
  return rows.map((r) => r.id);
}

/** Inserts a Pending user (no password yet). */
export async function insertPendingUser(db: Database, values: { clientId: string; roleId: string; email: string; autoGrant: boolean }) {
  const [row] = await db
    .insert(users)
    .values({ clientId: values.clientId, roleId: values.roleId, email: values.email, status: 'Pending', autoGrantNewProjects: values.autoGrant })
    .returning({ id: users.id });
  return row;
}

/** Grants `projectIds` to a user (existing grants are kept). */
export async function grantProjects(db: Database, userId: string, projectIds: string[]) {
  if (projectIds.length === 0) return;
  await db
    .insert(projectUsers)
    .values(projectIds.map((projectId) => ({ projectId, userId })))
    .onConflictDoNothing();
}

/** Replaces a user's project grants with exactly `projectIds` (of client `clientId`). */
export async function setProjects(db: Database, clientId: string, userId: string, projectIds: string[]) {
  const clientProjects = db.select({ id: projects.id }).from(projects).where(eq(projects.clientId, clientId));
  await db.delete(projectUsers).where(and(eq(projectUsers.userId, userId), inArray(projectUsers.projectId, clientProjects)));
  await grantProjects(db, userId, projectIds);
}

/** Revokes grants of `projectIds` (all of the client's projects when undefined). */
export async function revokeProjects(db: Database, clientId: string, userId: string, projectIds?: string[]) {
  const clientProjects = db.select({ id: projects.id }).from(projects).where(eq(projects.clientId, clientId));
  const conditions = [eq(projectUsers.userId, userId), inArray(projectUsers.projectId, clientProjects)];
  if (projectIds) conditions.push(inArray(projectUsers.projectId, projectIds.length ? projectIds : ['00000000-0000-0000-0000-000000000000']));
  await db.delete(projectUsers).where(and(...conditions));
}

/** Updates role and/or the auto-grant option of a user. */
export async function updateUserAccess(db: Database, userId: string, values: { roleId?: string; autoGrant?: boolean }) {
  const set: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (values.roleId) set.roleId = values.roleId;
  if (values.autoGrant !== undefined) set.autoGrantNewProjects = values.autoGrant;
  await db.update(users).set(set).where(eq(users.id, userId));
}

/** Inserts an invitation (token stored hashed). */
export async function insertInvitation(
  db: Database,
  values: { clientId: string; userId: string; email: string; tokenHash: string; invitedBy: string; projectIds: string[]; expiresAt: Date },
) {
  await db.insert(invitations).values(values);
}

/** Ends every open invitation of a user (before a resend, or on registration). */
export async function closeInvitations(db: Database, userId: string) {
  await db.update(invitations).set({ usedAt: new Date() }).where(and(eq(invitations.userId, userId), isNull(invitations.usedAt)));
}

/** The unused, unexpired invitation with this token hash whose user is still Pending, or null. */
export async function findLiveInvitation(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ id: invitations.id, userId: invitations.userId, email: invitations.email, clientId: invitations.clientId, projectIds: invitations.projectIds })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .where(and(eq(invitations.tokenHash, tokenHash), isNull(invitations.usedAt), gt(invitations.expiresAt, new Date()), eq(users.status, 'Pending')))
    .limit(1);
  return row ?? null;
}

/** Marks one invitation used; false when it was used concurrently. */
export async function useInvitation(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ usedAt: new Date() })
    .where(and(eq(invitations.id, id), isNull(invitations.usedAt)))
    .returning({ id: invitations.id });
  return rows.length === 1;
}

/** Deletes a user (cascades their refresh tokens, grants and invitations). */
export async function deleteUser(db: Database, userId: string) {
  await db.delete(users).where(eq(users.id, userId));
}

/** The user row, or null. */
export async function findUser(db: Database, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** Updates profile fields of a user. */
export async function updateProfile(db: Database, userId: string, values: Partial<typeof users.$inferInsert>) {
  await db.update(users).set({ ...values, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** The newest live invitation of a still-Pending user with this e-mail, or null (OIDC sign-in of invited users). */
export async function findLiveInvitationByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: invitations.id, userId: invitations.userId, email: invitations.email, clientId: invitations.clientId, projectIds: invitations.projectIds })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .where(and(eq(invitations.email, email), isNull(invitations.usedAt), gt(invitations.expiresAt, new Date()), eq(users.status, 'Pending')))
    .orderBy(sql`${invitations.createdAt} desc`)
    .limit(1);
  return row ?? null;
}

/** The auto-grant option and granted project ids of a user within client `clientId`. */
export async function projectGrantsOf(db: Database, userId: string, clientId: string) {
  const [user] = await db.select({ autoGrant: users.autoGrantNewProjects }).from(users).where(eq(users.id, userId)).limit(1);
  const rows = await db
    .select({ id: projectUsers.projectId })
    .from(projectUsers)
    .innerJoin(projects, eq(projects.id, projectUsers.projectId))
    .where(and(eq(projectUsers.userId, userId), eq(projects.clientId, clientId)));
  return { autoGrant: user?.autoGrant ?? false, projectIds: rows.map((r) => r.id) };
}
