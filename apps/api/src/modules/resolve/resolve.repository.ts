/** Look-ups behind the resolve calls (SPEC §7 resolve/{id}); every query filters by the client id it is given. */
import { and, asc, eq } from 'drizzle-orm';
import { interviews, quotes, segmentGroups, segments, studies, type Database } from '@insight/db';

/** Where an id points: the study, and the segment group, segment and interview when it names one of those. */
export type Location = {
  studyId: string;
  studyTitle: string;
  segmentGroupId: string | null;
  segmentId: string | null;
  segmentTitle: string | null;
  interviewId: string | null;
  interviewTitle: string | null;
};

const base = (row: { studyId: string; studyTitle: string }): Location => ({
  ...row,
  segmentGroupId: null,
  segmentId: null,
  segmentTitle: null,
  interviewId: null,
  interviewTitle: null,
});

/** The client's study `studyId`, or null. */
export async function studyById(db: Database, clientId: string, studyId: string): Promise<Location | null> {
  const [row] = await db
    .select({ studyId: studies.id, studyTitle: studies.title })
    .from(studies)
    .where(and(eq(studies.clientId, clientId), eq(studies.id, studyId)))
    .limit(1);
  return row ? base(row) : null;
}

/** The client's study whose source-system id (`socrat_study_id`) is `socratId` (the oldest when several), or null. */
export async function studyBySocratId(db: Database, clientId: string, socratId: string): Promise<Location | null> {
  const [row] = await db
    .select({ studyId: studies.id, studyTitle: studies.title })
    .from(studies)
    .where(and(eq(studies.clientId, clientId), eq(studies.socratStudyId, socratId)))
    .orderBy(asc(studies.createdAt), asc(studies.id))
    .limit(1);
  return row ? base(row) : null;
}

/** The client's segment `segmentId` with its study, or null. */
export async function segmentById(db: Database, clientId: string, segmentId: string): Promise<Location | null> {
  const [row] = await db
    .select({ studyId: studies.id, studyTitle: studies.title, segmentGroupId: segments.segmentGroupId, segmentId: segments.id, segmentTitle: segments.title })
    .from(segments)
    .innerJoin(studies, and(eq(studies.id, segments.studyId), eq(studies.clientId, clientId)))
    .where(and(eq(segments.clientId, clientId), eq(segments.id, segmentId)))
    .limit(1);
  return row ? { ...base(row), segmentGroupId: row.segmentGroupId, segmentId: row.segmentId, segmentTitle: row.segmentTitle } : null;
}

/** The first segment (position order) of the client's study `studyId`, or null when it has none. */
export async function firstSegmentOfStudy(db: Database, clientId: string, studyId: string): Promise<Location | null> {
  const [row] = await db
    .select({ id: segments.id })
    .from(segments)
    .where(and(eq(segments.clientId, clientId), eq(segments.studyId, studyId)))
    .orderBy(asc(segments.position), asc(segments.id))
    .limit(1);
  return row ? segmentById(db, clientId, row.id) : null;
}

/** The client's segment group `groupId` with its study, or null. */
export async function segmentGroupById(db: Database, clientId: string, groupId: string): Promise<(Location & { groupTitle: string }) | null> {
  const [row] = await db
    .select({ studyId: studies.id, studyTitle: studies.title, groupId: segmentGroups.id, groupTitle: segmentGroups.title })
    .from(segmentGroups)
    .innerJoin(studies, and(eq(studies.id, segmentGroups.studyId), eq(studies.clientId, clientId)))
    .where(and(eq(segmentGroups.clientId, clientId), eq(segmentGroups.id, groupId)))
    .limit(1);
  return row ? { ...base(row), segmentGroupId: row.groupId, groupTitle: row.groupTitle } : null;
}

/** The client's interview `interviewId` with its segment and study, or null. */
export async function interviewById(db: Database, clientId: string, interviewId: string): Promise<Location | null> {
  const [row] = await db
    .select({ interviewId: interviews.id, participant: interviews.participantName, segmentId: interviews.segmentId })
    .from(interviews)
    .where(and(eq(interviews.clientId, clientId), eq(interviews.id, interviewId)))
    .limit(1);
  if (!row) return null;
  const segment = await segmentById(db, clientId, row.segmentId);
  return segment ? { ...segment, interviewId: row.interviewId, interviewTitle: row.participant } : null;
}

/** The interview of the client's quote `quoteId` (a deleted quote too: its reels still play it), or null. */
export async function interviewOfQuote(db: Database, clientId: string, quoteId: string): Promise<Location | null> {
  const [row] = await db
    .select({ interviewId: quotes.interviewId })
    .from(quotes)
    .where(and(eq(quotes.clientId, clientId), eq(quotes.id, quoteId)))
    .limit(1);
  return row ? interviewById(db, clientId, row.interviewId) : null;
}
