/**
 * Retrieval for the assistant (issue 12): PostgreSQL full-text search over the studies, insights, business questions,
 * quotes and interview transcripts of one client, limited to the studies whose project the user may see. Queries are
 * parsed with every text-search configuration (original languages and English) and OR-ed. Studies, insights and
 * business questions match their stored English and `simple` (unstemmed) vectors (`ai_search_vector`, generated and
 * GIN-indexed by migration `0019_ai_search_vectors.sql`; keep them identical to the texts below). Quotes and transcript
 * lines come from the quote search and the global search (decision 0230: at most 1,000 candidates, the newest first,
 * ranked in the row's own language and English), so a common word at scale costs what a rare one does (decision 0250).
 */
import { sql, type SQL } from 'drizzle-orm';
import { businessQuestions, insights, interviews, quotes, studies, transcriptLines, type Database } from '@insight/db';
import { visibleStudyCondition } from '../../core/project-visibility';
import { searchQuotes } from '../quotes';
import { bestTranscriptLines } from '../search';

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
    /** The interview's (video's) original language code. */
    videoLanguage: string | null;
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

/**
 * The stored English and unstemmed vector of a table's search text (migration 0019: `to_tsvector('english', text) ||
 * to_tsvector('simple', text)` of {@link studyText}, {@link insightText}, {@link businessQuestionText}).
 */
const aiSearchVector = (table: 'studies' | 'insights' | 'business_questions') => sql.raw(`"${table}"."ai_search_vector"`);

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

/** The first (best) row of each interview moment (interview and start second), in order. */
function dedupeMoments<T extends { interview_id: string; start: number }>(found: T[]): T[] {
  const seen = new Set<string>();
  return found.filter((r) => {
    const key = `${r.interview_id}:${Math.round(Number(r.start))}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

type Raw = { id: string; title: string; text: string; text_en: string | null; study_id: string; study_title: string; language: string | null; rank: number };

/** The kinds that can be matched by meaning (embedded); transcript lines are matched by their words only. */
export const EMBEDDED_KINDS = ['quote', 'insight', 'study', 'business_question'] as const;
/** A kind with embeddings. */
export type EmbeddedKind = (typeof EMBEDDED_KINDS)[number];

/** How a query matches and ranks rows of one kind: an extra join, a condition and a rank (higher is better). */
type Match = (kind: RetrievedRow['kind'], idColumn: SQL, doc: SQL) => { join: SQL; where: SQL; rank: SQL } | null;

/** Full-text match of `search` against the kind's document (`doc`). */
function fullTextMatch(search: string): Match {
  const q = tsQuery(search);
  return (_kind, _id, doc) => ({ join: sql``, where: sql`${doc} @@ (${q})`, rank: sql`ts_rank(${doc}, (${q}))` });
}

/** Nearest neighbours of `vector` (cosine) among the kind's stored embeddings of `model`; kinds without embeddings match nothing. */
function vectorMatch(model: string, vector: number[]): Match {
  const literal = `[${vector.join(',')}]`;
  return (kind, idColumn) =>
    (EMBEDDED_KINDS as readonly string[]).includes(kind)
      ? {
          join: sql` join ai_embeddings e on e.model = ${model} and e.kind = ${kind} and e.source_id = ${idColumn}`,
          where: sql`true`,
          rank: sql`1 - (e.embedding <=> ${literal}::vector)`,
        }
      : null;
}

const studyText = sql`${studies.title} || ' ' || ${studies.purpose} || ' ' || coalesce(${studies.brief}, '')`;
const insightText = sql`${insights.title} || ' ' || ${insights.lead} || ' ' || regexp_replace(${insights.content}, '<[^>]*>', ' ', 'g')`;
const businessQuestionText = sql`${businessQuestions.title} || ' ' || ${businessQuestions.description}`;
const quoteText = sql`${quotes.contentOriginal} || coalesce(' — ' || ${quotes.contentEn}, '')`;

/**
 * The text each embedded kind is embedded from, with its client and study columns and table (for the embeddings sync):
 * original and English where there are both.
 */
export const EMBEDDED_SOURCES: Record<EmbeddedKind, { table: SQL; id: SQL; clientId: SQL; text: SQL; where: SQL }> = {
  quote: { table: sql`${quotes}`, id: sql`${quotes.id}`, clientId: sql`${quotes.clientId}`, text: quoteText, where: sql`${quotes.deletedAt} is null` },
  insight: { table: sql`${insights}`, id: sql`${insights.id}`, clientId: sql`${insights.clientId}`, text: insightText, where: sql`true` },
  study: { table: sql`${studies}`, id: sql`${studies.id}`, clientId: sql`${studies.clientId}`, text: studyText, where: sql`true` },
  business_question: {
    table: sql`${businessQuestions}`,
    id: sql`${businessQuestions.id}`,
    clientId: sql`${businessQuestions.clientId}`,
    text: businessQuestionText,
    where: sql`true`,
  },
};

/** A quote or transcript passage with its interview's media keys (a clip). */
type QuoteRaw = Raw & {
  interview_id: string;
  start: number;
  end: number;
  video_key: string | null;
  thumbnail_key: string | null;
  sub_o: string | null;
  sub_en: string | null;
  video_language: string | null;
};

/** A Postgres array of `values` of `type`, one parameter. */
const arrayOf = (values: (string | number)[], type: 'uuid' | 'float8') => sql`${`{${values.join(',')}}`}::${sql.raw(type)}[]`;

/** The media keys, language and study title of the client's interviews `ids`, by id. */
async function interviewMedia(db: Database, clientId: string, ids: string[]) {
  type Media = {
    id: string;
    video_key: string | null;
    thumbnail_key: string | null;
    sub_o: string | null;
    sub_en: string | null;
    video_language: string | null;
    study_title: string;
  };
  const found = await rows<Media>(
    db,
    sql`select ${interviews.id} as id, ${interviews.videoKey} as video_key, ${interviews.thumbnailKey} as thumbnail_key,
      ${interviews.subtitlesOriginalKey} as sub_o, ${interviews.subtitlesEnKey} as sub_en, ${interviews.language} as video_language, ${studies.title} as study_title
      from ${interviews} join ${studies} on ${studies.id} = ${interviews.studyId}
      where ${interviews.clientId} = ${clientId} and ${interviews.id} = any(${arrayOf(ids, 'uuid')})`,
  );
  return new Map(found.map((m) => [m.id, m]));
}

/** The best `limit` quotes matching `search` by the quote search (decision 0230), with their clips. */
async function quotesByWords(db: Database, scope: Scope, search: string, limit: number): Promise<QuoteRaw[]> {
  const found = await searchQuotes(db, scope.clientId, search, {}, limit, scope.projectIds);
  if (found.length === 0) return [];
  const media = await interviewMedia(db, scope.clientId, [...new Set(found.map((r) => r.quote.interviewId))]);
  return found.flatMap(({ quote, interview, key }) => {
    const m = media.get(quote.interviewId);
    if (!m) return [];
    return [
      {
        id: quote.id,
        title: quote.participantName,
        text: quote.contentOriginal,
        text_en: quote.contentEn,
        study_id: quote.studyId,
        study_title: m.study_title,
        language: quote.language,
        // The rank is the first part of the quote search's keyset position.
        rank: Number(key.values[0]),
        interview_id: quote.interviewId,
        start: quote.start,
        end: quote.end,
        video_key: m.video_key,
        thumbnail_key: quote.thumbnailKey ?? interview.thumbnailKey,
        sub_o: m.sub_o,
        sub_en: m.sub_en,
        video_language: m.video_language,
      },
    ];
  });
}

/** The best `limit` quotes that `match` finds (by meaning: the stored embeddings), with their clips. */
async function quotesByMatch(db: Database, scope: Scope, match: Match, limit: number): Promise<QuoteRaw[]> {
  const quoteMatch = match('quote', sql`${quotes.id}`, sql`${quotes.searchVector}`);
  if (!quoteMatch) return [];
  return rows<QuoteRaw>(
    db,
    sql`select ${quotes.id} as id, ${quotes.participantName} as title, ${quotes.contentOriginal} as text, ${quotes.contentEn} as text_en,
      ${studies.id} as study_id, ${studies.title} as study_title, ${quotes.language} as language, ${quoteMatch.rank} as rank,
      ${quotes.interviewId} as interview_id, ${quotes.start} as start, ${quotes.end} as "end", ${interviews.videoKey} as video_key,
      coalesce(${quotes.thumbnailKey}, ${interviews.thumbnailKey}) as thumbnail_key, ${interviews.subtitlesOriginalKey} as sub_o, ${interviews.subtitlesEnKey} as sub_en,
      ${interviews.language} as video_language
      from ${quotes} join ${studies} on ${studies.id} = ${quotes.studyId} join ${interviews} on ${interviews.id} = ${quotes.interviewId}${quoteMatch.join}
      where ${quotes.clientId} = ${scope.clientId}${visible(quotes.studyId, scope)} and ${quotes.deletedAt} is null and ${quoteMatch.where}
      order by rank desc limit ${limit}`,
  );
}

/**
 * The best `limit` transcript lines matching `search` by the global search (decision 0230), each widened by its
 * neighbours (4 s before to 8 s after) in one statement, with their clips; best first.
 */
async function transcriptsByWords(db: Database, scope: Scope, search: string, limit: number): Promise<QuoteRaw[]> {
  const best = await bestTranscriptLines(db, scope.clientId, search, scope.projectIds, limit);
  if (best.length === 0) return [];
  const ids = arrayOf(
    best.map((l) => l.transcript_id),
    'uuid',
  );
  const starts = arrayOf(
    best.map((l) => l.start),
    'float8',
  );
  const ends = arrayOf(
    best.map((l) => l.end),
    'float8',
  );
  const widened = await rows<{ ord: number; start: number; end: number; text: string }>(
    db,
    sql`select b.ord::int as ord, min(n.start) as start, max(n."end") as "end", string_agg(n.text, ' ' order by n.position) as text
      from unnest(${ids}, ${starts}, ${ends}) with ordinality as b(transcript_id, start, "end", ord)
      join ${transcriptLines} n on n.transcript_id = b.transcript_id and n.client_id = ${scope.clientId} and n."end" > b.start - 4 and n.start < b."end" + 8
      group by b.ord`,
  );
  const context = new Map(widened.map((w) => [Number(w.ord), w]));
  const media = await interviewMedia(db, scope.clientId, [...new Set(best.map((l) => l.interview_id))]);
  return best.flatMap((line, i) => {
    const m = media.get(line.interview_id);
    const ctx = context.get(i + 1);
    if (!m || !ctx) return [];
    return [
      {
        id: `${line.transcript_id}:${line.position}`,
        title: line.participant_name,
        text: ctx.text,
        text_en: null,
        study_id: line.study_id,
        study_title: m.study_title,
        language: line.language,
        rank: Number(line.rank),
        interview_id: line.interview_id,
        start: Number(ctx.start),
        end: Number(ctx.end),
        video_key: m.video_key,
        thumbnail_key: m.thumbnail_key,
        sub_o: m.sub_o,
        sub_en: m.sub_en,
        video_language: m.video_language,
      },
    ];
  });
}

/** The passages of every kind that `match` finds in the scope's visible research, up to `perKind[kind]` each, best first. */
async function retrieveWith(
  db: Database,
  scope: Scope,
  match: Match,
  perKind: Record<RetrievedRow['kind'], number>,
  search: string | null,
): Promise<RetrievedRow[]> {
  const studyDoc = aiSearchVector('studies');
  const studyMatch = match('study', sql`${studies.id}`, studyDoc);
  const studyRows = studyMatch
    ? await rows<Raw>(
        db,
        sql`select ${studies.id} as id, ${studies.title} as title, ${studies.purpose} || ' ' || coalesce(${studies.brief}, '') as text, null as text_en,
      ${studies.id} as study_id, ${studies.title} as study_title, ${studies.language} as language, ${studyMatch.rank} as rank
      from ${studies}${studyMatch.join} where ${studies.clientId} = ${scope.clientId}${visible(studies.id, scope)} and ${studyMatch.where}
      order by rank desc limit ${perKind.study}`,
      )
    : [];
  const insightDoc = aiSearchVector('insights');
  const insightMatch = match('insight', sql`${insights.id}`, insightDoc);
  const insightRows = insightMatch
    ? await rows<Raw>(
        db,
        sql`select ${insights.id} as id, ${insights.title} as title, ${insights.lead} || ' ' || regexp_replace(${insights.content}, '<[^>]*>', ' ', 'g') as text, null as text_en,
      ${studies.id} as study_id, ${studies.title} as study_title, ${studies.language} as language, ${insightMatch.rank} as rank
      from ${insights} join ${studies} on ${studies.id} = ${insights.studyId}${insightMatch.join}
      where ${insights.clientId} = ${scope.clientId}${visible(insights.studyId, scope)} and ${insightMatch.where}
      order by rank desc limit ${perKind.insight}`,
      )
    : [];
  const bqDoc = aiSearchVector('business_questions');
  const bqMatch = match('business_question', sql`${businessQuestions.id}`, bqDoc);
  const bqRows = bqMatch
    ? await rows<Raw>(
        db,
        sql`select ${businessQuestions.id} as id, ${businessQuestions.title} as title, ${businessQuestionText} as text, null as text_en,
      ${studies.id} as study_id, ${studies.title} as study_title, ${studies.language} as language, ${bqMatch.rank} as rank
      from ${businessQuestions} join ${studies} on ${studies.id} = ${businessQuestions.studyId}${bqMatch.join}
      where ${businessQuestions.clientId} = ${scope.clientId}${visible(businessQuestions.studyId, scope)} and ${bqMatch.where}
      order by rank desc limit ${perKind.business_question}`,
      )
    : [];
  // Quotes by words: the quote search's ranked candidates (decision 0230); by meaning: their stored embeddings.
  const quoteRows = search !== null ? await quotesByWords(db, scope, search, perKind.quote) : await quotesByMatch(db, scope, match, perKind.quote);
  // Transcript lines by words only: each of the best lines is a passage, widened to the lines from 4 s before to 8 s
  // after it so the clip and the text make sense. One passage per interview moment: the same line in two languages
  // counts once.
  const transcriptRows = search === null ? [] : dedupeMoments(await transcriptsByWords(db, scope, search, perKind.transcript * 3)).slice(0, perKind.transcript);
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
        videoLanguage: r.video_language,
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

/**
 * The passages matching `search` (words joined with " or ") in the client's visible research by PostgreSQL full text:
 * up to `perKind[kind]` of each kind, best first by `ts_rank`.
 */
export function retrieve(db: Database, scope: Scope, search: string, perKind: Record<RetrievedRow['kind'], number>): Promise<RetrievedRow[]> {
  return retrieveWith(db, scope, fullTextMatch(search), perKind, search);
}

/**
 * The passages nearest to `vector` by meaning (cosine distance over `ai_embeddings` of `model`, pgvector) in the client's
 * visible research: quotes, insights, studies and business questions; `rank` is the cosine similarity (−1..1).
 */
export function retrieveNearest(
  db: Database,
  scope: Scope,
  model: string,
  vector: number[],
  perKind: Record<RetrievedRow['kind'], number>,
): Promise<RetrievedRow[]> {
  return retrieveWith(db, scope, vectorMatch(model, vector), perKind, null);
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
