/** Tag reads and writes (SPEC §3 Tag; §7 GET /v3/tags; issue 14); every query filters by the viewer's `clientId` (and visible projects where it reads studies). */
import { and, asc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { quoteTags, quotes, studies, studyTags, tags, type Database } from '@insight/db';
import type { ClientScope } from '../../core/client-scope';
import { likePattern } from '../../core/sql';
import { visibleStudyCondition } from '../../core/project-visibility';

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

/** The client's tag `id`, or null. */
export async function findTag(db: Database, clientId: string, id: string) {
  const [row] = await db
    .select()
    .from(tags)
    .where(and(eq(tags.clientId, clientId), eq(tags.id, id)))
    .limit(1);
  return row ?? null;
}

/** The client's tags among `ids` (unknown ids left out). */
export async function findTags(db: Database, clientId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(tags)
    .where(and(eq(tags.clientId, clientId), inArray(tags.id, [...ids])));
}

/** The client's tag titled `title` regardless of case, or null. */
export async function findTagByTitle(db: Database, clientId: string, title: string) {
  const [row] = await db
    .select()
    .from(tags)
    .where(and(eq(tags.clientId, clientId), sql`lower(${tags.title}) = lower(${title})`))
    .limit(1);
  return row ?? null;
}

/** Inserts a tag unless one of that title (any case) exists; answers the new row, or null when it existed. */
export async function insertTag(db: Database, clientId: string, title: string) {
  const [row] = await db.insert(tags).values({ clientId, title }).onConflictDoNothing().returning();
  return row ?? null;
}

/** Renames the client's tag `id`; false when another tag has that title (any case). */
export async function renameTag(db: Database, clientId: string, id: string, title: string) {
  try {
    const rows = await db
      .update(tags)
      .set({ title })
      .where(and(eq(tags.clientId, clientId), eq(tags.id, id)))
      .returning({ id: tags.id });
    return rows.length > 0;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: string }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Moves every study and quote of tag `fromId` to `intoId` and deletes `fromId`, in one transaction (both the client's). */
export async function mergeTag(db: Database, clientId: string, fromId: string, intoId: string) {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into ${studyTags} (study_id, tag_id) select study_id, ${intoId}::uuid from ${studyTags} where tag_id = ${fromId}::uuid on conflict do nothing`,
    );
    await tx.execute(
      sql`insert into ${quoteTags} (quote_id, tag_id) select quote_id, ${intoId}::uuid from ${quoteTags} where tag_id = ${fromId}::uuid on conflict do nothing`,
    );
    await tx.delete(tags).where(and(eq(tags.clientId, clientId), eq(tags.id, fromId)));
  });
}

/** Deletes the client's tag `id` (its study and quote links go with it). */
export async function deleteTag(db: Database, clientId: string, id: string) {
  await db.delete(tags).where(and(eq(tags.clientId, clientId), eq(tags.id, id)));
}

/**
 * Tags used by the client's live quotes with how many quotes and studies carry each, most used first; only quotes of
 * `studyId` when given, and only of studies in `visibleProjectIds` (null: all; SPEC §6 project access).
 */
export async function tagCounts(db: Database, clientId: string, studyId: string | undefined, visibleProjectIds: string[] | null) {
  const conditions: SQL[] = [eq(quotes.clientId, clientId), isNull(quotes.deletedAt), eq(tags.clientId, clientId)];
  if (studyId) conditions.push(eq(quotes.studyId, studyId));
  const visible = visibleStudyCondition(quotes.studyId, visibleProjectIds);
  if (visible) conditions.push(visible);
  const quoteCount = sql<number>`count(*)::int`;
  return db
    .select({ tag: tags, quotes: quoteCount, studies: sql<number>`count(distinct ${quotes.studyId})::int` })
    .from(quoteTags)
    .innerJoin(tags, eq(tags.id, quoteTags.tagId))
    .innerJoin(quotes, eq(quotes.id, quoteTags.quoteId))
    .where(and(...conditions))
    .groupBy(tags.id)
    .orderBy(sql`count(*) desc`, asc(tags.title));
}

/** True when `studyId` is a study of the client. */
export async function isClientStudy(db: Database, clientId: string, studyId: string) {
  const [row] = await db
    .select({ id: studies.id })
    .from(studies)
    .where(and(eq(studies.clientId, clientId), eq(studies.id, studyId)))
    .limit(1);
  return Boolean(row);
}
