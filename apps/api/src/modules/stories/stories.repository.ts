/** Story reads (SPEC §3 Story; §7 Stories); every function filters by the viewer's `clientId`. */
import { and, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { interviews, stories, type Database, type StoryRow } from '@insight/db';
import { microsToIso } from '../../core/pagination';
import { visibleSegmentGroupCondition } from '../../core/project-visibility';
import { epochMicros, likePattern } from '../../core/sql';

/** Keyset position in the story list: `createdAt` in microseconds since 1970 (decimal text) and id. */
export type StoryKey = { createdAtMicros: string; id: string };

/** Up to `limit` stories of the client after `after`, newest first, optionally of one board or with `q` in the title. */
export async function listStories(
  db: Database,
  clientId: string,
  filters: { boardId?: string; q?: string; visibleProjectIds?: string[] | null },
  page: { limit: number; after?: StoryKey },
): Promise<{ story: StoryRow; key: StoryKey }[]> {
  const conditions: SQL[] = [eq(stories.clientId, clientId)];
  if (filters.boardId) conditions.push(eq(stories.boardId, filters.boardId));
  const visible = visibleSegmentGroupCondition(stories.segmentGroupId, filters.visibleProjectIds ?? null);
  if (visible) conditions.push(visible);
  if (filters.q) conditions.push(ilike(stories.title, likePattern(filters.q)));
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

/** The story `storyId` of the client, or null. */
export async function findStory(db: Database, clientId: string, storyId: string): Promise<StoryRow | null> {
  const [row] = await db
    .select()
    .from(stories)
    .where(and(eq(stories.clientId, clientId), eq(stories.id, storyId)))
    .limit(1);
  return row ?? null;
}

/** The client's interviews among `ids` (highlighted on stories); ids of other clients are skipped. */
export async function interviewsByIds(db: Database, clientId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: interviews.id,
      thumbnailKey: interviews.thumbnailKey,
      duration: interviews.duration,
      participantName: interviews.participantName,
      participantAge: interviews.participantAge,
      participantCountry: interviews.participantCountry,
    })
    .from(interviews)
    .where(and(eq(interviews.clientId, clientId), inArray(interviews.id, ids)));
}

/** A highlighted interview row. */
export type HighlightedInterviewRow = Awaited<ReturnType<typeof interviewsByIds>>[number];
