/**
 * Authentication (SPEC §4 Session, §6 Roles): registers `app.authenticate`, which verifies the bearer JWT and loads the
 * viewer (user, role, permissions) fresh on every request with a check that the token's session is still live, so
 * logout, password resets, deleted users and changed roles take effect on the next request.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_TEXTS } from '@insight/contracts';
import type { Database } from '@insight/db';
import { verifyAccessToken } from '../core/access-token';
import { AppError } from '../core/app-error';
import { loadViewer } from '../core/viewer';

/** Registers `request.viewer` and `app.authenticate` (401 without a valid token of an Active user). */
export function registerAuth(app: FastifyInstance, opts: { db: Database; jwtSecret: Uint8Array }) {
  app.decorateRequest('viewer', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) throw new AppError('UNAUTHENTICATED', 'Authentication required');
    const { userId, sessionId } = await verifyAccessToken(opts.jwtSecret, token);
    const viewer = await loadViewer(opts.db, userId, sessionId);
    if (!viewer) throw new AppError('UNAUTHENTICATED', ERROR_TEXTS.refreshInvalid);
    request.viewer = viewer;
  });
}
