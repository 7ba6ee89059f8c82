/**
 * The authorize step of the read routes (ARCHITECTURE §3 rule 3): who asks, may they read research
 * content (the Consumer role sees only stories, SPEC §6), and for which client (SPEC §4 client_id).
 */
import type { FastifyRequest } from 'fastify';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { segmentGroups, studies, type Database } from '@insight/db';
import { requireResearchAccess, resolveClientId, viewerOf, type Viewer } from '../../plugins/auth';
import { projectGrantsOf } from '../team/team.repository';

/**
 * The viewer, the client a request acts for, and the projects whose studies they may see
 * (`projectIds` null = every project; SPEC §6 project access).
 */
export type ReadScope = { viewer: Viewer; clientId: string; projectIds: string[] | null };

/**
 * Projects whose studies the viewer may see in `clientId` (SPEC §6: project access is granted per user): null (all) for
 * Admin and Master, for access_all_clients, and for users with the auto-grant option (every new project is theirs);
 * otherwise only the granted projects (studies outside any project are then hidden too).
 */
export async function visibleProjectIds(db: Database, viewer: Viewer, clientId: string): Promise<string[] | null> {
  if (viewer.roleName === 'Admin' || viewer.roleName === 'Master' || viewer.permissions.includes('access_all_clients')) return null;
  const grants = await projectGrantsOf(db, viewer.userId, clientId);
  return grants.autoGrant ? null : grants.projectIds;
}

/**
 * Scope of a research read (studies, interviews, quotes, …): 403 for the Consumer role,
 * 404 'Client not found' for a `client_id` the viewer may not act for.
 */
export async function researchScope(db: Database, request: FastifyRequest, requestedClientId?: string): Promise<ReadScope> {
  const viewer = viewerOf(request);
  requireResearchAccess(viewer);
  const clientId = await resolveClientId(db, viewer, requestedClientId);
  return { viewer, clientId, projectIds: await visibleProjectIds(db, viewer, clientId) };
}

/** Scope of a read every role may make (stories): only the client is resolved. */
export async function anyRoleScope(db: Database, request: FastifyRequest, requestedClientId?: string): Promise<ReadScope> {
  const viewer = viewerOf(request);
  const clientId = await resolveClientId(db, viewer, requestedClientId);
  return { viewer, clientId, projectIds: await visibleProjectIds(db, viewer, clientId) };
}

/**
 * Condition limiting rows whose `studyIdColumn` names a study to the scope's projects (SPEC §6 project access):
 * undefined when every project is visible, `false` when none is.
 */
export function visibleStudyCondition(studyIdColumn: AnyPgColumn, projectIds: string[] | null): SQL | undefined {
  if (projectIds === null) return undefined;
  if (projectIds.length === 0) return sql`false`;
  return sql`${studyIdColumn} in (select ${studies.id} from ${studies} where ${inArray(studies.projectId, projectIds)})`;
}

/** True when study `studyId` lies in one of `projectIds` (always when null): by-id reads answer 404 otherwise. */
export async function isStudyVisible(db: Database, studyId: string, projectIds: string[] | null): Promise<boolean> {
  if (projectIds === null) return true;
  if (projectIds.length === 0) return false;
  const [row] = await db.select({ id: studies.id }).from(studies).where(and(eq(studies.id, studyId), inArray(studies.projectId, projectIds))).limit(1);
  return Boolean(row);
}

/**
 * Condition on a nullable segment group column (stories): rows without a group stay visible; rows of a group are
 * visible only when the group's study is (undefined when every project is visible).
 */
export function visibleSegmentGroupCondition(groupIdColumn: AnyPgColumn, projectIds: string[] | null): SQL | undefined {
  const visibleStudy = visibleStudyCondition(segmentGroups.studyId, projectIds);
  if (!visibleStudy) return undefined;
  return sql`(${groupIdColumn} is null or ${groupIdColumn} in (select ${segmentGroups.id} from ${segmentGroups} where ${visibleStudy}))`;
}

/** True when segment group `groupId` (none: always) belongs to a study in one of `projectIds` (always when null). */
export async function isSegmentGroupVisible(db: Database, groupId: string | null, projectIds: string[] | null): Promise<boolean> {
  if (projectIds === null || groupId === null) return true;
  const [group] = await db.select({ studyId: segmentGroups.studyId }).from(segmentGroups).where(eq(segmentGroups.id, groupId)).limit(1);
  return group ? isStudyVisible(db, group.studyId, projectIds) : true;
}
