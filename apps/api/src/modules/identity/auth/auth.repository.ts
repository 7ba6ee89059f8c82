/**
 * Users and refresh tokens for sign-in and session rotation (SPEC §4 Session). Sign-in comes before any client is known,
 * so the two user reads here are explicitly cross-client (by e-mail, unique across clients; by the id a session names).
 * Refresh tokens belong to a user, not a client.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { refreshTokens, users, type Database } from '@insight/db';

/** The user signing in by lower-cased e-mail in any client (e-mails are unique across clients), or null. */
export async function findUserForSignIn(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id, clientId: users.clientId, passwordHash: users.passwordHash, status: users.status })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row ?? null;
}

/** The Active user with `userId` in any client (the user a refresh token names), or null. */
export async function findActiveUserOfSession(db: Database, userId: string) {
  const [row] = await db
    .select({ id: users.id, clientId: users.clientId })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, 'Active')))
    .limit(1);
  return row ?? null;
}

/** Stores a new refresh token hash. */
export async function insertRefreshToken(db: Database, values: { userId: string; familyId: string; tokenHash: string; expiresAt: Date }) {
  await db.insert(refreshTokens).values(values);
}

/** The refresh token row with this hash, or null. */
export async function findRefreshToken(db: Database, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/** Marks a token revoked when it is still live; false when another caller got there first. */
export async function retireRefreshToken(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

/** Revokes every live token of a family (logout, reuse detection, deleted user). */
export async function revokeFamily(db: Database, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes every live refresh token of a user. */
export async function revokeUserTokens(db: Database, userId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
