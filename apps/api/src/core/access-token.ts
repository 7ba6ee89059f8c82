/**
 * The access token (SPEC §4 Session): an HS256 JWT with `sub` = user id and `cid` = home client id, LIMITS.accessTokenTtlSeconds
 * long. The one place that knows its format: the auth module signs it, the auth plugin verifies it.
 */
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import { LIMITS } from '@insight/contracts';
import { AppError } from './app-error';

/** Signs an access token for `userId` of home client `clientId`; `ttlSeconds` defaults to LIMITS.accessTokenTtlSeconds. */
export async function signAccessToken(secret: Uint8Array, userId: string, clientId: string, ttlSeconds: number = LIMITS.accessTokenTtlSeconds) {
  return new SignJWT({ cid: clientId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(secret);
}

/** The user id (`sub`) of a valid access token; 401 TOKEN_EXPIRED when expired, 401 UNAUTHENTICATED when invalid. */
export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<string> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string') throw new Error('no subject');
    return payload.sub;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new AppError('TOKEN_EXPIRED', 'Token expired');
    throw new AppError('UNAUTHENTICATED', 'Invalid token');
  }
}
