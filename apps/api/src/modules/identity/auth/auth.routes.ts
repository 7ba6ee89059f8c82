/** Auth endpoints (SPEC §7 Auth): POST /api/auth/login, GET /api/auth/refresh_token, GET /api/auth/logout. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LoginRequest, Problem, REFRESH_COOKIE, TokenResponse } from '@insight/contracts';
import type { Database } from '@insight/db';
import { perAddressLimit } from './address-limit';
import * as service from './auth.service';
import { clearRefreshCookie, sendSession as sendSessionCookie } from './session-cookie';

/** Options of the auth routes; `loginRateLimit` is sign-in attempts per minute per address and e-mail (default 10). */
type AuthRoutesOptions = { db: Database; jwtSecret: Uint8Array; cookieSecure: boolean; loginRateLimit?: number };

/**
 * Registers the auth routes under the API prefix. Login is rate-limited per address and e-mail (`loginRateLimit` a
 * minute) and per address across e-mails (three times that), 429 with Retry-After; the address is the socket's unless
 * TRUST_PROXY names the proxy it came through.
 */
export async function authRoutes(app: FastifyInstance, opts: AuthRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const sendSession = (reply: FastifyReply, session: service.Session) => sendSessionCookie(reply, session, opts.cookieSecure);

  const loginRateLimit = opts.loginRateLimit ?? 10;
  r.post('/auth/login', {
    // One address spraying many e-mails: counted before anything else is done.
    onRequest: perAddressLimit(3 * loginRateLimit, 60),
    schema: {
      summary: 'Sign in with e-mail and password; sets the refresh cookie (SPEC §7)',
      tags: ['auth'],
      body: LoginRequest,
      response: { 200: TokenResponse, 401: Problem },
    },
    config: {
      rateLimit: {
        // preHandler: the body is parsed by then, so the key holds the e-mail as well as the address.
        hook: 'preHandler',
        max: loginRateLimit,
        timeWindow: '1 minute',
        keyGenerator: (request: { ip: string; body?: unknown }) =>
          `${request.ip}|${String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase()}`,
      },
    },
    handler: async (request, reply) => {
      const session = await service.login(opts.db, opts.jwtSecret, request.body.email, request.body.password);
      return sendSession(reply, session);
    },
  });

  r.get('/auth/refresh_token', {
    schema: {
      summary: 'Exchange the refresh cookie for a new access token; rotates the refresh token (SPEC §4)',
      tags: ['auth'],
      response: { 200: TokenResponse, 401: Problem },
    },
    handler: async (request, reply) => {
      try {
        const session = await service.refresh(opts.db, opts.jwtSecret, request.cookies[REFRESH_COOKIE]);
        return sendSession(reply, session);
      } catch (error) {
        clearRefreshCookie(reply);
        throw error;
      }
    },
  });

  r.get('/auth/logout', {
    schema: { summary: 'End the session and clear the refresh cookie', tags: ['auth'], response: { 200: z.object({ ok: z.literal(true) }) } },
    handler: async (request, reply) => {
      await service.logout(opts.db, request.cookies[REFRESH_COOKIE]);
      clearRefreshCookie(reply);
      return { ok: true as const };
    },
  });
}
