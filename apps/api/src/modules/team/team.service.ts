/**
 * Team management rules (SPEC §5 Invites, §6): who may invite, list, edit, revoke and delete; per-address invite
 * validation where nothing is written or sent when any address fails; seats; project access.
 */
import { INVITE_LINK_PATH, INVITE_TEXTS, TOKEN_TTLS, canInviteTeamMembers, isEmailAddress, type TeamMember } from '@insight/contracts';
import type { Database } from '@insight/db';
import { AppError, forbidden, notFound, type InvalidParam } from '../../lib/app-error';
import { requirePermission, resolveClientId, type Viewer } from '../../plugins/auth';
import type { MailMessage } from '../../mail/mailer';
import { invitationMail } from '../../mail/templates';
import type { ObjectStorage } from '../../storage/storage';
import { hashToken, newOpaqueToken } from '../auth/auth.service';
import * as repo from './team.repository';

/** The client row a team route acts for: resolved from the path id like any `client_id` (404 when foreign). */
export async function teamClient(db: Database, viewer: Viewer, clientId: string) {
  const resolved = await resolveClientId(db, viewer, clientId);
  const client = await repo.findClient(db, resolved);
  if (!client) throw notFound('Client not found');
  return client;
}

/** SPEC §6 invite rule (`canInviteTeamMembers` of contracts, which the web's invite button follows too). */
export function mayInvite(client: { canInviteTeamMembers: boolean; inviteNewUsersByPermission: boolean }, viewer: Viewer): boolean {
  return canInviteTeamMembers(client, viewer.permissions);
}

const ROLE_RANK: Record<string, number> = { Consumer: 0, Researcher: 1, Master: 2, Admin: 3 };

/** True when the viewer's role ranks at least as high as `role` (Admin > Master > Researcher > Consumer); other roles by permission subset. */
function roleWithinViewer(viewer: Viewer, role: { name: string; permissions: readonly string[] }): boolean {
  const mine = ROLE_RANK[viewer.roleName];
  const theirs = ROLE_RANK[role.name];
  if (mine !== undefined && theirs !== undefined) return theirs <= mine;
  return role.permissions.every((p) => viewer.permissions.includes(p));
}

/** 403 unless the viewer ranks at least as high as `role` (no one hands out or edits a higher role). */
function assertWithinViewer(viewer: Viewer, role: { name: string; permissions: readonly string[] }) {
  if (!roleWithinViewer(viewer, role)) throw new AppError('FORBIDDEN', INVITE_TEXTS.roleNotAllowed);
}

/** Wire shapes of member rows, with project access and signed picture URLs. */
export async function presentMembers(db: Database, storage: ObjectStorage, rows: repo.MemberRow[]): Promise<TeamMember[]> {
  const grants = await repo.projectAccessOf(db, rows.map((r) => r.user.id));
  return Promise.all(
    rows.map(async ({ user, role }) => ({
      id: user.id,
      name: user.name,
      surname: user.surname,
      email: user.email,
      status: user.status,
      role: role.name,
      role_id: role.id,
      company_department: user.companyDepartment,
      job_title: user.jobTitle,
      image: user.image ? await storage.signedUrl(user.image, 3600) : null,
      project_access: {
        auto_grant: user.autoGrantNewProjects,
        projects: grants.filter((g) => g.userId === user.id).map((g) => ({ id: g.id, title: g.title })),
      },
      created_at: user.createdAt.toISOString(),
    })),
  );
}

/** GET /client/{id}/users (view_team_account_status). */
export async function listTeam(db: Database, storage: ObjectStorage, viewer: Viewer, clientId: string) {
  requirePermission(viewer, 'view_team_account_status');
  const client = await teamClient(db, viewer, clientId);
  const members = await presentMembers(db, storage, await repo.listMembers(db, client.id));
  const roles = (await repo.listRoles(db)).filter((r) => roleWithinViewer(viewer, r));
  return { data: members, roles: roles.map((r) => ({ id: r.id, name: r.name })) };
}

/** Seats of a client: Active and Pending users each take one. */
async function seatsOf(db: Database, client: { id: string; seats: number }) {
  const { active, pending } = await repo.seatUsage(db, client.id);
  const used = active + pending;
  return { seats: client.seats, used, available: Math.max(0, client.seats - used), active, pending };
}

/** GET /client/{id}/team_account_status (view_team_account_status). */
export async function teamAccountStatus(db: Database, viewer: Viewer, clientId: string) {
  requirePermission(viewer, 'view_team_account_status');
  const client = await teamClient(db, viewer, clientId);
  return { data: await seatsOf(db, client) };
}

async function roleFor(db: Database, viewer: Viewer, roleId: string | undefined) {
  const roles = await repo.listRoles(db);
  const role = roleId ? roles.find((r) => r.id === roleId) : roles.find((r) => r.name === 'Researcher');
  if (!role) throw new AppError('VALIDATION', 'Unknown role', [{ name: 'role_id', reason: 'Unknown role' }]);
  assertWithinViewer(viewer, role);
  return role;
}

async function clientProjects(db: Database, clientId: string, projectIds: string[]) {
  const unique = [...new Set(projectIds)];
  const found = await repo.projectIdsOfClient(db, clientId, unique);
  if (found.length !== unique.length) throw new AppError('VALIDATION', 'Unknown project', [{ name: 'project_ids', reason: 'Unknown project' }]);
  return unique;
}

/** What an invite wrote, and the mails to send once the transaction committed. */
export type InviteResult = { userIds: string[]; mails: MailMessage[] };

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
  inviterName: string,
): Promise<InviteResult> {
  const client = await teamClient(db, viewer, clientId);
  if (!mayInvite(client, viewer)) throw new AppError('FORBIDDEN', INVITE_TEXTS.notAllowed);
  const role = await roleFor(db, viewer, body.role_id);
  const projectIds = await clientProjects(db, client.id, body.project_ids);

  return db.transaction(async (tx) => {
    const emails = body.emails.map((e) => e.trim().toLowerCase());
    const existing = await repo.usersByEmail(tx, emails.filter(isEmailAddress));
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

    const result: InviteResult = { userIds: [], mails: [] };
    for (const email of emails) {
      const user = await repo.insertPendingUser(tx, { clientId: client.id, roleId: role.id, email, autoGrant: body.auto_grant });
      await repo.grantProjects(tx, user.id, projectIds);
      const mail = await newInvitation(tx, { clientId: client.id, clientName: client.name, userId: user.id, email, invitedBy: viewer.userId, projectIds, base, inviterName });
      result.userIds.push(user.id);
      result.mails.push(mail);
    }
    return result;
  });
}

async function newInvitation(
  db: Database,
  v: { clientId: string; clientName: string; userId: string; email: string; invitedBy: string; projectIds: string[]; base: string; inviterName: string },
): Promise<MailMessage> {
  const token = newOpaqueToken();
  await repo.insertInvitation(db, {
    clientId: v.clientId,
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
export async function resendInvitation(db: Database, viewer: Viewer, clientId: string, userId: string, base: string, inviterName: string) {
  const client = await teamClient(db, viewer, clientId);
  if (!mayInvite(client, viewer)) throw new AppError('FORBIDDEN', INVITE_TEXTS.notAllowed);
  const member = await memberOf(db, client.id, userId);
  if (member.user.status !== 'Pending') throw new AppError('CONFLICT', INVITE_TEXTS.notPending);
  const projectIds = (await repo.projectAccessOf(db, [userId])).map((g) => g.id);
  return db.transaction(async (tx) => {
    await repo.closeInvitations(tx, userId);
    return newInvitation(tx, { clientId: client.id, clientName: client.name, userId, email: member.user.email, invitedBy: viewer.userId, projectIds, base, inviterName });
  });
}

/** POST /client/{id}/users/{userId} (edit_user_access): role and/or project access; nobody changes their own role. */
export async function editUserAccess(
  db: Database,
  viewer: Viewer,
  clientId: string,
  userId: string,
  body: { role_id?: string; project_ids?: string[]; auto_grant?: boolean },
) {
  requirePermission(viewer, 'edit_user_access');
  const client = await teamClient(db, viewer, clientId);
  const member = await memberOf(db, client.id, userId);
  assertWithinViewer(viewer, member.role);
  let roleId: string | undefined;
  if (body.role_id && body.role_id !== member.role.id) {
    if (userId === viewer.userId) throw forbidden();
    roleId = (await roleFor(db, viewer, body.role_id)).id;
  }
  const projectIds = body.project_ids ? await clientProjects(db, client.id, body.project_ids) : undefined;
  await db.transaction(async (tx) => {
    await repo.updateUserAccess(tx, userId, { roleId, autoGrant: body.auto_grant });
    if (projectIds) await repo.setProjects(tx, client.id, userId, projectIds);
  });
  return client.id;
}

/** POST /client/{id}/revoke_project_access (edit_user_access): listed projects, or all plus auto-grant when none listed. */
export async function revokeProjectAccess(db: Database, viewer: Viewer, clientId: string, body: { user_id: string; project_ids?: string[] }) {
  requirePermission(viewer, 'edit_user_access');
  const client = await teamClient(db, viewer, clientId);
  const member = await memberOf(db, client.id, body.user_id);
  assertWithinViewer(viewer, member.role);
  await db.transaction(async (tx) => {
    await repo.revokeProjects(tx, client.id, body.user_id, body.project_ids);
    if (!body.project_ids) await repo.updateUserAccess(tx, body.user_id, { autoGrant: false });
  });
  return client.id;
}

/** DELETE /user/{id} (edit_user_access, user of a client the viewer acts for, not oneself): their sessions end with the row. */
export async function deleteUser(db: Database, viewer: Viewer, userId: string, clientId: string | undefined) {
  requirePermission(viewer, 'edit_user_access');
  if (userId === viewer.userId) throw new AppError('FORBIDDEN', INVITE_TEXTS.cannotDeleteSelf);
  const client = await teamClient(db, viewer, clientId ?? viewer.homeClientId);
  const member = await memberOf(db, client.id, userId);
  assertWithinViewer(viewer, member.role);
  await repo.deleteUser(db, userId);
}

/** One member on the wire, after a change. */
export async function presentMember(db: Database, storage: ObjectStorage, clientId: string, userId: string) {
  const [member] = await presentMembers(db, storage, [await memberOf(db, clientId, userId)]);
  return member;
}
