/**
 * Auth (SPEC §4 Session, §7 Auth): sign-in, session rotation, sign-out, forgot/reset password; the session, password and
 * token helpers the other identity modules use. Its public entry within the identity area.
 */
export { authRoutes } from './auth.routes';
export { passwordRoutes } from './password.routes';
export {
  assertNewPassword,
  findActiveAccountByEmail,
  hashPassword,
  hashToken,
  newOpaqueToken,
  startSession,
  verifyPassword,
  type Session,
} from './auth.service';
export { sendSession, setRefreshCookie } from './session-cookie';
