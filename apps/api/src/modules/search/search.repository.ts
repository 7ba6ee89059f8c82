/**
 * Global search reads (issue 14) besides quotes: transcript lines, notes, insights and studies of the client, only of
 * studies the viewer may see. Transcript lines (table `transcript_lines`, GIN-indexed) match with full-text search in the
 * transcript's own language and English; notes by their words (GIN-indexed, the viewer's private notes and the team's);
 * insights and studies by their words (case-insensitive substring).
 */
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  anyConfigQuery,
  anyParsedMatch,
  insights,
  interviewNotes,
  interviews,
  ownConfigQuery,
  ownParsedMatch,
  parseSearch,
  searchWithBitmapScans,
  studies,
  transcriptLines,
  users,
  type Database,
} from '@insight/db';
import { likePattern } from '../../core/sql';
import { visibleStudyCondition } from '../../core/project-visibility';

/** Filters shared by every kind. */
export type SearchFilters = { studyId?: string; segmentId?: string; language?: string; from?: Date; to?: Date; visibleProjectIds: string[] | null };

/**
 * A matching transcript line: its interview, study, segment, participant, transcript language, span (s) and text, and
 * its key (transcript, position) and `ts_rank` (the assistant widens and ranks the lines).
 */
type TranscriptLineRow = {
  transcript_id: string;
  position: number;
  rank: number;
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

/** Conditions on the interview (`interviews`) of a hit: study, segment, spoken language, date, visible projects. */
function interviewConditions(clientId: string, filters: SearchFilters, createdAt: AnyPgColumn = interviews.createdAt): SQL[] {
  const conditions: SQL[] = [eq(interviews.clientId, clientId)];
  if (filters.studyId) conditions.push(eq(interviews.studyId, filters.studyId));
  if (filters.segmentId) conditions.push(eq(interviews.segmentId, filters.segmentId));
  if (filters.language) conditions.push(eq(interviews.language, filters.language));
  if (filters.from) conditions.push(sql`${createdAt} >= ${filters.from.toISOString()}::timestamptz`);
  if (filters.to) conditions.push(sql`${createdAt} <= ${filters.to.toISOString()}::timestamptz`);
  const visible = visibleStudyCondition(interviews.studyId, filters.visibleProjectIds);
  if (visible) conditions.push(visible);
  return conditions;
}

/** How many of the newest interviews (after the filters) the first tier of transcript candidates reads (decision 0230). */
const RECENT_INTERVIEWS = 1000;

/** A Postgres `uuid[]` of `ids`, one parameter. */
const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * Transcript lines whose text matches `q` in the transcript's language or English, best first (up to `limit`; ties: the
 * newest interview first); seconds. `recentInterviews`: the size of the first tier (tests make it small).
 */
export async function searchTranscriptLines(
  db: Database,
  clientId: string,
  q: string,
  filters: SearchFilters,
  limit: number,
  recentInterviews = RECENT_INTERVIEWS,
): Promise<TranscriptLineRow[]> {
  const narrowed = interviewConditions(clientId, filters);
  // The rank is left as it was written before the queries were parsed once (decision 0350), so the order does not change.
  const rank = sql`ts_rank(${transcriptLines.searchVector}, ${ownConfigQuery(transcriptLines.searchConfig, q)})`;
  const line = sql`${transcriptLines.transcriptId} as transcript_id, ${transcriptLines.position} as position, ${transcriptLines.interviewId} as interview_id, ${rank} as rank`;
  // Decisions 0180 and 0230: rank at most RANK_CANDIDATES matching lines, those of the newest RECENT_INTERVIEWS interviews
  // first (the GIN bitmap ANDed with their interview ids: a small bitmap whatever the client's size), then of the older
  // ones; bitmap scans only, so no plan walks another index instead. The page is cut before lines and interviews are read.
  // The newest interviews through the (client_id, created_at) index, before the bitmap-only transaction.
  const recent = await db
    .select({ id: interviews.id })
    .from(interviews)
    .where(and(...narrowed))
    .orderBy(desc(interviews.createdAt), desc(interviews.id))
    .limit(recentInterviews + 1);
  if (recent.length === 0) return [];
  const newest = uuidArray(recent.slice(0, recentInterviews).map((row) => row.id));
  // Older interviews exist only when more than `recentInterviews` pass the filters; a filter or project access then
  // limits them too.
  let older = sql`false`;
  if (recent.length > recentInterviews) {
    older = sql`${transcriptLines.interviewId} <> all(${newest})`;
    if (narrowed.length > 1) older = sql`${older} and ${transcriptLines.interviewId} in (select ${interviews.id} from ${interviews} where ${and(...narrowed)})`;
  }
  // `q` is parsed in every configuration by the statement that turns the other scans off (decision 0350): the first
  // condition (GIN-indexed, any configuration) and the second (the line's own language and English) OR each distinct
  // parsed query once, as the quote search does.
  const rows = await searchWithBitmapScans(db, q, 'all', async (tx, parsed) => {
    const matching = and(
      eq(transcriptLines.clientId, clientId),
      anyParsedMatch(transcriptLines.searchVector, parsed),
      ownParsedMatch(transcriptLines.searchVector, transcriptLines.searchConfig, parsed),
    );
    const result = await tx.execute<TranscriptLineRow>(sql`
      with t0 as materialized (select ${line} from ${transcriptLines} where ${matching} and ${transcriptLines.interviewId} = any(${newest}) limit ${RANK_CANDIDATES}),
      t1 as materialized (select ${line} from ${transcriptLines} where ${matching} and ${older} limit ${RANK_CANDIDATES} - (select count(*) from t0)),
      p as (
        select c.transcript_id, c.position, c.rank, iv.created_at from (select * from t0 union all select * from t1) as c
        join ${interviews} as iv on iv.id = c.interview_id and iv.client_id = ${clientId}
        order by c.rank desc, iv.created_at desc, c.interview_id, c.position limit ${limit})
      select l.transcript_id, l.position, p.rank, i.id as interview_id, i.study_id, i.segment_id, i.participant_name, l.language, l.start, l."end", l.text
      from p
      join ${transcriptLines} as l on l.transcript_id = p.transcript_id and l.position = p.position and l.client_id = ${clientId}
      join ${interviews} as i on i.id = l.interview_id and i.client_id = ${clientId}
      order by p.rank desc, p.created_at desc, i.id, l.position`);
    return result.rows;
  });
  return rows;
}

/** A matching note: the note, its interview's participant and its author's name. */
type NoteHitRow = {
  id: string;
  interview_id: string;
  study_id: string;
  quote_id: string | null;
  participant_name: string;
  author_id: string;
  author_name: string;
  visibility: string;
  start: number;
  end: number;
  body: string;
  created_at: Date | string;
};

/**
 * Notes whose words match `q` (issue 14; the body's 'simple' vector, GIN-indexed: whole words in any language) that
 * the viewer `viewerId` may read — team notes and their own private ones — best first, then newest; seconds.
 */
export async function searchNotes(db: Database, clientId: string, viewerId: string, q: string, filters: SearchFilters, limit: number): Promise<NoteHitRow[]> {
  // The match ORs each distinct parsed query once (decision 0350); the rank keeps the query it always had.
  const parsed = await parseSearch(db, q);
  const query = anyConfigQuery(q);
  const conditions = [
    eq(interviewNotes.clientId, clientId),
    or(eq(interviewNotes.visibility, 'TEAM'), eq(interviewNotes.authorId, viewerId))!,
    anyParsedMatch(interviewNotes.searchVector, parsed),
    // Study, segment, language and project access by the note's interview (a note's study is its interview's); dates by the note.
    ...interviewConditions(clientId, filters, interviewNotes.createdAt),
  ];
  const { rows } = await db.execute<NoteHitRow>(sql`
    select ${interviewNotes.id} as id, ${interviewNotes.interviewId} as interview_id, ${interviewNotes.studyId} as study_id,
      ${interviewNotes.quoteId} as quote_id, ${interviews.participantName} as participant_name, ${interviewNotes.authorId} as author_id,
      trim(${users.name} || ' ' || ${users.surname}) as author_name, ${interviewNotes.visibility} as visibility,
      ${interviewNotes.start} as start, ${interviewNotes.end} as "end", ${interviewNotes.body} as body, ${interviewNotes.createdAt} as created_at
    from ${interviewNotes}
    join ${interviews} on ${interviews.id} = ${interviewNotes.interviewId}
    join ${users} on ${users.id} = ${interviewNotes.authorId}
    where ${and(...conditions)}
    order by ts_rank(${interviewNotes.searchVector}, ${query}) desc, ${interviewNotes.createdAt} desc, ${interviewNotes.id}
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
  if (filters.from) conditions.push(sql`${insights.createdAt} >= ${filters.from.toISOString()}::timestamptz`);
  if (filters.to) conditions.push(sql`${insights.createdAt} <= ${filters.to.toISOString()}::timestamptz`);
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
