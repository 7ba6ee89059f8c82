/** Password reset tokens (stored hashed, single use, expiring). */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { passwordResetTokens, users, type Database } from '@insight/db';

/** Stores a reset token hash for `userId`. */
export async function insertResetToken(db: Database, values: { userId: string; tokenHash: string; expiresAt: Date }) {
  await db.insert(passwordResetTokens).values(values);
}

/** The unused, unexpired reset token with this hash and its Active user's e-mail, or null. */
export async function findLiveResetToken(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId, email: users.email })
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

/** Sets a user's password hash. */
export async function setPasswordHash(db: Database, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}
