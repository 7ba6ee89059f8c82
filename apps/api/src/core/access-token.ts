/**
 * The access token (SPEC §4 Session): an HS256 JWT with `sub` = user id, `cid` = home client id and `sid` = the session
 * (refresh token family) it belongs to, LIMITS.accessTokenTtlSeconds long. The one place that knows its format: the auth
 * module signs it, the auth plugin verifies it and checks the session is still live (core/viewer.ts).
 */
import { webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import { LIMITS } from '@insight/contracts';
import { AppError } from './app-error';

/** Signs an access token for `userId` of home client `clientId` in session `sessionId`; `ttlSeconds` defaults to LIMITS.accessTokenTtlSeconds. */
export async function signAccessToken(
  secret: Uint8Array,
  userId: string,
  clientId: string,
  sessionId: string,
  ttlSeconds: number = LIMITS.accessTokenTtlSeconds,
) {
  return new SignJWT({ cid: clientId, sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(secret);
}

/** The HMAC key of each secret, imported once: jose would import a raw secret again on every verification. */
const verifyKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();

function verifyKey(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = verifyKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    verifyKeys.set(secret, key);
  }
  return key;
}

/** Tokens already verified, per secret: the same bytes verify the same way, so only `exp` is checked again (decision 0240). */
const verified = new WeakMap<Uint8Array, Map<string, { userId: string; sessionId: string; exp: number }>>();
const VERIFIED_MAX = 10_000;

/**
 * The user id (`sub`) and session id (`sid`) of a valid access token; 401 TOKEN_EXPIRED when expired, 401
 * UNAUTHENTICATED when invalid. A token verified before is not verified again (its HMAC, through WebCrypto, was ~10 %
 * of the API's busy time under list load), but its expiry is checked on every call; the session itself is checked by
 * `loadViewer` on every request.
 */
export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<{ userId: string; sessionId: string }> {
  let known = verified.get(secret);
  if (!known) {
    known = new Map();
    verified.set(secret, known);
  }
  const hit = known.get(token);
  if (hit) {
    if (hit.exp > Math.floor(Date.now() / 1000)) return { userId: hit.userId, sessionId: hit.sessionId };
    known.delete(token);
    throw new AppError('TOKEN_EXPIRED', 'Token expired');
  }
  try {
    const { payload } = await jwtVerify(token, await verifyKey(secret), { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') throw new Error('no subject or session');
    if (typeof payload.exp === 'number') {
      if (known.size >= VERIFIED_MAX) known.clear();
      known.set(token, { userId: payload.sub, sessionId: payload.sid, exp: payload.exp });
    }
    return { userId: payload.sub, sessionId: payload.sid };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new AppError('TOKEN_EXPIRED', 'Token expired');
    throw new AppError('UNAUTHENTICATED', 'Invalid token');
  }
}
