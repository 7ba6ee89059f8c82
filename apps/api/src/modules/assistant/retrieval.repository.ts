/**
 * Retrieval for the assistant (issue 12): PostgreSQL full-text search over the studies, insights, business questions,
 * quotes and interview transcripts of one client, limited to the studies whose project the user may see. Queries are
 * parsed with every text-search configuration (original languages and English) and OR-ed; documents of studies, insights
 * and business questions are matched with English and `simple` (unstemmed) vectors, whose expressions are GIN-indexed by
 * migration `0008_ai_search_indexes.sql` (keep them identical); quotes through their GIN-indexed vector.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  businessQuestions,
  insights,
  interviews,
  interviewTranscripts,
  quotes,
  quoteSearchCondition,
  quoteSearchRank,
  studies,
  type Database,
} from '@insight/db';
import { visibleStudyCondition } from '../../core/project-visibility';

/** One retrieved passage: what it is, its text (and English), its study, its rank, and for clips the interview media keys. */
export type RetrievedRow = {
  kind: 'quote' | 'insight' | 'study' | 'business_question' | 'transcript';
  id: string;
  title: string;
  text: string;
  textEn: string | null;
  studyId: string;
  studyTitle: string;
  language: string | null;
  rank: number;
  clip: {
    interviewId: string;
    start: number;
    end: number;
    videoKey: string | null;
    thumbnailKey: string | null;
    subtitlesOriginalKey: string | null;
    subtitlesEnKey: string | null;
  } | null;
};

const CONFIGS = ['english', 'danish', 'german', 'spanish', 'swedish', 'simple'] as const;

/** The OR of `websearch_to_tsquery(config, search)` over every configuration. */
function tsQuery(search: string): SQL {
  return sql.join(
    CONFIGS.map((c) => sql`websearch_to_tsquery(${sql.raw(`'${c}'::regconfig`)}, ${search})`),
    sql` || `,
  );
}

/** English and unstemmed vectors of `text`. */
const docVector = (text: SQL) => sql`(to_tsvector('english'::regconfig, ${text}) || to_tsvector('simple'::regconfig, ${text}))`;

type Scope = { clientId: string; projectIds: string[] | null };

/** `and <visible>` for a study id column, or nothing when every project is visible. */
function visible(column: Parameters<typeof visibleStudyCondition>[0], scope: Scope): SQL {
  const condition = visibleStudyCondition(column, scope.projectIds);
  return condition ? sql` and ${condition}` : sql``;
}

/** Rows of a raw query, typed. */
async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

type Raw = { id: string; title: string; text: string; text_en: string | null; study_id: string; study_title: string; language: string | null; rank: number };

/**
 * The passages matching `search` (words joined with " or ") in the client's visible research: up to `perKind[kind]` of
 * each kind, best first by `ts_rank`.
 */
export async function retrieve(db: Database, scope: Scope, search: string, perKind: Record<RetrievedRow['kind'], number>): Promise<RetrievedRow[]> {
  const q = tsQuery(search);
  const studyDoc = docVector(sql`${studies.title} || ' ' || ${studies.purpose} || ' ' || coalesce(${studies.brief}, '')`);
  const studyRows = await rows<Raw>(
    db,
    sql`select ${studies.id} as id, ${studies.title} as title, ${studies.purpose} || ' ' || coalesce(${studies.brief}, '') as text, null as text_en,
      ${studies.id} as study_id, ${studies.title} as study_title, ${studies.language} as language, ts_rank(${studyDoc}, (${q})) as rank
      from ${studies} where ${studies.clientId} = ${scope.clientId}${visible(studies.id, scope)} and ${studyDoc} @@ (${q})
      order by rank desc limit ${perKind.study}`,
  );
  const insightDoc = docVector(sql`${insights.title} || ' ' || ${insights.lead} || ' ' || regexp_replace(${insights.content}, '<[^>]*>', ' ', 'g')`);
  const insightRows = await rows<Raw>(
    db,
    sql`select ${insights.id} as id, ${insights.title} as title, ${insights.lead} || ' ' || regexp_replace(${insights.content}, '<[^>]*>', ' ', 'g') as text, null as text_en,
      ${studies.id} as study_id, ${studies.title} as study_title, ${studies.language} as language, ts_rank(${insightDoc}, (${q})) as rank
      from ${insights} join ${studies} on ${studies.id} = ${insights.studyId}
      where ${insights.clientId} = ${scope.clientId}${visible(insights.studyId, scope)} and ${insightDoc} @@ (${q})
      order by rank desc limit ${perKind.insight}`,
  );
  const bqDoc = docVector(sql`${businessQuestions.title} || ' ' || ${businessQuestions.description}`);
  const bqRows = await rows<Raw>(
    db,
    sql`select ${businessQuestions.id} as id, ${businessQuestions.title} as title, ${businessQuestions.title} || ' ' || ${businessQuestions.description} as text, null as text_en,
      ${studies.id} as study_id, ${studies.title} as study_title, ${studies.language} as language, ts_rank(${bqDoc}, (${q})) as rank
      from ${businessQuestions} join ${studies} on ${studies.id} = ${businessQuestions.studyId}
      where ${businessQuestions.clientId} = ${scope.clientId}${visible(businessQuestions.studyId, scope)} and ${bqDoc} @@ (${q})
      order by rank desc limit ${perKind.business_question}`,
  );
  type QuoteRaw = Raw & {
    interview_id: string;
    start: number;
    end: number;
    video_key: string | null;
    thumbnail_key: string | null;
    sub_o: string | null;
    sub_en: string | null;
  };
  const quoteRows = await rows<QuoteRaw>(
    db,
    sql`select ${quotes.id} as id, ${quotes.participantName} as title, ${quotes.contentOriginal} as text, ${quotes.contentEn} as text_en,
      ${studies.id} as study_id, ${studies.title} as study_title, ${quotes.language} as language, ${quoteSearchRank(search)} as rank,
      ${quotes.interviewId} as interview_id, ${quotes.start} as start, ${quotes.end} as "end", ${interviews.videoKey} as video_key,
      coalesce(${quotes.thumbnailKey}, ${interviews.thumbnailKey}) as thumbnail_key, ${interviews.subtitlesOriginalKey} as sub_o, ${interviews.subtitlesEnKey} as sub_en
      from ${quotes} join ${studies} on ${studies.id} = ${quotes.studyId} join ${interviews} on ${interviews.id} = ${quotes.interviewId}
      where ${quotes.clientId} = ${scope.clientId}${visible(quotes.studyId, scope)} and ${quoteSearchCondition(search)}
      order by rank desc limit ${perKind.quote}`,
  );
  // Transcript sections: each section of each transcript (original and English) is a passage with its time span.
  const sectionText = sql`(s.value->>'text')`;
  // Sections are matched unstemmed only (one vector per section); the stored, GIN-indexed whole-transcript vector
  // (English + unstemmed) picks the transcripts whose sections are unnested at all.
  const sectionDoc = sql`to_tsvector('simple'::regconfig, ${sectionText})`;
  const transcriptRows = await rows<QuoteRaw>(
    db,
    sql`select ${interviewTranscripts.id} || ':' || s.ordinality as id, ${interviews.participantName} as title, ${sectionText} as text, null as text_en,
      ${studies.id} as study_id, ${studies.title} as study_title, ${interviewTranscripts.language} as language, ts_rank(${sectionDoc}, (${q})) as rank,
      ${interviews.id} as interview_id, (s.value->>'start')::float8 as start, (s.value->>'end')::float8 as "end", ${interviews.videoKey} as video_key,
      ${interviews.thumbnailKey} as thumbnail_key, ${interviews.subtitlesOriginalKey} as sub_o, ${interviews.subtitlesEnKey} as sub_en
      from ${interviewTranscripts} join ${interviews} on ${interviews.id} = ${interviewTranscripts.interviewId} join ${studies} on ${studies.id} = ${interviews.studyId},
      jsonb_array_elements(${interviewTranscripts.sections}) with ordinality as s(value, ordinality)
      where ${interviewTranscripts.clientId} = ${scope.clientId}${visible(interviews.studyId, scope)} and ${interviewTranscripts.searchVector} @@ (${q}) and ${sectionDoc} @@ (${q})
      order by rank desc limit ${perKind.transcript}`,
  );
  const plain =
    (kind: RetrievedRow['kind']) =>
    (r: Raw): RetrievedRow => ({
      kind,
      id: r.id,
      title: r.title,
      text: r.text,
      textEn: r.text_en,
      studyId: r.study_id,
      studyTitle: r.study_title,
      language: r.language,
      rank: Number(r.rank),
      clip: null,
    });
  const withClip =
    (kind: RetrievedRow['kind']) =>
    (r: QuoteRaw): RetrievedRow => ({
      ...plain(kind)(r),
      clip: {
        interviewId: r.interview_id,
        start: Number(r.start),
        end: Number(r.end),
        videoKey: r.video_key,
        thumbnailKey: r.thumbnail_key,
        subtitlesOriginalKey: r.sub_o,
        subtitlesEnKey: r.sub_en,
      },
    });
  return [
    ...quoteRows.map(withClip('quote')),
    ...insightRows.map(plain('insight')),
    ...transcriptRows.map(withClip('transcript')),
    ...studyRows.map(plain('study')),
    ...bqRows.map(plain('business_question')),
  ];
}

/** The newest insights of the client's visible studies (for questions without searchable words). */
export async function latestInsights(db: Database, scope: Scope, limit: number): Promise<RetrievedRow[]> {
  const found = await rows<Raw>(
    db,
    sql`select ${insights.id} as id, ${insights.title} as title, ${insights.lead} || ' ' || regexp_replace(${insights.content}, '<[^>]*>', ' ', 'g') as text, null as text_en,
      ${studies.id} as study_id, ${studies.title} as study_title, ${studies.language} as language, 0 as rank
      from ${insights} join ${studies} on ${studies.id} = ${insights.studyId}
      where ${insights.clientId} = ${scope.clientId}${visible(insights.studyId, scope)}
      order by ${insights.updatedAt} desc limit ${limit}`,
  );
  return found.map((r) => ({
    kind: 'insight',
    id: r.id,
    title: r.title,
    text: r.text,
    textEn: null,
    studyId: r.study_id,
    studyTitle: r.study_title,
    language: r.language,
    rank: 0,
    clip: null,
  }));
}
