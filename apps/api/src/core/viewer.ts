/**
 * The viewer: the signed-in user as every route sees it (SPEC §4 Session, §6 Roles), loaded fresh on every request so a
 * deleted user, a changed role or an ended session takes effect at once.
 */
import type { FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { projects, projectUsers, refreshTokens, roles, users, type Database } from '@insight/db';
import { AppError } from './app-error';

/** The signed-in user: id, e-mail, home client, role name and the role's permissions (SPEC §6). */
export type Viewer = {
  userId: string;
  email: string;
  homeClientId: string;
  roleName: string;
  permissions: readonly string[];
  /**
   * Projects of the home client whose studies the viewer may see (SPEC §6 project access), read with the viewer in the
   * same statement (decision 0240): null = every project (Admin, Master, access_all_clients, auto-grant). Absent when
   * not read (other clients are resolved by `client-scope.ts`).
   */
  homeProjectIds?: string[] | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set by `app.authenticate` (plugins/auth.ts). */
    viewer: Viewer | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless a valid bearer token of an active user is sent. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

/** The viewer query, prepared once per database: PostgreSQL parses and plans it once per connection, not per request. */
const viewerQueries = new WeakMap<Database, ReturnType<typeof prepareViewerQuery>>();

function prepareViewerQuery(db: Database) {
  const liveSession = sql`exists (select 1 from ${refreshTokens} where ${and(
    eq(refreshTokens.familyId, sql.placeholder('sessionId')),
    eq(refreshTokens.userId, users.id),
    isNull(refreshTokens.revokedAt),
    gt(refreshTokens.expiresAt, sql`now()`),
  )})`;
  // The project grants only matter for roles that do not see every project (client-scope.ts `visibleProjectIds`).
  const homeProjectIds = sql<string[] | null>`(case when ${roles.name} in ('Admin', 'Master') or 'access_all_clients' = any(${roles.permissions})
      or ${users.autoGrantNewProjects} then null
    else array(select ${projectUsers.projectId}::text from ${projectUsers} join ${projects} on ${projects.id} = ${projectUsers.projectId}
      where ${projectUsers.userId} = ${users.id} and ${projects.clientId} = ${users.clientId}) end)`;
  return db
    .select({
      userId: users.id,
      email: users.email,
      homeClientId: users.clientId,
      status: users.status,
      roleName: roles.name,
      permissions: roles.permissions,
      homeProjectIds,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, sql.placeholder('userId')), liveSession))
    .limit(1)
    .prepare('load_viewer');
}

/**
 * The Active user `userId` with their role as a {@link Viewer}, or null when absent, not Active, or when session
 * `sessionId` has ended (no live refresh token left in that family: logout, reset, deletion, reuse detection), with the
 * projects of the home client the viewer may see. One indexed read per request (a prepared statement) and no write; every API process sees the same answer. By id across
 * clients on purpose: it identifies who asks, before any client is chosen.
 */
export async function loadViewer(db: Database, userId: string, sessionId: string): Promise<Viewer | null> {
  let query = viewerQueries.get(db);
  if (!query) {
    query = prepareViewerQuery(db);
    viewerQueries.set(db, query);
  }
  const [row] = await query.execute({ userId, sessionId });
  if (!row || row.status !== 'Active') return null;
  return {
    userId: row.userId,
    email: row.email,
    homeClientId: row.homeClientId,
    roleName: row.roleName,
    permissions: row.permissions,
    homeProjectIds: row.homeProjectIds,
  };
}

/** The viewer of an authenticated request (throws 401 when a route forgot `app.authenticate`). */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new AppError('UNAUTHENTICATED', 'Authentication required');
  return request.viewer;
}
