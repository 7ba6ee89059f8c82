/**
 * Team management rules (SPEC §5 Invites, §6): who may invite, list, edit, revoke and delete; per-address invite
 * validation where nothing is written or sent when any address fails; seats; project access; and the invitation
 * lifecycle the registration and OIDC sign-in complete.
 */
import { AUTH_TEXTS, INVITE_LINK_PATH, INVITE_TEXTS, TOKEN_TTLS, isEmailAddress } from '@insight/contracts';
import type { Database, UserRow } from '@insight/db';
import { AppError, forbidden, notFound, type InvalidParam } from '../../../core/app-error';
import { resolveClientId } from '../../../core/client-scope';
import { requireInvite, requirePermission, requireRoleWithinViewer, roleWithinViewer } from '../../../core/policies';
import type { Viewer } from '../../../core/viewer';
import type { MailMessage } from '../../../mail/mailer';
import { invitationMail } from '../../../mail/templates';
import { hashToken, newOpaqueToken } from '../auth';
import { findUser, updateUser } from '../user';
import type { ObjectStorage } from '../../../storage/storage';
import * as repo from './team.repository';

/** The client row a team route acts for: resolved from the path id like any `client_id` (404 when foreign). */
async function teamClient(db: Database, viewer: Viewer, clientId: string) {
  const resolved = await resolveClientId(db, viewer, clientId);
  const client = await repo.findClient(db, resolved);
  if (!client) throw notFound('Client not found');
  return client;
}

/** Members of a client with their granted projects of that client, ready for the presenter. */
export type MembersWithAccess = { rows: repo.MemberRow[]; grants: repo.ProjectGrantRow[] };

/** Members `userIds` (every member when absent) of client `clientId` with their project access. */
async function membersWithAccess(db: Database, clientId: string, userIds?: string[]): Promise<MembersWithAccess> {
  const rows = await repo.listMembers(db, clientId, userIds);
  return {
    rows,
    grants: await repo.projectAccessOf(
      db,
      clientId,
      rows.map((r) => r.user.id),
    ),
  };
}

/** GET /client/{id}/users (view_team_account_status): the members and the roles the viewer may hand out. */
export async function listTeam(db: Database, viewer: Viewer, clientId: string) {
  requirePermission(viewer, 'view_team_account_status');
  const client = await teamClient(db, viewer, clientId);
  const members = await membersWithAccess(db, client.id);
  const roles = (await repo.listRoles(db)).filter((r) => roleWithinViewer(viewer, r));
  return { members, roles };
}

/** Seats of a client: Active and Pending users each take one. */
async function seatsOf(db: Database, client: { id: string; seats: number }) {
  const { active, pending } = await repo.seatUsage(db, client.id);
  const used = active + pending;
  return { seats: client.seats, used, available: Math.max(0, client.seats - used), active, pending };
}

/** GET /client/{id}/team_account_status (view_team_account_status): seats, used, available, active, pending. */
export async function teamAccountStatus(db: Database, viewer: Viewer, clientId: string) {
  requirePermission(viewer, 'view_team_account_status');
  const client = await teamClient(db, viewer, clientId);
  return seatsOf(db, client);
}

/**
 * GET /client/{id}/user_exists (SPEC §7 client group): whether any account uses `email` — an invitation of it would be
 * refused (SPEC §5) — and its status in this client when it is a member. Needs the invite rule or
 * view_team_account_status (403); the path's client resolves like any client_id (404 when foreign).
 */
export async function userExists(db: Database, viewer: Viewer, clientId: string, email: string) {
  const client = await teamClient(db, viewer, clientId);
  if (!viewer.permissions.includes('view_team_account_status')) requireInvite(client, viewer);
  const [account] = await repo.findAccountsByEmail(db, [email.trim().toLowerCase()]);
  return { exists: Boolean(account), status: account && account.clientId === client.id ? account.status : null };
}

async function roleFor(db: Database, viewer: Viewer, roleId: string | undefined) {
  const roles = await repo.listRoles(db);
  const role = roleId ? roles.find((r) => r.id === roleId) : roles.find((r) => r.name === 'Researcher');
  if (!role) throw new AppError('VALIDATION', 'Unknown role', [{ name: 'role_id', reason: 'Unknown role' }]);
  requireRoleWithinViewer(viewer, role);
  return role;
}

async function clientProjects(db: Database, clientId: string, projectIds: string[]) {
  const unique = [...new Set(projectIds)];
  const found = await repo.projectIdsOfClient(db, clientId, unique);
  if (found.length !== unique.length) throw new AppError('VALIDATION', 'Unknown project', [{ name: 'project_ids', reason: 'Unknown project' }]);
  return unique;
}

/** What an invite wrote (the new members with their access) and the mails to send once the transaction committed. */
export type InviteResult = { members: MembersWithAccess; mails: MailMessage[] };

/** The viewer's name for invitation mails: name and surname, else their e-mail, else 'A colleague'. */
async function inviterName(db: Database, viewer: Viewer): Promise<string> {
  const me = await findUser(db, viewer.homeClientId, viewer.userId);
  const full = [me?.name, me?.surname].filter(Boolean).join(' ');
  return full || me?.email || 'A colleague';
}

/**
 * POST /client/{id}/invite_users: checks every address (invalid, existing account, already active, already invited,
 * listed twice, more than the available seats) and answers 400 with `emails.<index>` params when any fails;
 * otherwise creates Pending users, grants, and invitations in one transaction. Mails are returned, not sent.
 */
export async function inviteUsers(
  db: Database,
  viewer: Viewer,
  clientId: string,
  body: { emails: string[]; role_id?: string; project_ids: string[]; auto_grant: boolean },
  base: string,
): Promise<InviteResult> {
  const client = await teamClient(db, viewer, clientId);
  requireInvite(client, viewer);
  const role = await roleFor(db, viewer, body.role_id);
  const projectIds = await clientProjects(db, client.id, body.project_ids);
  const inviter = await inviterName(db, viewer);

  const { userIds, mails } = await db.transaction(async (tx) => {
    const emails = body.emails.map((e) => e.trim().toLowerCase());
    const existing = await repo.findAccountsByEmail(tx, emails.filter(isEmailAddress));
    const params: InvalidParam[] = [];
    const accepted: number[] = [];
    emails.forEach((email, i) => {
      const name = `emails.${i}`;
      const found = existing.find((u) => u.email === email);
      let reason: string | null = null;
      if (!isEmailAddress(email)) reason = INVITE_TEXTS.invalid;
      else if (emails.indexOf(email) !== i) reason = INVITE_TEXTS.duplicate;
      else if (found && found.clientId !== client.id) reason = INVITE_TEXTS.existingAccount;
      else if (found?.status === 'Active') reason = INVITE_TEXTS.alreadyActive;
      else if (found) reason = INVITE_TEXTS.alreadyInvited;
      if (reason) params.push({ name, reason });
      else accepted.push(i);
    });
    const { available } = await seatsOf(tx, client);
    for (const i of accepted.slice(available)) params.push({ name: `emails.${i}`, reason: INVITE_TEXTS.tooMany });
    if (params.length > 0) {
      params.sort((a, b) => Number(a.name.slice(7)) - Number(b.name.slice(7)));
      throw new AppError('VALIDATION', INVITE_TEXTS.failed, params);
    }

    const written: { userIds: string[]; mails: MailMessage[] } = { userIds: [], mails: [] };
    for (const email of emails) {
      const user = await repo.insertPendingUser(tx, client.id, { roleId: role.id, email, autoGrant: body.auto_grant });
      await repo.grantProjects(tx, client.id, user.id, projectIds);
      const mail = await newInvitation(tx, {
        clientId: client.id,
        clientName: client.name,
        userId: user.id,
        email,
        invitedBy: viewer.userId,
        projectIds,
        base,
        inviterName: inviter,
      });
      written.userIds.push(user.id);
      written.mails.push(mail);
    }
    return written;
  });
  return { members: await membersWithAccess(db, client.id, userIds), mails };
}

async function newInvitation(
  db: Database,
  v: { clientId: string; clientName: string; userId: string; email: string; invitedBy: string; projectIds: string[]; base: string; inviterName: string },
): Promise<MailMessage> {
  const token = newOpaqueToken();
  await repo.insertInvitation(db, v.clientId, {
    userId: v.userId,
    email: v.email,
    tokenHash: hashToken(token),
    invitedBy: v.invitedBy,
    projectIds: v.projectIds,
    expiresAt: new Date(Date.now() + TOKEN_TTLS.invitationSeconds * 1000),
  });
  const link = `${v.base}${INVITE_LINK_PATH}?hash=${encodeURIComponent(token)}`;
  return invitationMail(v.email, v.clientName, v.inviterName, link, TOKEN_TTLS.invitationSeconds / 86400);
}

/** A member of the client, or 404 (users of other clients do not exist for the caller). */
async function memberOf(db: Database, clientId: string, userId: string) {
  const [row] = await repo.listMembers(db, clientId, [userId]);
  if (!row) throw notFound('User not found');
  return row;
}

/** POST /client/{id}/resend_user_invitation/{userId}: a new link (older ones stop working); invite rule applies. */
export async function resendInvitation(db: Database, viewer: Viewer, clientId: string, userId: string, base: string): Promise<MailMessage> {
  const client = await teamClient(db, viewer, clientId);
  requireInvite(client, viewer);
  const member = await memberOf(db, client.id, userId);
  if (member.user.status !== 'Pending') throw new AppError('CONFLICT', INVITE_TEXTS.notPending);
  const projectIds = (await repo.projectAccessOf(db, client.id, [userId])).map((g) => g.id);
  const inviter = await inviterName(db, viewer);
  return db.transaction(async (tx) => {
    await repo.closeInvitations(tx, client.id, userId);
    return newInvitation(tx, {
      clientId: client.id,
      clientName: client.name,
      userId,
      email: member.user.email,
      invitedBy: viewer.userId,
      projectIds,
      base,
      inviterName: inviter,
    });
  });
}

/** POST /client/{id}/users/{userId} (edit_user_access): role and/or project access; nobody changes their own role. Answers the member after the change. */
export async function editUserAccess(
  db: Database,
  viewer: Viewer,
  clientId: string,
  userId: string,
  body: { role_id?: string; project_ids?: string[]; auto_grant?: boolean },
): Promise<MembersWithAccess> {
  requirePermission(viewer, 'edit_user_access');
  const client = await teamClient(db, viewer, clientId);
  const member = await memberOf(db, client.id, userId);
  requireRoleWithinViewer(viewer, member.role);
  let roleId: string | undefined;
  if (body.role_id && body.role_id !== member.role.id) {
    if (userId === viewer.userId) throw forbidden();
    roleId = (await roleFor(db, viewer, body.role_id)).id;
  }
  const projectIds = body.project_ids ? await clientProjects(db, client.id, body.project_ids) : undefined;
  await db.transaction(async (tx) => {
    await updateUser(tx, client.id, userId, {
      ...(roleId ? { roleId } : {}),
      ...(body.auto_grant !== undefined ? { autoGrantNewProjects: body.auto_grant } : {}),
    });
    if (projectIds) await repo.setProjects(tx, client.id, userId, projectIds);
  });
  return memberAfterChange(db, client.id, userId);
}

/** POST /client/{id}/revoke_project_access (edit_user_access): listed projects, or all plus auto-grant when none listed. Answers the member after the change. */
export async function revokeProjectAccess(
  db: Database,
  viewer: Viewer,
  clientId: string,
  body: { user_id: string; project_ids?: string[] },
): Promise<MembersWithAccess> {
  requirePermission(viewer, 'edit_user_access');
  const client = await teamClient(db, viewer, clientId);
  const member = await memberOf(db, client.id, body.user_id);
  requireRoleWithinViewer(viewer, member.role);
  await db.transaction(async (tx) => {
    await repo.revokeProjects(tx, client.id, body.user_id, body.project_ids);
    if (!body.project_ids) await updateUser(tx, client.id, body.user_id, { autoGrantNewProjects: false });
  });
  return memberAfterChange(db, client.id, body.user_id);
}

/** One member with access after a change; 404 if they vanished meanwhile. */
async function memberAfterChange(db: Database, clientId: string, userId: string): Promise<MembersWithAccess> {
  const member = await membersWithAccess(db, clientId, [userId]);
  if (member.rows.length === 0) throw notFound('User not found');
  return member;
}

/**
 * DELETE /user/{id} (edit_user_access, user of a client the viewer acts for, not oneself): their sessions end with the
 * row, and their files (the profile picture, everything under `users/<id>/`) are removed, so signed URLs stop working.
 */
export async function deleteUser(db: Database, storage: ObjectStorage, viewer: Viewer, userId: string, clientId: string | undefined) {
  requirePermission(viewer, 'edit_user_access');
  if (userId === viewer.userId) throw new AppError('FORBIDDEN', INVITE_TEXTS.cannotDeleteSelf);
  const client = await teamClient(db, viewer, clientId ?? viewer.homeClientId);
  const member = await memberOf(db, client.id, userId);
  requireRoleWithinViewer(viewer, member.role);
  const image = member.user.image;
  await repo.deleteUser(db, client.id, userId);
  await storage.deletePrefix(`users/${userId}/`);
  if (image && !image.startsWith(`users/${userId}/`)) await storage.delete(image).catch(() => undefined);
}

/** The live invitation of an invitation link's token (stored hashed), or null. */
export function findLiveInvitation(db: Database, token: string) {
  return repo.findLiveInvitationByTokenHash(db, hashToken(token));
}

/** The newest live invitation of a Pending user with this lower-cased e-mail (any client), or null. */
export function findLiveInvitationForEmail(db: Database, email: string) {
  return repo.findLiveInvitationByEmail(db, email);
}

/** Whether any account (in any client) uses this e-mail (trimmed, lower-cased). */
export async function isEmailInUse(db: Database, email: string): Promise<boolean> {
  return (await repo.findAccountsByEmail(db, [email.trim().toLowerCase()])).length > 0;
}

/**
 * Activates the Pending user of a live invitation inside `db` (a transaction): marks every invitation of the user
 * used, sets status Active (plus `values`), grants the invitation's projects. 404 when the invitation is no longer live.
 */
export async function activateInvitedUser(
  db: Database,
  invitation: repo.InvitationRow,
  values: Partial<Pick<UserRow, 'name' | 'surname' | 'passwordHash'>>,
): Promise<UserRow> {
  const { clientId, userId } = invitation;
  if (!userId || !(await repo.useInvitation(db, clientId, invitation.id))) throw new AppError('NOT_FOUND', AUTH_TEXTS.invitationInvalid);
  await repo.closeInvitations(db, clientId, userId);
  await updateUser(db, clientId, userId, { ...values, status: 'Active' });
  await repo.grantProjects(db, clientId, userId, invitation.projectIds);
  const user = await findUser(db, clientId, userId);
  if (!user) throw new AppError('NOT_FOUND', AUTH_TEXTS.invitationInvalid);
  return user;
}
