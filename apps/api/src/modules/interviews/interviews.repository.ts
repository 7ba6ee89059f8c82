/** Interview and transcript reads (SPEC §3 Interview, Interview transcript; §7 Interviews); every function filters by `clientId`. */
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { interviewTranscripts, interviews, type Database, type InterviewRow, type InterviewTranscriptRow } from '@insight/db';
import { microsToIso } from '../../core/pagination';
import { visibleStudyCondition } from '../../core/project-visibility';
import { epochMicros, likePattern } from '../../core/sql';

/** Keyset position in the interview list: `createdAt` in microseconds since 1970 (decimal text) and id. */
export type InterviewKey = { createdAtMicros: string; id: string };

/** An interview row with its exact keyset position. */
export type InterviewListRow = { interview: InterviewRow; key: InterviewKey };

/** Up to `limit` interviews of the client after `after`, oldest first, optionally of one study, one segment and/or any of `segmentIds`. */
export async function listInterviews(
  db: Database,
  clientId: string,
  filters: { studyId?: string; segmentId?: string; segmentIds?: string[]; q?: string; visibleProjectIds?: string[] | null },
  page: { limit: number; after?: InterviewKey },
): Promise<InterviewListRow[]> {
  const conditions: SQL[] = [eq(interviews.clientId, clientId)];
  if (filters.studyId) conditions.push(eq(interviews.studyId, filters.studyId));
  const visible = visibleStudyCondition(interviews.studyId, filters.visibleProjectIds ?? null);
  if (visible) conditions.push(visible);
  if (filters.segmentId) conditions.push(eq(interviews.segmentId, filters.segmentId));
  if (filters.segmentIds?.length) conditions.push(inArray(interviews.segmentId, filters.segmentIds));
  if (filters.q) {
    const pattern = likePattern(filters.q);
    conditions.push(or(ilike(interviews.participantName, pattern), ilike(interviews.participantCountry, pattern))!);
  }
  if (page.after) {
    conditions.push(sql`(${interviews.createdAt}, ${interviews.id}) > (${microsToIso(page.after.createdAtMicros)}::timestamptz, ${page.after.id}::uuid)`);
  }
  const rows = await db
    .select({ interview: interviews, createdAtMicros: epochMicros(interviews.createdAt) })
    .from(interviews)
    .where(and(...conditions))
    .orderBy(asc(interviews.createdAt), asc(interviews.id))
    .limit(page.limit);
  return rows.map((row) => ({ interview: row.interview, key: { createdAtMicros: row.createdAtMicros, id: row.interview.id } }));
}

/** The interview `interviewId` of the client, or null. */
export async function findInterview(db: Database, clientId: string, interviewId: string): Promise<InterviewRow | null> {
  const [row] = await db
    .select()
    .from(interviews)
    .where(and(eq(interviews.clientId, clientId), eq(interviews.id, interviewId)))
    .limit(1);
  return row ?? null;
}

/**
 * The version of the transcript of an interview of the client in a visible study (SPEC §6), without its sections, in
 * one cheap statement (decision 0310): `original` is the spoken language's, `en` the English one (the original when the
 * interview is in English). `version` changes with every write of the transcript row or of the interview row (their
 * `xmin`, the writing transaction, and `updated_at`). Null when the interview is not found or not visible;
 * `transcriptId` null when it has no transcript in that language.
 */
export async function findTranscriptVersion(
  db: Database,
  clientId: string,
  interviewId: string,
  translation: 'original' | 'en',
  projectIds: string[] | null,
): Promise<{ transcriptId: string | null; version: string } | null> {
  const [row] = await db
    .select({ transcriptId: interviewTranscripts.id, version: versionOf() })
    .from(interviews)
    .leftJoin(interviewTranscripts, transcriptJoin(clientId, translation))
    .where(and(eq(interviews.clientId, clientId), eq(interviews.id, interviewId), visibleStudyCondition(interviews.studyId, projectIds)))
    .orderBy(desc(interviewTranscripts.isOriginal))
    .limit(1);
  return row ?? null;
}

/**
 * The client's transcript `transcriptId` of interview `interviewId` with its version (as {@link findTranscriptVersion}
 * answers it, read with the sections), or null. No visibility check: pair it with {@link findTranscriptVersion}.
 */
export async function findTranscriptById(
  db: Database,
  clientId: string,
  interviewId: string,
  transcriptId: string,
): Promise<{ transcript: InterviewTranscriptRow; version: string } | null> {
  const [row] = await db
    .select({ transcript: interviewTranscripts, version: versionOf() })
    .from(interviewTranscripts)
    .innerJoin(interviews, and(eq(interviews.id, interviewTranscripts.interviewId), eq(interviews.clientId, clientId)))
    .where(and(eq(interviewTranscripts.clientId, clientId), eq(interviewTranscripts.id, transcriptId), eq(interviews.id, interviewId)))
    .limit(1);
  return row ?? null;
}

/** The transcript of the interview in `translation` (the original first, as the order of the reads puts it). */
function transcriptJoin(clientId: string, translation: 'original' | 'en') {
  return and(
    eq(interviewTranscripts.interviewId, interviews.id),
    eq(interviewTranscripts.clientId, clientId),
    translation === 'original' ? eq(interviewTranscripts.isOriginal, true) : eq(interviewTranscripts.language, 'en'),
  );
}

/**
 * The version of an interview and its transcript as text: each row's `xmin` (the transaction that wrote this version of
 * the row: every UPDATE writes a new one) and `updated_at` in microseconds, so any write of either row changes it.
 */
function versionOf(): SQL<string> {
  return sql<string>`concat_ws('/', ${interviews}.xmin, ${epochMicros(interviews.updatedAt)}, ${interviewTranscripts}.xmin, ${epochMicros(interviewTranscripts.updatedAt)})`;
}

/** The transcripts of an interview of the client (original first), without sections of other clients. */
export async function transcriptsOfInterview(db: Database, clientId: string, interviewId: string) {
  return db
    .select()
    .from(interviewTranscripts)
    .where(and(eq(interviewTranscripts.clientId, clientId), eq(interviewTranscripts.interviewId, interviewId)))
    .orderBy(sql`${interviewTranscripts.isOriginal} desc`, asc(interviewTranscripts.language));
}
