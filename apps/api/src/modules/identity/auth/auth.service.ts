/**
 * Sign-in and session rules (SPEC §4 Session, §7 Auth, §8): argon2id passwords, short-lived access JWTs,
 * rotating refresh tokens stored hashed; presenting a rotated-away refresh token revokes its whole family.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { AUTH_TEXTS, ERROR_TEXTS, LIMITS, isPasswordValid } from '@insight/contracts';
import type { Database } from '@insight/db';
import { signAccessToken } from '../../../core/access-token';
import { AppError } from '../../../core/app-error';
import * as repo from './auth.repository';
import { passwordWork } from './password-gate';

/** argon2id parameters (OWASP: m=19 MiB, t=2, p=1). */
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id. */
export const hashPassword = (password: string) => passwordWork(() => hash(password, ARGON2_OPTIONS));

// Verified against when the e-mail is unknown, so both paths take the same time.
let dummyHash: Promise<string> | null = null;

/** SHA-256 of an opaque token (refresh, invitation, reset), as stored in the database. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A session: the access token (expires in `expiresIn` seconds) and the opaque refresh token for the cookie. */
export type Session = { accessToken: string; expiresIn: number; refreshToken: string; refreshExpiresAt: Date };

/** Starts a new session (new refresh family) for `userId`. */
export const startSession = (db: Database, jwtSecret: Uint8Array, userId: string, clientId: string) =>
  issueSession(db, jwtSecret, userId, clientId, randomUUID());

async function issueSession(db: Database, jwtSecret: Uint8Array, userId: string, clientId: string, familyId: string): Promise<Session> {
  const refreshToken = randomBytes(32).toString('base64url');
  const refreshExpiresAt = new Date(Date.now() + LIMITS.refreshTokenTtlSeconds * 1000);
  await repo.insertRefreshToken(db, { userId, familyId, tokenHash: hashToken(refreshToken), expiresAt: refreshExpiresAt });
  // The session id is the refresh family: it lives while the family holds a live token.
  const accessToken = await signAccessToken(jwtSecret, userId, clientId, familyId);
  return { accessToken, expiresIn: LIMITS.accessTokenTtlSeconds, refreshToken, refreshExpiresAt };
}

/**
 * Checks e-mail and password; 401 'Wrong email or password. Please try again.' on any mismatch (SPEC §8), 429 when too
 * many password checks are under way (password-gate.ts).
 */
export async function login(db: Database, jwtSecret: Uint8Array, email: string, password: string): Promise<Session> {
  const user = await repo.findUserForSignIn(db, email.trim().toLowerCase());
  if (!user || !user.passwordHash || user.status !== 'Active') {
    dummyHash ??= hash('not-a-real-password-1!', ARGON2_OPTIONS);
    const stored = await dummyHash;
    await passwordWork(() => verify(stored, password).catch(() => false), true);
    throw new AppError('INVALID_CREDENTIALS', ERROR_TEXTS.wrongCredentials);
  }
  const stored = user.passwordHash;
  const ok = await passwordWork(() => verify(stored, password).catch(() => false), true);
  if (!ok) throw new AppError('INVALID_CREDENTIALS', ERROR_TEXTS.wrongCredentials);
  return issueSession(db, jwtSecret, user.id, user.clientId, randomUUID());
}

/**
 * Rotates a refresh token: the presented one is retired and a new one of the same family issued.
 * 401 'refresh token invalid' when unknown or expired; reuse of a retired token revokes the family.
 */
export async function refresh(db: Database, jwtSecret: Uint8Array, refreshToken: string | undefined): Promise<Session> {
  if (!refreshToken) throw new AppError('REFRESH_INVALID', ERROR_TEXTS.refreshInvalid);
  const row = await repo.findRefreshToken(db, hashToken(refreshToken));
  if (!row) throw new AppError('REFRESH_INVALID', ERROR_TEXTS.refreshInvalid);
  if (row.revokedAt) {
    await repo.revokeFamily(db, row.familyId);
    throw new AppError('REFRESH_INVALID', ERROR_TEXTS.refreshInvalid);
  }
  if (row.expiresAt.getTime() <= Date.now()) throw new AppError('REFRESH_INVALID', ERROR_TEXTS.refreshInvalid);
  const user = await repo.findActiveUserOfSession(db, row.userId);
  if (!user) {
    await repo.revokeFamily(db, row.familyId);
    throw new AppError('REFRESH_INVALID', ERROR_TEXTS.refreshInvalid);
  }
  // The successor is stored before the token is retired, so the session never has a moment without a live token.
  // Only one caller may rotate a token; a concurrent second one counts as reuse.
  const session = await issueSession(db, jwtSecret, user.id, user.clientId, row.familyId);
  const retired = await repo.retireRefreshToken(db, row.id);
  if (!retired) {
    await repo.revokeFamily(db, row.familyId);
    throw new AppError('REFRESH_INVALID', ERROR_TEXTS.refreshInvalid);
  }
  return session;
}

/** Ends the session of a refresh token (its whole family); unknown tokens are fine. */
export async function logout(db: Database, refreshToken: string | undefined): Promise<void> {
  if (!refreshToken) return;
  const row = await repo.findRefreshToken(db, hashToken(refreshToken));
  if (row) await repo.revokeFamily(db, row.familyId);
}

/** Verifies `password` against a stored argon2id hash (false on any error). */
export const verifyPassword = (passwordHash: string, password: string) => passwordWork(() => verify(passwordHash, password).catch(() => false));

/** A fresh opaque token (256 random bits) for invitation and reset links; store only {@link hashToken} of it. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');

/**
 * Checks a new password against SPEC §5 (`isPasswordValid` of contracts, the rule the web forms check) and its repeat:
 * 400 naming `password` or `password_confirmation` with the spec text.
 */
export function assertNewPassword(password: string, confirmation: string): void {
  if (!password) throw new AppError('VALIDATION', AUTH_TEXTS.required, [{ name: 'password', reason: AUTH_TEXTS.required }]);
  if (!isPasswordValid(password)) throw new AppError('VALIDATION', AUTH_TEXTS.passwordRule, [{ name: 'password', reason: AUTH_TEXTS.passwordRule }]);
  if (password !== confirmation) {
    throw new AppError('VALIDATION', AUTH_TEXTS.passwordMismatch, [{ name: 'password_confirmation', reason: AUTH_TEXTS.passwordMismatch }]);
  }
}

/** Ends every session of a user (password reset, deletion): all their refresh families are revoked. */
export async function revokeAllSessions(db: Database, userId: string): Promise<void> {
  await repo.revokeUserTokens(db, userId);
}

/** The Active account with this e-mail (any client; trimmed, lower-cased) as `{ id, clientId }`, or null (sign-in by a provider, reset mails). */
export async function findActiveAccountByEmail(db: Database, email: string): Promise<{ id: string; clientId: string } | null> {
  const user = await repo.findUserForSignIn(db, email.trim().toLowerCase());
  return user?.status === 'Active' ? { id: user.id, clientId: user.clientId } : null;
}
