/** Tag reads (SPEC §3 Tag; §7 GET /v3/tags); filtered by the viewer's `clientId` and visible projects. */
import { and, asc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { studyTags, tags, type Database } from '@insight/db';
import type { ClientScope } from '../../core/client-scope';
import { visibleStudyCondition } from '../../core/project-visibility';
import { likePattern } from '../../core/sql';

/**
 * Tags of the client by title, optionally only those of one study or whose title contains `q`. With `projectIds` (SPEC
 * §6 project access) a study outside them counts as absent: its tags are listed only when they are also on a visible
 * study, or on none.
 */
export async function listTags(db: Database, clientId: string, projectIds: ClientScope['projectIds'], filters: { studyId?: string; q?: string }) {
  const conditions: SQL[] = [eq(tags.clientId, clientId)];
  if (filters.q) conditions.push(ilike(tags.title, likePattern(filters.q)));
  const visible = visibleStudyCondition(studyTags.studyId, projectIds);
  const onStudy = (extra?: SQL) => sql`exists (select 1 from ${studyTags} where ${and(eq(studyTags.tagId, tags.id), extra, visible)})`;
  if (filters.studyId) conditions.push(onStudy(eq(studyTags.studyId, filters.studyId)));
  else if (visible) conditions.push(sql`(${onStudy()} or not exists (select 1 from ${studyTags} where ${eq(studyTags.tagId, tags.id)}))`);
  return db
    .select()
    .from(tags)
    .where(and(...conditions))
    .orderBy(asc(tags.title), asc(tags.id));
}
