/**
 * Registration (SPEC §5, §7): completing an invitation (Pending → Active, project access granted, signed in) and
 * self sign-up when SELF_REGISTRATION is on (a new client with the user as its Master).
 */
import { eq } from 'drizzle-orm';
import { AUTH_TEXTS, ERROR_TEXTS, ROLE_PERMISSIONS, isEmailAddress, type RegisterRequest, type SelfRegisterRequest } from '@insight/contracts';
import { clients, roles, users, type Database } from '@insight/db';
import { AppError } from '../../lib/app-error';
import { assertNewPassword, hashPassword, hashToken, startSession, type Session } from '../auth/auth.service';
import * as teamRepo from '../team/team.repository';

/** The invited address of a live invitation token; 404 with the invalid-link text otherwise. */
export async function invitationEmail(db: Database, token: string): Promise<{ email: string }> {
  const invitation = await teamRepo.findLiveInvitation(db, hashToken(token));
  if (!invitation) throw new AppError('NOT_FOUND', AUTH_TEXTS.invitationInvalid);
  return { email: invitation.email };
}

function assertTerms(terms: boolean) {
  if (!terms) throw new AppError('VALIDATION', AUTH_TEXTS.termsRequired, [{ name: 'terms', reason: AUTH_TEXTS.termsRequired }]);
}

/**
 * Activates the Pending user of a live invitation inside `db` (a transaction): marks every invitation of the user
 * used, sets status Active (plus `values`), grants the invitation's projects. 404 when the invitation is no longer live.
 */
export async function activateInvitedUser(db: Database, invitation: { id: string; userId: string | null; projectIds: string[] }, values: Partial<typeof users.$inferInsert>) {
  if (!invitation.userId || !(await teamRepo.useInvitation(db, invitation.id))) throw new AppError('NOT_FOUND', AUTH_TEXTS.invitationInvalid);
  await teamRepo.closeInvitations(db, invitation.userId);
  await teamRepo.updateProfile(db, invitation.userId, { ...values, status: 'Active' });
  await teamRepo.grantProjects(db, invitation.userId, invitation.projectIds);
  const user = await teamRepo.findUser(db, invitation.userId);
  if (!user) throw new AppError('NOT_FOUND', AUTH_TEXTS.invitationInvalid);
  return user;
}

/** POST /auth/register: password rules, terms, live invitation; answers a new session. */
export async function register(db: Database, jwtSecret: Uint8Array, body: RegisterRequest): Promise<Session> {
  assertNewPassword(body.password, body.password_confirmation);
  assertTerms(body.terms);
  const invitation = await teamRepo.findLiveInvitation(db, hashToken(body.hash));
  if (!invitation) throw new AppError('NOT_FOUND', AUTH_TEXTS.invitationInvalid);
  const passwordHash = await hashPassword(body.password);
  const user = await db.transaction((tx) => activateInvitedUser(tx, invitation, { name: body.name, surname: body.surname, passwordHash }));
  return startSession(db, jwtSecret, user.id, user.clientId);
}

/** 403 'Self registering is not supported at the moment.' unless self sign-up is on. */
export function assertSelfRegistration(enabled: boolean) {
  if (!enabled) throw new AppError('FORBIDDEN', AUTH_TEXTS.selfRegisterUnsupported);
}

/** Whether any account uses this e-mail. */
export async function emailExists(db: Database, email: string): Promise<boolean> {
  return (await teamRepo.usersByEmail(db, [email.trim().toLowerCase()])).length > 0;
}

/** POST /auth/register/self: a new client (named `company`, else the person's name) with the user as Active Master. */
export async function selfRegister(db: Database, jwtSecret: Uint8Array, body: SelfRegisterRequest): Promise<Session> {
  const email = body.email.trim().toLowerCase();
  if (!isEmailAddress(email)) throw new AppError('VALIDATION', ERROR_TEXTS.invalidEmail, [{ name: 'email', reason: ERROR_TEXTS.invalidEmail }]);
  assertNewPassword(body.password, body.password_confirmation);
  assertTerms(body.terms);
  if (await emailExists(db, email)) throw new AppError('VALIDATION', AUTH_TEXTS.emailInUse, [{ name: 'email', reason: AUTH_TEXTS.emailInUse }]);
  const passwordHash = await hashPassword(body.password);
  const user = await db.transaction(async (tx) => {
    let [role] = await tx.select().from(roles).where(eq(roles.name, 'Master')).limit(1);
    role ??= (await tx.insert(roles).values({ name: 'Master', permissions: [...ROLE_PERMISSIONS.Master] }).returning())[0];
    const [client] = await tx.insert(clients).values({ name: body.company || `${body.name} ${body.surname}` }).returning();
    const [row] = await tx
      .insert(users)
      .values({ clientId: client.id, roleId: role.id, email, passwordHash, name: body.name, surname: body.surname, status: 'Active', autoGrantNewProjects: true })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('VALIDATION', AUTH_TEXTS.emailInUse, [{ name: 'email', reason: AUTH_TEXTS.emailInUse }]);
    return row;
  });
  return startSession(db, jwtSecret, user.id, user.clientId);
}
