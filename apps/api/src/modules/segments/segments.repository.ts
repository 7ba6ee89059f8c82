/** Segment reads (SPEC §7 Segments); every function filters by the viewer's `clientId`. */
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { businessQuestions, interviews, quotes, segmentGroups, segments, showreels, studies, tasks, type Database } from '@insight/db';

const countOf = (query: ReturnType<typeof sql>) => sql<number>`(${query})`.mapWith(Number);

/** The segment `segmentId` of the client with its study, group and counts, or null. */
export async function findSegment(db: Database, clientId: string, segmentId: string) {
  const [row] = await db
    .select({
      segment: segments,
      study: { id: studies.id, title: studies.title },
      groupId: segmentGroups.id,
      groupTitle: segmentGroups.title,
      interviews: countOf(sql`select count(*) from ${interviews} where ${interviews.segmentId} = ${segments.id} and ${interviews.clientId} = ${clientId}`),
      quotes: countOf(
        sql`select count(*) from ${quotes} where ${quotes.segmentId} = ${segments.id} and ${quotes.clientId} = ${clientId} and ${quotes.deletedAt} is null`,
      ),
      showreels: countOf(sql`select count(*) from ${showreels} where ${showreels.segmentId} = ${segments.id} and ${showreels.clientId} = ${clientId}`),
    })
    .from(segments)
    .innerJoin(studies, and(eq(studies.id, segments.studyId), eq(studies.clientId, clientId)))
    .leftJoin(segmentGroups, and(eq(segmentGroups.id, segments.segmentGroupId), eq(segmentGroups.clientId, clientId)))
    .where(and(eq(segments.clientId, clientId), eq(segments.id, segmentId)))
    .limit(1);
  return row ?? null;
}

/** The segment `segmentId` of the client as `{ id, studyId }` (no counts), or null. */
export async function findSegmentRef(db: Database, clientId: string, segmentId: string) {
  const [row] = await db
    .select({ id: segments.id, studyId: segments.studyId })
    .from(segments)
    .where(and(eq(segments.clientId, clientId), eq(segments.id, segmentId)))
    .limit(1);
  return row ?? null;
}

/** Business questions of a study of the client in position order. */
export async function businessQuestionsOfStudy(db: Database, clientId: string, studyId: string) {
  return db
    .select({ id: businessQuestions.id, title: businessQuestions.title, description: businessQuestions.description, position: businessQuestions.position })
    .from(businessQuestions)
    .where(and(eq(businessQuestions.clientId, clientId), eq(businessQuestions.studyId, studyId)))
    .orderBy(asc(businessQuestions.position), asc(businessQuestions.id));
}

/**
 * Tasks and subtasks of a study of the client shown to segment `segmentId`: those of that segment and those with
 * no segment (they apply to every segment), in position order.
 */
export async function tasksOfSegment(db: Database, clientId: string, studyId: string, segmentId: string) {
  return db
    .select()
    .from(tasks)
    .where(and(eq(tasks.clientId, clientId), eq(tasks.studyId, studyId), or(isNull(tasks.segmentId), eq(tasks.segmentId, segmentId))))
    .orderBy(asc(tasks.position), asc(tasks.createdAt), asc(tasks.id));
}
