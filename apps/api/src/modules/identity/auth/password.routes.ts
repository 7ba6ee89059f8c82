/** Forgot/reset password endpoints (SPEC §7): POST /api/auth/password/email, GET …/check-reset-token/{token}, POST …/reset. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_TEXTS, MessageResponse, PasswordEmailRequest, PasswordResetRequest, Problem, ResetTokenResponse } from '@insight/contracts';
import type { Database } from '@insight/db';
import { sendAll, type Mailer } from '../../../mail/mailer';
import { perAddressLimit } from './address-limit';
import * as service from './password.service';

/** Options of the password routes. */
type PasswordRoutesOptions = { db: Database; mailer: Mailer; publicBase: string };

/** Rate limit keyed by client address and the e-mail in the body (hook preHandler, so the body is parsed). */
const perAddressAndEmail = (max: number, timeWindow: string) => ({
  hook: 'preHandler' as const,
  max,
  timeWindow,
  keyGenerator: (request: { ip: string; body?: unknown }) =>
    `${request.ip}|${String((request.body as { email?: unknown } | undefined)?.email ?? '')
      .trim()
      .toLowerCase()}`,
});

/** Registers the password routes; reset mails are rate-limited per address and e-mail and per address (429 + Retry-After). */
export async function passwordRoutes(app: FastifyInstance, opts: PasswordRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/auth/password/email', {
    // One address asking for many e-mails' resets: counted across e-mails too.
    onRequest: perAddressLimit(15, 15 * 60),
    schema: {
      summary: 'Send a password reset e-mail; same answer whether or not the address exists (SPEC §7)',
      tags: ['auth'],
      body: PasswordEmailRequest,
      response: { 200: MessageResponse, 429: Problem },
    },
    config: { rateLimit: perAddressAndEmail(5, '15 minutes') },
    handler: async (request) => {
      const mail = await service.requestReset(opts.db, request.body.email, opts.publicBase);
      // Sent in the background so the answer time does not tell whether the address exists.
      if (mail) void sendAll(opts.mailer, [mail], request.log);
      return { ok: true as const, message: AUTH_TEXTS.resetEmailSent };
    },
  });

  r.get('/auth/password/check-reset-token/:token', {
    schema: {
      summary: 'Check a reset token; answers its e-mail (404 when invalid, used or expired)',
      tags: ['auth'],
      params: z.object({ token: z.string().min(1).max(200) }),
      response: { 200: ResetTokenResponse, 404: Problem },
    },
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request) => ({ data: await service.checkResetToken(opts.db, request.params.token) }),
  });

  r.post('/auth/password/reset', {
    schema: {
      summary: 'Set a new password with a reset token; ends every session of the user',
      tags: ['auth'],
      body: PasswordResetRequest,
      response: { 200: MessageResponse, 400: Problem, 404: Problem, 429: Problem },
    },
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request) => {
      await service.resetPassword(opts.db, request.body.token, request.body.password, request.body.password_confirmation);
      return { ok: true as const, message: AUTH_TEXTS.passwordReset };
    },
  });
}
