/** Password reset tokens (stored hashed, single use, expiring); a token names its user, whose client filters the write. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { passwordResetTokens, users, type Database } from '@insight/db';

/** Stores a reset token hash for `userId`. */
export async function insertResetToken(db: Database, values: { userId: string; tokenHash: string; expiresAt: Date }) {
  await db.insert(passwordResetTokens).values(values);
}

/** The unused, unexpired reset token with this hash and its Active user's e-mail and client, or null (by token: before sign-in). */
export async function findLiveResetToken(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId, clientId: users.clientId, email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
        eq(users.status, 'Active'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Marks a reset token used; false when it was used concurrently. */
export async function useResetToken(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  return rows.length === 1;
}

/** Marks every open reset token of a user used (after a successful reset). */
export async function useAllResetTokens(db: Database, userId: string) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Sets the password hash of user `userId` of client `clientId`. */
export async function setPasswordHash(db: Database, clientId: string, userId: string, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(and(eq(users.clientId, clientId), eq(users.id, userId)));
}
