/** Maps a session to the wire shape of packages/contracts/src/auth.ts TokenResponse (SPEC §4, §7 Auth). Pure. */
import type { TokenResponse } from '@insight/contracts';
import type { Session } from './auth.service';

/** The access token answer of a session: bearer token and its lifetime in seconds (the refresh token goes in a cookie). */
export function presentSession(session: Session): TokenResponse {
  return { access_token: session.accessToken, token_type: 'Bearer' as const, expires_in: session.expiresIn };
}
