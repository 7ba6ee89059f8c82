/** Story reads and writes (SPEC §3 Story; §7 Stories); every function filters by the viewer's `clientId`. */
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { boards, insights, interviews, quotes, segmentGroups, showreels, stories, studies, type Database, type StoryRow } from '@insight/db';
import { microsToIso } from '../../core/pagination';
import { visibleSegmentGroupCondition, visibleStudyCondition } from '../../core/project-visibility';
import { epochMicros, likePattern } from '../../core/sql';

/** Keyset position in the story list: `createdAt` in microseconds since 1970 (decimal text) and id. */
export type StoryKey = { createdAtMicros: string; id: string };

/** Filters of the story list: board, segment group, title words, tag (case-insensitive), and the visible projects. */
export type StoryFilters = { boardId?: string; segmentGroupId?: string; q?: string; tag?: string; visibleProjectIds?: string[] | null };

/** Up to `limit` stories of the client after `after`, newest first, matching `filters`. */
export async function listStories(
  db: Database,
  clientId: string,
  filters: StoryFilters,
  page: { limit: number; after?: StoryKey },
): Promise<{ story: StoryRow; key: StoryKey }[]> {
  const conditions: SQL[] = [eq(stories.clientId, clientId)];
  if (filters.boardId) conditions.push(eq(stories.boardId, filters.boardId));
  if (filters.segmentGroupId) conditions.push(eq(stories.segmentGroupId, filters.segmentGroupId));
  const visible = visibleSegmentGroupCondition(stories.segmentGroupId, filters.visibleProjectIds ?? null);
  if (visible) conditions.push(visible);
  if (filters.q) conditions.push(sql`${stories.title} ilike ${likePattern(filters.q)}`);
  if (filters.tag) conditions.push(sql`exists (select 1 from unnest(${stories.tags}) as t(title) where lower(t.title) = lower(${filters.tag}))`);
  if (page.after) {
    conditions.push(sql`(${stories.createdAt}, ${stories.id}) < (${microsToIso(page.after.createdAtMicros)}::timestamptz, ${page.after.id}::uuid)`);
  }
  const rows = await db
    .select({ story: stories, createdAtMicros: epochMicros(stories.createdAt) })
    .from(stories)
    .where(and(...conditions))
    .orderBy(desc(stories.createdAt), desc(stories.id))
    .limit(page.limit);
  return rows.map((row) => ({ story: row.story, key: { createdAtMicros: row.createdAtMicros, id: row.story.id } }));
}

/** The stories of the client on any of `boardIds` that the viewer may see (for board counts). */
export async function storiesOfBoards(db: Database, clientId: string, boardIds: string[], visibleProjectIds: string[] | null) {
  if (boardIds.length === 0) return [];
  const conditions: SQL[] = [eq(stories.clientId, clientId), inArray(stories.boardId, boardIds)];
  const visible = visibleSegmentGroupCondition(stories.segmentGroupId, visibleProjectIds);
  if (visible) conditions.push(visible);
  return db
    .select({ id: stories.id, boardId: stories.boardId, counts: stories.counts, segmentGroupId: stories.segmentGroupId })
    .from(stories)
    .where(and(...conditions));
}

/** Distinct participant countries of the interviews of the studies of `segmentGroupIds` (client `clientId`). */
export async function countriesOfSegmentGroups(db: Database, clientId: string, segmentGroupIds: string[]): Promise<Map<string, string[]>> {
  if (segmentGroupIds.length === 0) return new Map();
  const rows = await db
    .selectDistinct({ groupId: segmentGroups.id, country: interviews.participantCountry })
    .from(segmentGroups)
    .innerJoin(interviews, and(eq(interviews.studyId, segmentGroups.studyId), eq(interviews.clientId, clientId)))
    .where(and(eq(segmentGroups.clientId, clientId), inArray(segmentGroups.id, segmentGroupIds)));
  const map = new Map<string, string[]>();
  for (const row of rows) if (row.country) map.set(row.groupId, [...(map.get(row.groupId) ?? []), row.country]);
  return map;
}

/** The story `storyId` of the client, or null. */
export async function findStory(db: Database, clientId: string, storyId: string): Promise<StoryRow | null> {
  const [row] = await db
    .select()
    .from(stories)
    .where(and(eq(stories.clientId, clientId), eq(stories.id, storyId)))
    .limit(1);
  return row ?? null;
}

/** The client's interviews among `ids` (highlighted on stories and boards) with their media keys; ids of other clients are skipped. */
export async function interviewsByIds(db: Database, clientId: string, ids: string[], visibleProjectIds: string[] | null) {
  if (ids.length === 0) return [];
  const conditions: SQL[] = [eq(interviews.clientId, clientId), inArray(interviews.id, ids)];
  const visible = visibleStudyCondition(interviews.studyId, visibleProjectIds);
  if (visible) conditions.push(visible);
  return db
    .select({
      id: interviews.id,
      studyId: interviews.studyId,
      thumbnailKey: interviews.thumbnailKey,
      duration: interviews.duration,
      language: interviews.language,
      videoKey: interviews.videoKey,
      subtitlesOriginalKey: interviews.subtitlesOriginalKey,
      subtitlesEnKey: interviews.subtitlesEnKey,
      participantName: interviews.participantName,
      participantAge: interviews.participantAge,
      participantCountry: interviews.participantCountry,
    })
    .from(interviews)
    .where(and(...conditions));
}

/** A highlighted interview row. */
export type HighlightedInterviewRow = Awaited<ReturnType<typeof interviewsByIds>>[number];

/** Subtitle keys, thumbnail and spoken language of a stored video file (an interview's or a rendered reel's). */
export type VideoFileInfo = { thumbnailKey: string | null; subtitlesOriginalKey: string | null; subtitlesEnKey: string | null; language: string | null };

/** What the client's interviews and rendered reels know about the video files `keys` (subtitles, thumbnail, language). */
export async function videoFilesByKeys(db: Database, clientId: string, keys: string[]): Promise<Map<string, VideoFileInfo>> {
  const map = new Map<string, VideoFileInfo>();
  if (keys.length === 0) return map;
  const fromInterviews = await db
    .select({
      key: interviews.videoKey,
      thumbnailKey: interviews.thumbnailKey,
      subtitlesOriginalKey: interviews.subtitlesOriginalKey,
      subtitlesEnKey: interviews.subtitlesEnKey,
      language: interviews.language,
    })
    .from(interviews)
    .where(and(eq(interviews.clientId, clientId), inArray(interviews.videoKey, keys)));
  const fromReels = await db
    .select({
      key: showreels.videoKey,
      thumbnailKey: showreels.thumbnailKey,
      subtitlesOriginalKey: showreels.subtitlesOriginalKey,
      subtitlesEnKey: showreels.subtitlesEnKey,
      language: studies.language,
    })
    .from(showreels)
    .innerJoin(studies, eq(studies.id, showreels.studyId))
    .where(and(eq(showreels.clientId, clientId), inArray(showreels.videoKey, keys)));
  for (const { key, ...info } of [...fromInterviews, ...fromReels]) if (key) map.set(key, info);
  return map;
}

/**
 * The client's quotes among `ids` whose study the viewer may see, with the interview's media keys (story quote blocks;
 * `isLiveOnly` leaves out quotes deleted while a reel still uses them).
 */
export async function quotesByIds(db: Database, clientId: string, ids: string[], visibleProjectIds: string[] | null, isLiveOnly = false) {
  if (ids.length === 0) return [];
  const conditions: SQL[] = [eq(quotes.clientId, clientId), inArray(quotes.id, ids)];
  if (isLiveOnly) conditions.push(isNull(quotes.deletedAt));
  const visible = visibleStudyCondition(quotes.studyId, visibleProjectIds);
  if (visible) conditions.push(visible);
  return db
    .select({
      id: quotes.id,
      studyId: quotes.studyId,
      interviewId: quotes.interviewId,
      language: quotes.language,
      contentOriginal: quotes.contentOriginal,
      contentEn: quotes.contentEn,
      start: quotes.start,
      end: quotes.end,
      participantName: quotes.participantName,
      thumbnailKey: quotes.thumbnailKey,
      interview: {
        participantName: interviews.participantName,
        participantAge: interviews.participantAge,
        participantCountry: interviews.participantCountry,
        thumbnailKey: interviews.thumbnailKey,
        videoKey: interviews.videoKey,
        subtitlesOriginalKey: interviews.subtitlesOriginalKey,
        subtitlesEnKey: interviews.subtitlesEnKey,
        duration: interviews.duration,
      },
    })
    .from(quotes)
    .innerJoin(interviews, and(eq(interviews.id, quotes.interviewId), eq(interviews.clientId, clientId)))
    .where(and(...conditions));
}

/** A quote row of a story block. */
export type StoryQuoteRow = Awaited<ReturnType<typeof quotesByIds>>[number];

/** Study ids of the client's insights, quotes and studies among `ids` (slide links), keyed `type:id`; others are left out. */
export async function slideLinkTargets(
  db: Database,
  clientId: string,
  links: { type: 'insight' | 'quote' | 'study'; id: string }[],
): Promise<Map<string, string>> {
  const map = new Map<string, string>();
  const idsOf = (type: string) => links.filter((l) => l.type === type).map((l) => l.id);
  const [insightRows, quoteRows, studyRows] = await Promise.all([
    idsOf('insight').length
      ? db
          .select({ id: insights.id, studyId: insights.studyId })
          .from(insights)
          .where(and(eq(insights.clientId, clientId), inArray(insights.id, idsOf('insight'))))
      : [],
    idsOf('quote').length
      ? db
          .select({ id: quotes.id, studyId: quotes.studyId })
          .from(quotes)
          .where(and(eq(quotes.clientId, clientId), inArray(quotes.id, idsOf('quote'))))
      : [],
    idsOf('study').length
      ? db
          .select({ id: studies.id, studyId: studies.id })
          .from(studies)
          .where(and(eq(studies.clientId, clientId), inArray(studies.id, idsOf('study'))))
      : [],
  ]);
  for (const row of insightRows) map.set(`insight:${row.id}`, row.studyId);
  for (const row of quoteRows) map.set(`quote:${row.id}`, row.studyId);
  for (const row of studyRows) map.set(`study:${row.id}`, row.studyId);
  return map;
}

/** The client's rendered reel `id` (study in `visibleProjectIds`) as a stored video reference, or null (unknown or not rendered yet). */
export async function reelFile(db: Database, clientId: string, id: string, visibleProjectIds: string[] | null) {
  const conditions: SQL[] = [eq(showreels.clientId, clientId), eq(showreels.id, id)];
  const visible = visibleStudyCondition(showreels.studyId, visibleProjectIds);
  if (visible) conditions.push(visible);
  const [row] = await db
    .select({ videoKey: showreels.videoKey, duration: showreels.duration, thumbnailKey: showreels.thumbnailKey })
    .from(showreels)
    .where(and(...conditions))
    .limit(1);
  return row ?? null;
}

/** True when every id of `ids` is a row of the client in that table (boards, segment groups, interviews). */
export async function allOfClient(db: Database, clientId: string, table: 'boards' | 'segment_groups' | 'interviews', ids: string[]): Promise<boolean> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return true;
  const t = { boards, segment_groups: segmentGroups, interviews }[table];
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(t)
    .where(sql`${t.clientId} = ${clientId} and ${inArray(t.id, unique)}`);
  return count === unique.length;
}

/** Inserts a story; answers its row. */
export async function insertStory(db: Database, values: typeof stories.$inferInsert): Promise<StoryRow> {
  const [row] = await db.insert(stories).values(values).returning();
  return row;
}

/**
 * Updates the client's story `id` with `values` when its `updated_at` (to the millisecond) is `expectedUpdatedAt`;
 * answers the new row, or null when no row matched (gone or stale).
 */
export async function updateStory(
  db: Database,
  clientId: string,
  id: string,
  values: Partial<typeof stories.$inferInsert>,
  expectedUpdatedAt: Date,
): Promise<StoryRow | null> {
  const [row] = await db
    .update(stories)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(stories.clientId, clientId),
        eq(stories.id, id),
        sql`date_trunc('milliseconds', ${stories.updatedAt}) = ${expectedUpdatedAt.toISOString()}::timestamptz`,
      ),
    )
    .returning();
  return row ?? null;
}

/** Deletes the client's story `id`; answers true when it existed. */
export async function deleteStory(db: Database, clientId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(stories)
    .where(and(eq(stories.clientId, clientId), eq(stories.id, id)))
    .returning({ id: stories.id });
  return rows.length > 0;
}

/** Interviews and markets (distinct participant countries) of the interviews `ids` and of the study of `segmentGroupId`. */
export async function countsOf(db: Database, clientId: string, ids: string[], segmentGroupId: string | null): Promise<{ interviews: number; markets: number }> {
  const match: SQL[] = [];
  if (ids.length) match.push(inArray(interviews.id, ids));
  if (segmentGroupId)
    match.push(sql`${interviews.studyId} = (select ${segmentGroups.studyId} from ${segmentGroups} where ${segmentGroups.id} = ${segmentGroupId})`);
  if (match.length === 0) return { interviews: 0, markets: 0 };
  const [row] = await db
    .select({ interviews: sql<number>`count(distinct ${interviews.id})::int`, markets: sql<number>`count(distinct ${interviews.participantCountry})::int` })
    .from(interviews)
    .where(and(eq(interviews.clientId, clientId), sql`(${sql.join(match, sql` or `)})`));
  return row ?? { interviews: 0, markets: 0 };
}
