/** Tag reads (SPEC §3 Tag; §7 GET /v3/tags); filtered by the viewer's `clientId`. */
import { and, asc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { studyTags, tags, type Database } from '@insight/db';
import { likePattern } from '../../core/sql';

/** Tags of the client by title, optionally only those of one study or whose title contains `q`. */
export async function listTags(db: Database, clientId: string, filters: { studyId?: string; q?: string }) {
  const conditions: SQL[] = [eq(tags.clientId, clientId)];
  if (filters.q) conditions.push(ilike(tags.title, likePattern(filters.q)));
  if (filters.studyId) {
    conditions.push(sql`exists (select 1 from ${studyTags} where ${studyTags.tagId} = ${tags.id} and ${studyTags.studyId} = ${filters.studyId})`);
  }
  return db
    .select()
    .from(tags)
    .where(and(...conditions))
    .orderBy(asc(tags.title), asc(tags.id));
}
