/**
 * Registration (SPEC §5, §7): completing an invitation (Pending → Active, project access granted, signed in) and
 * self sign-up when SELF_REGISTRATION is on (a new client with the user as its Master).
 */
import { AUTH_TEXTS, ERROR_TEXTS, isEmailAddress, type RegisterRequest, type SelfRegisterRequest } from '@insight/contracts';
import type { Database } from '@insight/db';
import { AppError } from '../../../core/app-error';
import { assertNewPassword, hashPassword, startSession, type Session } from '../auth';
import { activateInvitedUser, findLiveInvitation, isEmailInUse } from '../team';
import * as repo from './registration.repository';

/** The invited address of a live invitation token; 404 with the invalid-link text otherwise. */
export async function invitationEmail(db: Database, token: string): Promise<string> {
  const invitation = await findLiveInvitation(db, token);
  if (!invitation) throw new AppError('NOT_FOUND', AUTH_TEXTS.invitationInvalid);
  return invitation.email;
}

function assertTerms(terms: boolean) {
  if (!terms) throw new AppError('VALIDATION', AUTH_TEXTS.termsRequired, [{ name: 'terms', reason: AUTH_TEXTS.termsRequired }]);
}

/** POST /auth/register: password rules, terms, live invitation; answers a new session. */
export async function register(db: Database, jwtSecret: Uint8Array, body: RegisterRequest): Promise<Session> {
  assertNewPassword(body.password, body.password_confirmation);
  assertTerms(body.terms);
  const invitation = await findLiveInvitation(db, body.hash);
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
export function emailExists(db: Database, email: string): Promise<boolean> {
  return isEmailInUse(db, email);
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
    const role = await repo.findOrCreateMasterRole(tx);
    const clientId = await repo.insertClient(tx, body.company || `${body.name} ${body.surname}`);
    const row = await repo.insertFirstUser(tx, clientId, { roleId: role.id, email, passwordHash, name: body.name, surname: body.surname });
    if (!row) throw new AppError('VALIDATION', AUTH_TEXTS.emailInUse, [{ name: 'email', reason: AUTH_TEXTS.emailInUse }]);
    return row;
  });
  return startSession(db, jwtSecret, user.id, user.clientId);
}
