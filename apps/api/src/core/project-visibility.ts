/**
 * Project visibility (SPEC §6 project access): conditions and checks that hide studies, and everything inside them,
 * outside the projects of a {@link ClientScope}. `projectIds` null means every project is visible.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { segmentGroups, studies, type Database } from '@insight/db';
import type { ClientScope } from './client-scope';

type ProjectIds = ClientScope['projectIds'];

/**
 * Condition limiting rows whose `studyIdColumn` names a study to the scope's projects:
 * undefined when every project is visible, `false` when none is.
 */
export function visibleStudyCondition(studyIdColumn: AnyPgColumn, projectIds: ProjectIds): SQL | undefined {
  if (projectIds === null) return undefined;
  if (projectIds.length === 0) return sql`false`;
  return sql`${studyIdColumn} in (select ${studies.id} from ${studies} where ${inArray(studies.projectId, projectIds)})`;
}

/** True when study `studyId` lies in one of `projectIds` (always when null): by-id reads answer 404 otherwise. */
export async function isStudyVisible(db: Database, studyId: string, projectIds: ProjectIds): Promise<boolean> {
  if (projectIds === null) return true;
  if (projectIds.length === 0) return false;
  const [row] = await db
    .select({ id: studies.id })
    .from(studies)
    .where(and(eq(studies.id, studyId), inArray(studies.projectId, projectIds)))
    .limit(1);
  return Boolean(row);
}

/**
 * Condition on a nullable segment group column (stories): rows without a group stay visible; rows of a group are
 * visible only when the group's study is (undefined when every project is visible).
 */
export function visibleSegmentGroupCondition(groupIdColumn: AnyPgColumn, projectIds: ProjectIds): SQL | undefined {
  const visibleStudy = visibleStudyCondition(segmentGroups.studyId, projectIds);
  if (!visibleStudy) return undefined;
  return sql`(${groupIdColumn} is null or ${groupIdColumn} in (select ${segmentGroups.id} from ${segmentGroups} where ${visibleStudy}))`;
}

/** True when segment group `groupId` (none: always) belongs to a study in one of `projectIds` (always when null). */
export async function isSegmentGroupVisible(db: Database, groupId: string | null, projectIds: ProjectIds): Promise<boolean> {
  if (projectIds === null || groupId === null) return true;
  const [group] = await db.select({ studyId: segmentGroups.studyId }).from(segmentGroups).where(eq(segmentGroups.id, groupId)).limit(1);
  return group ? isStudyVisible(db, group.studyId, projectIds) : true;
}
