/**
 * Global search reads (issue 14) besides quotes: transcript lines, insights and studies of the client, only of studies
 * the viewer may see. Transcript lines (table `transcript_lines`, GIN-indexed) match with full-text search in the
 * transcript's own language and English;
 * insights and studies by their words (case-insensitive substring).
 */
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { insights, interviews, studies, textSearchCondition, transcriptLines, type Database } from '@insight/db';
import { likePattern } from '../../core/sql';
import { visibleStudyCondition } from '../../core/project-visibility';

/** Filters shared by every kind. */
export type SearchFilters = { studyId?: string; segmentId?: string; language?: string; from?: Date; to?: Date; visibleProjectIds: string[] | null };

/** A matching transcript line: its interview, study, segment, participant, transcript language, span (s) and text. */
type TranscriptLineRow = {
  interview_id: string;
  study_id: string;
  segment_id: string;
  participant_name: string;
  language: string;
  start: number;
  end: number;
  text: string;
};

/** How many matching transcript lines are ranked at most, as for quotes (decision 0180). */
const RANK_CANDIDATES = 1000;

/** Transcript lines whose text matches `q` in the transcript's language or English, best first (up to `limit`); seconds. */
export async function searchTranscriptLines(db: Database, clientId: string, q: string, filters: SearchFilters, limit: number): Promise<TranscriptLineRow[]> {
  const conditions: SQL[] = [eq(transcriptLines.clientId, clientId), eq(interviews.clientId, clientId)];
  if (filters.studyId) conditions.push(eq(interviews.studyId, filters.studyId));
  if (filters.segmentId) conditions.push(eq(interviews.segmentId, filters.segmentId));
  if (filters.language) conditions.push(eq(interviews.language, filters.language));
  if (filters.from) conditions.push(sql`${interviews.createdAt} >= ${filters.from.toISOString()}::timestamptz`);
  if (filters.to) conditions.push(sql`${interviews.createdAt} <= ${filters.to.toISOString()}::timestamptz`);
  const visible = visibleStudyCondition(interviews.studyId, filters.visibleProjectIds);
  if (visible) conditions.push(visible);
  // The first condition uses the GIN index (every configuration); the second keeps the line's own language and English.
  const own = sql`(websearch_to_tsquery(${transcriptLines.searchConfig}, ${q}) || websearch_to_tsquery('english'::regconfig, ${q}))`;
  conditions.push(textSearchCondition(transcriptLines.searchVector, q));
  conditions.push(sql`${transcriptLines.searchVector} @@ ${own}`);
  // Decision 0180: rank only the first RANK_CANDIDATES matching lines the GIN index yields, then read them by key.
  const candidates = sql`(${transcriptLines.transcriptId}, ${transcriptLines.position}) in (
    select ${transcriptLines.transcriptId}, ${transcriptLines.position} from ${transcriptLines}
    join ${interviews} on ${interviews.id} = ${transcriptLines.interviewId} where ${and(...conditions)} limit ${RANK_CANDIDATES})`;
  return db
    .select({
      interview_id: interviews.id,
      study_id: interviews.studyId,
      segment_id: interviews.segmentId,
      participant_name: interviews.participantName,
      language: transcriptLines.language,
      start: transcriptLines.start,
      end: transcriptLines.end,
      text: transcriptLines.text,
    })
    .from(transcriptLines)
    .innerJoin(interviews, eq(interviews.id, transcriptLines.interviewId))
    .where(and(eq(transcriptLines.clientId, clientId), eq(interviews.clientId, clientId), candidates))
    .orderBy(desc(sql`ts_rank(${transcriptLines.searchVector}, ${own})`), asc(interviews.id), asc(transcriptLines.position))
    .limit(limit);
}

/** Insights whose title or text contains `q` (case-insensitive), newest first. */
export async function searchInsights(db: Database, clientId: string, q: string, filters: SearchFilters, limit: number) {
  const pattern = likePattern(q);
  const conditions: SQL[] = [
    eq(insights.clientId, clientId),
    or(ilike(insights.title, pattern), ilike(insights.content, pattern), ilike(insights.lead, pattern))!,
  ];
  if (filters.studyId) conditions.push(eq(insights.studyId, filters.studyId));
  if (filters.language)
    conditions.push(sql`exists (select 1 from ${studies} where ${studies.id} = ${insights.studyId} and ${studies.language} = ${filters.language})`);
  const visible = visibleStudyCondition(insights.studyId, filters.visibleProjectIds);
  if (visible) conditions.push(visible);
  return db
    .select({ id: insights.id, studyId: insights.studyId, title: insights.title, content: insights.content, lead: insights.lead })
    .from(insights)
    .where(and(...conditions))
    .orderBy(desc(insights.updatedAt))
    .limit(limit);
}

/** Studies whose title or purpose contains `q` (case-insensitive), newest first. */
export async function searchStudies(db: Database, clientId: string, q: string, filters: SearchFilters, limit: number) {
  const pattern = likePattern(q);
  const conditions: SQL[] = [eq(studies.clientId, clientId), or(ilike(studies.title, pattern), ilike(studies.purpose, pattern))!];
  if (filters.studyId) conditions.push(eq(studies.id, filters.studyId));
  if (filters.language) conditions.push(eq(studies.language, filters.language));
  if (filters.from) conditions.push(sql`${studies.createdAt} >= ${filters.from.toISOString()}::timestamptz`);
  if (filters.to) conditions.push(sql`${studies.createdAt} <= ${filters.to.toISOString()}::timestamptz`);
  const visible = visibleStudyCondition(studies.id, filters.visibleProjectIds);
  if (visible) conditions.push(visible);
  return db
    .select()
    .from(studies)
    .where(and(...conditions))
    .orderBy(desc(studies.createdAt))
    .limit(limit);
}

/** Titles of the client's studies `ids`. */
export async function studyTitles(db: Database, clientId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: studies.id, title: studies.title })
    .from(studies)
    .where(and(eq(studies.clientId, clientId), inArray(studies.id, ids)));
}
