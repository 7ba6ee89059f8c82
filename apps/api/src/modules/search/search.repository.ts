/**
 * Global search reads (issue 14) besides quotes: transcript lines, insights and studies of the client, only of studies
 * the viewer may see. Transcript lines match with full-text search in the transcript's own language (and English);
 * insights and studies by their words (case-insensitive substring).
 */
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { insights, interviewTranscripts, interviews, searchConfigFor, studies, type Database } from '@insight/db';
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

/** Transcript lines (chunks) whose text matches `q`, best first (up to `limit`); times in seconds. */
export async function searchTranscriptLines(db: Database, clientId: string, q: string, filters: SearchFilters, limit: number) {
  const conditions: SQL[] = [eq(interviews.clientId, clientId)];
  if (filters.studyId) conditions.push(eq(interviews.studyId, filters.studyId));
  if (filters.segmentId) conditions.push(eq(interviews.segmentId, filters.segmentId));
  if (filters.language) conditions.push(eq(interviews.language, filters.language));
  if (filters.from) conditions.push(sql`${interviews.createdAt} >= ${filters.from.toISOString()}::timestamptz`);
  if (filters.to) conditions.push(sql`${interviews.createdAt} <= ${filters.to.toISOString()}::timestamptz`);
  const visible = visibleStudyCondition(interviews.studyId, filters.visibleProjectIds);
  if (visible) conditions.push(visible);
  // The configuration of each transcript's language; English always too (translations, and English words in any text).
  const config = sql`(case ${interviewTranscripts.language} ${sql.join(
    ['da', 'de', 'es', 'sv', 'en'].map((code) => sql`when ${code} then ${sql.raw(`'${searchConfigFor(code)}'::regconfig`)}`),
    sql` `,
  )} else 'simple'::regconfig end)`;
  const vector = sql`(to_tsvector(${config}, chunk->>'text') || to_tsvector('english'::regconfig, chunk->>'text'))`;
  const query = sql`(websearch_to_tsquery(${config}, ${q}) || websearch_to_tsquery('english'::regconfig, ${q}))`;
  const { rows } = await db.execute<TranscriptLineRow>(sql`
    select ${interviews.id} as interview_id, ${interviews.studyId} as study_id, ${interviews.segmentId} as segment_id,
           ${interviews.participantName} as participant_name, ${interviewTranscripts.language} as language,
           (chunk->>'start')::float8 as start, (chunk->>'end')::float8 as "end", chunk->>'text' as text
    from ${interviewTranscripts}
    join ${interviews} on ${interviews.id} = ${interviewTranscripts.interviewId}
    cross join lateral jsonb_array_elements(${interviewTranscripts.sections}) as section
    cross join lateral jsonb_array_elements(section->'tasks') as task
    cross join lateral jsonb_array_elements(task->'chunks') as chunk
    where ${interviewTranscripts.clientId} = ${clientId} and ${and(...conditions)} and ${vector} @@ ${query}
    order by ts_rank(${vector}, ${query}) desc, ${interviews.id}, (chunk->>'start')::float8
    limit ${limit}`);
  return rows;
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
