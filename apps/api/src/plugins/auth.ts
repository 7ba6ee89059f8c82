/**
 * Authentication and tenancy (SPEC §4 Session, §6 Roles): verifies the bearer JWT, loads the viewer
 * (user, role, permissions) fresh on every request so deleted users and changed roles take effect at once,
 * and resolves the active client of a request.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import { ERROR_TEXTS, isConsumerRole, LIMITS, type Permission } from '@insight/contracts';
import type { Database } from '@insight/db';
import { AppError, forbidden, notFound } from '../lib/app-error';
import { findViewer, userMayActForClient, clientExists } from '../modules/user/user.repository';

/** The signed-in user as every route sees it. */
export type Viewer = {
  userId: string;
  email: string;
  homeClientId: string;
  roleName: string;
  permissions: readonly string[];
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set by `app.authenticate`. */
    viewer: Viewer | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless a valid bearer token of an active user is sent. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

/** Signs an access token for `userId` of home client `clientId`; `ttlSeconds` defaults to LIMITS.accessTokenTtlSeconds. */
export async function signAccessToken(secret: Uint8Array, userId: string, clientId: string, ttlSeconds: number = LIMITS.accessTokenTtlSeconds) {
  return new SignJWT({ cid: clientId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(secret);
}

/** Registers `request.viewer` and `app.authenticate`. */
export function registerAuth(app: FastifyInstance, opts: { db: Database; jwtSecret: Uint8Array }) {
  app.decorateRequest('viewer', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) throw new AppError('UNAUTHENTICATED', 'Authentication required');
    let sub: string;
    try {
      const { payload } = await jwtVerify(token, opts.jwtSecret, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string') throw new Error('no subject');
      sub = payload.sub;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new AppError('TOKEN_EXPIRED', 'Token expired');
      throw new AppError('UNAUTHENTICATED', 'Invalid token');
    }
    const viewer = await findViewer(opts.db, sub);
    if (!viewer) throw new AppError('UNAUTHENTICATED', ERROR_TEXTS.refreshInvalid);
    request.viewer = viewer;
  });
}

/** The viewer of an authenticated request (throws 401 when a route forgot `app.authenticate`). */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new AppError('UNAUTHENTICATED', 'Authentication required');
  return request.viewer;
}

/** 403 unless the viewer holds `permission` (SPEC §6). */
export function requirePermission(viewer: Viewer, permission: Permission): void {
  if (!viewer.permissions.includes(permission)) throw forbidden();
}

/** 403 for the Consumer role, which sees only stories (SPEC §1, §6). */
export function requireResearchAccess(viewer: Viewer): void {
  if (isConsumerRole(viewer.roleName)) throw forbidden();
}

/**
 * The client a request acts for (SPEC §4, §6): the `client_id` asked for when the viewer may act for it
 * (own client, an extra client of theirs, or any client with access_all_clients), else their own client.
 * An unknown or foreign client id is a 404.
 */
export async function resolveClientId(db: Database, viewer: Viewer, requested: string | undefined): Promise<string> {
  if (!requested || requested === viewer.homeClientId) return viewer.homeClientId;
  if (viewer.permissions.includes('access_all_clients')) {
    if (await clientExists(db, requested)) return requested;
    throw notFound('Client not found');
  }
  if (await userMayActForClient(db, viewer.userId, requested)) return requested;
  throw notFound('Client not found');
}
