/** Answers a session: sets the httpOnly refresh cookie on /api/auth and returns the TokenResponse body (SPEC §4). */
import type { FastifyReply } from 'fastify';
import { REFRESH_COOKIE, type TokenResponse } from '@insight/contracts';
import type { Session } from './auth.service';

/** Path of the refresh cookie. */
export const REFRESH_COOKIE_PATH = '/api/auth';

/** Sets the refresh cookie of `session` on `reply` and answers the access-token body. */
export function sendSession(reply: FastifyReply, session: Session, cookieSecure: boolean): TokenResponse {
  setRefreshCookie(reply, session, cookieSecure);
  reply.header('Cache-Control', 'no-store');
  return { access_token: session.accessToken, token_type: 'Bearer' as const, expires_in: session.expiresIn };
}

/** Sets only the refresh cookie (the OIDC callback redirects; the SPA then calls GET /api/auth/refresh_token). */
export function setRefreshCookie(reply: FastifyReply, session: Session, cookieSecure: boolean): void {
  reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure: cookieSecure,
    path: REFRESH_COOKIE_PATH,
    expires: session.refreshExpiresAt,
  });
}
