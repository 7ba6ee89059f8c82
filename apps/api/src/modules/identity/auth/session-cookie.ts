/**
 * The refresh cookie of a session (SPEC §4): httpOnly, `SameSite=Strict`, on /api/auth only; `Secure` when the portal
 * is reached over https (directly or through a TRUST_PROXY proxy) or COOKIE_SECURE / an https PUBLIC_URL says so.
 */
import type { FastifyReply } from 'fastify';
import { REFRESH_COOKIE, type TokenResponse } from '@insight/contracts';
import { presentSession } from './auth.presenter';
import type { Session } from './auth.service';

/** Path of the refresh cookie. */
const REFRESH_COOKIE_PATH = '/api/auth';

/** Sets the refresh cookie of `session` on `reply` (no caching) and answers the access-token body. */
export function sendSession(reply: FastifyReply, session: Session, cookieSecure: boolean): TokenResponse {
  setRefreshCookie(reply, session, cookieSecure);
  reply.header('Cache-Control', 'no-store');
  return presentSession(session);
}

/** Sets only the refresh cookie (the OIDC callback redirects; the SPA then calls GET /api/auth/refresh_token). */
export function setRefreshCookie(reply: FastifyReply, session: Session, cookieSecure: boolean): void {
  reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure: cookieSecure || reply.request.protocol === 'https',
    path: REFRESH_COOKIE_PATH,
    expires: session.refreshExpiresAt,
  });
}

/** Clears the refresh cookie (logout, a refused refresh). */
export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH });
}
