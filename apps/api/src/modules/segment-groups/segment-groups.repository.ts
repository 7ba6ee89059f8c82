/** Segment group reads (SPEC §3 Study segment group); every function filters by the viewer's `clientId`. */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { interviews, quotes, segmentGroups, segments, showreels, stories, studies, type Database } from '@insight/db';

/** The segment group `groupId` of the client with its study's id and title, or null. */
export async function findSegmentGroup(db: Database, clientId: string, groupId: string) {
  const [row] = await db
    .select({ group: segmentGroups, study: { id: studies.id, title: studies.title } })
    .from(segmentGroups)
    .innerJoin(studies, and(eq(studies.id, segmentGroups.studyId), eq(studies.clientId, clientId)))
    .where(and(eq(segmentGroups.clientId, clientId), eq(segmentGroups.id, groupId)))
    .limit(1);
  return row ?? null;
}

/** Segments of the group in position order as `{ id, title }`. */
export async function segmentsOfGroup(db: Database, clientId: string, groupId: string) {
  return db
    .select({ id: segments.id, title: segments.title })
    .from(segments)
    .where(and(eq(segments.clientId, clientId), eq(segments.segmentGroupId, groupId)))
    .orderBy(asc(segments.position), asc(segments.createdAt), asc(segments.id));
}

/** Ids of the stories made from the group, oldest first. */
export async function storiesOfGroup(db: Database, clientId: string, groupId: string) {
  return db
    .select({ id: stories.id })
    .from(stories)
    .where(and(eq(stories.clientId, clientId), eq(stories.segmentGroupId, groupId)))
    .orderBy(asc(stories.createdAt), asc(stories.id));
}

/** Interviews, quotes and showreels of the given segments of the client. */
export async function countsOfSegments(db: Database, clientId: string, segmentIds: string[]) {
  if (segmentIds.length === 0) return { interviews: 0, quotes: 0, showreels: 0 };
  const countIn = async (table: typeof interviews | typeof quotes | typeof showreels) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(table)
      // Deleted quotes (kept for their showreels) do not count.
      .where(and(eq(table.clientId, clientId), inArray(table.segmentId, segmentIds), table === quotes ? isNull(quotes.deletedAt) : undefined));
    return row?.n ?? 0;
  };
  const [interviewCount, quoteCount, showreelCount] = await Promise.all([countIn(interviews), countIn(quotes), countIn(showreels)]);
  return { interviews: interviewCount, quotes: quoteCount, showreels: showreelCount };
}
