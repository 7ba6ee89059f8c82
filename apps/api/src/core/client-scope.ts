/**
 * The client scope of a request (SPEC §4 client_id, §6 project access): who asks, for which client, and which
 * projects' studies they may see. Every module's route resolves it first; repositories then filter by its `clientId`.
 */
import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { canActForOtherClients } from '@insight/contracts/permissions';
import { clients, projects, projectUsers, userClients, users, type Database } from '@insight/db';
import { notFound } from './app-error';
import { requireResearchAccess } from './policies';
import { viewerOf, type Viewer } from './viewer';

/**
 * The viewer, the client a request acts for (reads and writes), and the projects whose studies they may see
 * (`projectIds` null = every project; SPEC §6 project access).
 */
export type ClientScope = { viewer: Viewer; clientId: string; projectIds: string[] | null };

/** True when a client with `clientId` exists (a cross-client read, for viewers with access_all_clients only). */
async function anyClientExists(db: Database, clientId: string): Promise<boolean> {
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).limit(1);
  return Boolean(row);
}

/** True when `userId` has an extra-client grant (`user_clients`) for `clientId`. */
async function hasExtraClient(db: Database, userId: string, clientId: string): Promise<boolean> {
  const [row] = await db
    .select({ clientId: userClients.clientId })
    .from(userClients)
    .where(and(eq(userClients.userId, userId), eq(userClients.clientId, clientId)))
    .limit(1);
  return Boolean(row);
}

/**
 * True when the viewer may act in clients other than their own (SPEC §6 'Client switching needs access_multiple_clients';
 * access_all_clients implies it). Without it extra-client grants (`user_clients`) count for nothing (decision 0130).
 */
export function mayActForOtherClients(viewer: Pick<Viewer, 'permissions'>): boolean {
  return canActForOtherClients(viewer.permissions);
}

/**
 * The client a request acts for (SPEC §4, §6): the `client_id` asked for when the viewer may act for it
 * (own client; an extra client of theirs with access_multiple_clients; any client with access_all_clients), else
 * their own client. An unknown or foreign client id is a 404 'Client not found': without access_multiple_clients a
 * user acts only in their own client whatever `client_id` says.
 */
export async function resolveClientId(db: Database, viewer: Viewer, requested: string | undefined): Promise<string> {
  if (!requested || requested === viewer.homeClientId) return viewer.homeClientId;
  if (viewer.permissions.includes('access_all_clients')) {
    if (await anyClientExists(db, requested)) return requested;
    throw notFound('Client not found');
  }
  if (mayActForOtherClients(viewer) && (await hasExtraClient(db, viewer.userId, requested))) return requested;
  throw notFound('Client not found');
}

/**
 * Projects whose studies the viewer may see in `clientId` (SPEC §6: project access is granted per user): null (all) for
 * Admin and Master, for access_all_clients, and for users with the auto-grant option (every new project is theirs);
 * otherwise only the projects of `clientId` granted to them (studies outside any project are then hidden too).
 */
async function visibleProjectIds(db: Database, viewer: Viewer, clientId: string): Promise<string[] | null> {
  if (viewer.roleName === 'Admin' || viewer.roleName === 'Master' || viewer.permissions.includes('access_all_clients')) return null;
  // The home client's answer came with the viewer (same statement, decision 0240).
  if (clientId === viewer.homeClientId && viewer.homeProjectIds !== undefined) return viewer.homeProjectIds;
  const [user] = await db.select({ autoGrant: users.autoGrantNewProjects }).from(users).where(eq(users.id, viewer.userId)).limit(1);
  if (user?.autoGrant) return null;
  const rows = await db
    .select({ id: projectUsers.projectId })
    .from(projectUsers)
    .innerJoin(projects, eq(projects.id, projectUsers.projectId))
    .where(and(eq(projectUsers.userId, viewer.userId), eq(projects.clientId, clientId)));
  return rows.map((r) => r.id);
}

/**
 * Scope of a research request (studies, interviews, quotes, showreels, …): 403 for the Consumer role,
 * 404 'Client not found' for a `client_id` the viewer may not act for.
 */
export async function researchScope(db: Database, request: FastifyRequest, requestedClientId?: string): Promise<ClientScope> {
  const viewer = viewerOf(request);
  requireResearchAccess(viewer);
  const clientId = await resolveClientId(db, viewer, requestedClientId);
  return { viewer, clientId, projectIds: await visibleProjectIds(db, viewer, clientId) };
}

/** Scope of a request every role may make (stories): the client and the visible projects are resolved, no role check. */
export async function anyRoleScope(db: Database, request: FastifyRequest, requestedClientId?: string): Promise<ClientScope> {
  const viewer = viewerOf(request);
  const clientId = await resolveClientId(db, viewer, requestedClientId);
  return { viewer, clientId, projectIds: await visibleProjectIds(db, viewer, clientId) };
}
