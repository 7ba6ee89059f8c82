/**
 * Authentication (SPEC §4 Session, §6 Roles): registers `app.authenticate`, which verifies the bearer JWT and loads the
 * viewer (user, role, permissions) fresh on every request, so deleted users and changed roles take effect at once.
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
    const viewer = await loadViewer(opts.db, await verifyAccessToken(opts.jwtSecret, token));
    if (!viewer) throw new AppError('UNAUTHENTICATED', ERROR_TEXTS.refreshInvalid);
    request.viewer = viewer;
  });
}
