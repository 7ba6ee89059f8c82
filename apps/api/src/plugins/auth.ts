/**
 * Authentication (SPEC §4 Session, §6 Roles): registers `app.authenticate`, which verifies the bearer JWT and loads the
 * viewer (user, role, permissions) with a check that the token's session is still live, so logout, password resets,
 * deleted users and changed roles take effect on the next request. With a live change feed (decision 0370) a viewer
 * read before is used again until a table it is read from is written (any process; the feed counts every write), else
 * it is read on every request (decision 0018).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { ERROR_TEXTS } from '@insight/contracts';
import type { Database } from '@insight/db';
import { verifyAccessToken } from '../core/access-token';
import { AppError } from '../core/app-error';
import type { ChangeFeed } from '../core/change-feed';
import { loadViewer, type Viewer } from '../core/viewer';

/** Sessions whose viewer is kept, and for how long at most (ms) even without a write (a session's own expiry). */
const KEPT_VIEWERS = 10_000;
const VIEWER_KEPT_MS = 60_000;

/** Registers `request.viewer` and `app.authenticate` (401 without a valid token of an Active user). */
export function registerAuth(app: FastifyInstance, opts: { db: Database; jwtSecret: Uint8Array; changes?: ChangeFeed }) {
  const { changes } = opts;
  const kept = changes ? new LRUCache<string, { viewer: Viewer; version: number }>({ max: KEPT_VIEWERS, ttl: VIEWER_KEPT_MS }) : null;
  app.decorateRequest('viewer', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) throw new AppError('UNAUTHENTICATED', 'Authentication required');
    const { userId, sessionId } = await verifyAccessToken(opts.jwtSecret, token);
    if (!kept || !changes?.live) {
      request.viewer = await requireViewer(opts.db, userId, sessionId);
      return;
    }
    const key = `${userId}\n${sessionId}`;
    const hit = kept.get(key);
    if (hit && hit.version === changes.viewerVersion) {
      request.viewer = hit.viewer;
      return;
    }
    // The counter before the read: a write during it moves the counter, so this viewer is read again next time.
    const version = changes.viewerVersion;
    const viewer = await requireViewer(opts.db, userId, sessionId);
    kept.set(key, { viewer, version });
    request.viewer = viewer;
  });
}

/** The live viewer of `sessionId`, frozen (shared by the requests that use it again); 401 when there is none. */
async function requireViewer(db: Database, userId: string, sessionId: string): Promise<Viewer> {
  const viewer = await loadViewer(db, userId, sessionId);
  if (!viewer) throw new AppError('UNAUTHENTICATED', ERROR_TEXTS.refreshInvalid);
  if (viewer.homeProjectIds) Object.freeze(viewer.homeProjectIds);
  Object.freeze(viewer.permissions);
  return Object.freeze(viewer);
}
