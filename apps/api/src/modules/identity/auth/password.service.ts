/**
 * Forgot and reset password (SPEC §7 /auth/password/*): tokens are 256 random bits, stored as SHA-256,
 * single-use and valid for one hour; a reset ends every session of the user.
 */
import { AUTH_TEXTS, RESET_LINK_PATH, TOKEN_TTLS } from '@insight/contracts';
import type { Database } from '@insight/db';
import { AppError } from '../../../core/app-error';
import type { MailMessage } from '../../../mail/mailer';
import { resetMail } from '../../../mail/templates';
import { assertNewPassword, findActiveAccountByEmail, hashPassword, hashToken, newOpaqueToken, revokeAllSessions } from './auth.service';
import * as repo from './password.repository';

/** The reset e-mail to send for `email`, or null when no Active account has it (the caller answers the same either way). */
export async function requestReset(db: Database, email: string, base: string): Promise<MailMessage | null> {
  const address = email.trim().toLowerCase();
  const user = await findActiveAccountByEmail(db, address);
  if (!user) return null;
  const token = newOpaqueToken();
  await repo.insertResetToken(db, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + TOKEN_TTLS.resetSeconds * 1000),
  });
  return resetMail(address, `${base}${RESET_LINK_PATH}/${encodeURIComponent(token)}`, TOKEN_TTLS.resetSeconds / 60);
}

/** The e-mail of a live reset token; 404 with the invalid-link text otherwise. */
export async function checkResetToken(db: Database, token: string): Promise<{ email: string }> {
  const row = await repo.findLiveResetToken(db, hashToken(token));
  if (!row) throw new AppError('NOT_FOUND', AUTH_TEXTS.resetTokenInvalid);
  return { email: row.email };
}

/** Sets a new password with a live token (used up), then revokes every refresh family of the user. */
export async function resetPassword(db: Database, token: string, password: string, confirmation: string): Promise<void> {
  assertNewPassword(password, confirmation);
  const row = await repo.findLiveResetToken(db, hashToken(token));
  if (!row) throw new AppError('NOT_FOUND', AUTH_TEXTS.resetTokenInvalid);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    if (!(await repo.useResetToken(tx, row.id))) throw new AppError('NOT_FOUND', AUTH_TEXTS.resetTokenInvalid);
    await repo.setPasswordHash(tx, row.clientId, row.userId, passwordHash);
    await repo.useAllResetTokens(tx, row.userId);
    await revokeAllSessions(tx, row.userId);
  });
}
