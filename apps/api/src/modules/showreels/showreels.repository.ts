/**
 * Showreel rows and their clips (SPEC §3 Showreel). Every function filters by the viewer's `clientId`, except the
 * explicitly public {@link findPublishedShowreel} and the render side's functions (by id only: a job carries only the
 * id it was given by a tenant-checked call): {@link findShowreelForRender}, {@link setRenderState},
 * {@link findRendersWithoutPendingJob}, {@link failStalledRender}. Job-queue tables are known only to the queue: the
 * render side gets the queue's "pending job" condition as a parameter.
 */
import { and, asc, desc, eq, getTableColumns, ilike, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  clients,
  insights,
  interviews,
  interviewTranscripts,
  projects,
  quotes,
  segments,
  showreelQuotes,
  showreels,
  studies,
  transcriptLines,
  type Database,
} from '@insight/db';
import { visibleStudyCondition } from '../../core/project-visibility';
import { microsToIso } from '../../core/pagination';
import { preparedFor, uuidArray } from '../../core/prepared';
import { epochMicros, likePattern } from '../../core/sql';
import type { TranscriptForSubtitles } from '../../video/webvtt';

/** A showreel row. */
export type ShowreelRow = typeof showreels.$inferSelect;
/** A clip row with its interview (video key, duration in seconds) for presenting and rendering. */
export type ClipRow = {
  quoteId: string;
  position: number;
  start: number;
  end: number;
  interviewId: string;
  interviewVideoKey: string | null;
  interviewThumbnailKey: string | null;
  interviewDuration: number;
  quoteThumbnailKey: string | null;
  /**
   * Lines of the interview's transcripts (original, and English when there is one) that overlap the clip, for its
   * edit list's subtitles: `[is original, language, position in the transcript, start, end, text]`, seconds. Only
   * the reads that present edit lists ask for them.
   */
  lines?: ClipLine[];
};
/** A transcript line overlapping a clip: is original, language, position in its transcript, start, end (seconds), text. */
type ClipLine = [boolean, string, number, number, number, string];
/** A showreel with its clips in play order. */
export type ShowreelWithClips = ShowreelRow & { clips: ClipRow[] };

/** Filters of the showreel lists (SPEC §3 List params). */
export type ShowreelFilters = {
  studyId?: string;
  segmentIds?: string[];
  projectId?: string;
  search?: string;
  type?: 'CURATED' | 'CUSTOM';
  publishedOnly?: boolean;
  insightId?: string;
  /** Only reels this user made. */
  createdBy?: string;
  /** Projects whose studies' reels the viewer may see (SPEC §6 project access); null or absent = every project. */
  visibleProjectIds?: string[] | null;
};

/** Sort of the lists: a SPEC §3 sort_by field and direction; ties broken by id. */
export type ShowreelSort = { by: 'title' | 'description' | 'created_at' | 'updated_at'; order: 'asc' | 'desc' };

const sortColumns = {
  title: showreels.title,
  description: showreels.description,
  created_at: showreels.createdAt,
  updated_at: showreels.updatedAt,
} as const;

/**
 * The lists' conditions with placeholders, the values they take and the shape (which filters) that names the prepared
 * statement (decision 0240): the client id is `clientId`; every other value is named after its filter.
 */
function conditions(f: ShowreelFilters): { shape: string[]; where: SQL[]; values: Record<string, unknown> } {
  const shape: string[] = [];
  const values: Record<string, unknown> = {};
  const value = (name: string, given: unknown) => {
    shape.push(name);
    values[name] = given;
    return sql.placeholder(name);
  };
  const clientId = sql.placeholder('clientId');
  const c: SQL[] = [eq(showreels.clientId, clientId)];
  if (f.studyId) c.push(eq(showreels.studyId, value('studyId', f.studyId)));
  if (f.segmentIds?.length) c.push(sql`${showreels.segmentId} = any(${value('segmentIds', uuidArray(f.segmentIds))}::uuid[])`);
  if (f.projectId) {
    // A reel belongs to its own project, or else to its study's (reels made without project_id still list there).
    const projectId = value('projectId', f.projectId);
    c.push(
      or(
        eq(showreels.projectId, projectId),
        sql`${showreels.studyId} in (select ${studies.id} from ${studies} where ${studies.projectId} = ${projectId} and ${studies.clientId} = ${clientId})`,
      )!,
    );
  }
  if (f.type) c.push(eq(showreels.type, value('type', f.type)));
  if (f.createdBy) c.push(eq(showreels.createdBy, value('createdBy', f.createdBy)));
  if (f.publishedOnly) {
    shape.push('published');
    c.push(eq(showreels.published, true));
  }
  if (f.search) {
    const pattern = value('search', likePattern(f.search));
    c.push(or(ilike(showreels.title, pattern), ilike(showreels.description, pattern))!);
  }
  // SPEC §6 project access: reels of studies in the projects the viewer may see (null: every project).
  const visible = f.visibleProjectIds ?? null;
  if (visible && visible.length === 0) {
    shape.push('none');
    c.push(sql`false`);
  } else if (visible) {
    c.push(
      sql`${showreels.studyId} in (select ${studies.id} from ${studies} where ${studies.projectId} = any(${value('visible', uuidArray(visible))}::uuid[]))`,
    );
  }
  if (f.insightId) {
    c.push(
      sql`${showreels.id} in (select ${insights.showreelId} from ${insights} where ${insights.id} = ${value('insightId', f.insightId)} and ${insights.clientId} = ${clientId})`,
    );
  }
  return { shape, where: c, values };
}

/** A clip as the clips sub-select answers it (JSON, snake_case). */
type ClipJson = {
  quote_id: string;
  position: number;
  start: number;
  end: number;
  interview_id: string;
  video_key: string | null;
  interview_thumbnail_key: string | null;
  duration: number;
  quote_thumbnail_key: string | null;
  lines?: ClipLine[];
};

const toClips = (json: ClipJson[] | string): ClipRow[] =>
  (typeof json === 'string' ? (JSON.parse(json) as ClipJson[]) : json).map((c) => ({
    quoteId: c.quote_id,
    position: c.position,
    start: c.start,
    end: c.end,
    interviewId: c.interview_id,
    interviewVideoKey: c.video_key,
    interviewThumbnailKey: c.interview_thumbnail_key,
    interviewDuration: c.duration,
    quoteThumbnailKey: c.quote_thumbnail_key,
    ...(c.lines ? { lines: c.lines } : {}),
  }));

/**
 * The clips of the reel whose id and client are `id` and `clientId` (columns of the outer query) in play order, as
 * one JSON sub-select of the reel's own statement (decision 0240); `withLines` adds each clip's overlapping transcript
 * lines (original and English, `transcript_lines` by interview), so no whole transcript is read for an edit list.
 */
function clipsOf(id: AnyColumn | SQL, clientId: AnyColumn | SQL, withLines: boolean): SQL.Aliased<ClipRow[]> | SQL<ClipRow[]> {
  const lines = sql`, 'lines', (select coalesce(json_agg(json_build_array(${interviewTranscripts.isOriginal}, ${interviewTranscripts.language}, ${transcriptLines.position},
      ${transcriptLines.start}, ${transcriptLines.end}, ${transcriptLines.text}) order by ${transcriptLines.transcriptId}, ${transcriptLines.position}), '[]'::json)
    from ${transcriptLines} join ${interviewTranscripts} on ${interviewTranscripts.id} = ${transcriptLines.transcriptId}
    where ${transcriptLines.interviewId} = ${quotes.interviewId} and ${transcriptLines.clientId} = ${quotes.clientId}
      and ${transcriptLines.start} < ${showreelQuotes.end} and ${transcriptLines.end} > ${showreelQuotes.start})`;
  // Nested `sql` keeps the outer columns table-qualified inside the sub-select (docs/areas/database.md).
  const query = sql`select coalesce(json_agg(json_build_object('quote_id', ${showreelQuotes.quoteId}, 'position', ${showreelQuotes.position},
      'start', ${showreelQuotes.start}, 'end', ${showreelQuotes.end}, 'interview_id', ${quotes.interviewId}, 'video_key', ${interviews.videoKey},
      'interview_thumbnail_key', ${interviews.thumbnailKey}, 'duration', ${interviews.duration}, 'quote_thumbnail_key', ${quotes.thumbnailKey}${withLines ? lines : sql``})
      order by ${showreelQuotes.position}), '[]'::json)
    from ${showreelQuotes} join ${quotes} on ${quotes.id} = ${showreelQuotes.quoteId} join ${interviews} on ${interviews.id} = ${quotes.interviewId}
    where ${showreelQuotes.showreelId} = ${id} and ${quotes.clientId} = ${clientId}`;
  return sql<ClipRow[]>`(${query})`.mapWith(toClips);
}

const reelColumns = getTableColumns(showreels);

/** A reel's columns with its clips (with their overlapping transcript lines when `withLines`), for a one-statement read. */
const reelWithClips = (withLines: boolean) => ({ ...reelColumns, clips: clipsOf(showreels.id, showreels.clientId, withLines) });

/** Transcript chunks (the lines overlapping the clips of `rows`) keyed `<interviewId>:original|en`, for {@link reelCues}. */
export function subtitleSourcesOf(rows: readonly ShowreelWithClips[]): ReelTranscripts {
  const byKey = new Map<string, Map<number, { start: number; end: number; text: string }>>();
  const add = (key: string, position: number, chunk: { start: number; end: number; text: string }) => {
    const chunks = byKey.get(key) ?? new Map<number, { start: number; end: number; text: string }>();
    chunks.set(position, chunk);
    byKey.set(key, chunks);
  };
  for (const row of rows) {
    for (const clip of row.clips) {
      for (const [isOriginal, language, position, start, end, text] of clip.lines ?? []) {
        if (isOriginal) add(`${clip.interviewId}:original`, position, { start, end, text });
        if (language === 'en') add(`${clip.interviewId}:en`, position, { start, end, text });
      }
    }
  }
  const sources: ReelTranscripts = new Map();
  for (const [key, chunks] of byKey) {
    const inOrder = [...chunks.entries()].sort(([a], [b]) => a - b).map(([, chunk]) => chunk);
    sources.set(key, [{ tasks: [{ chunks: inOrder }] }]);
  }
  return sources;
}

/** Where a v3 list page starts: after the row whose sort key (text, or a timestamp in epoch microseconds) and id are these. */
export type ShowreelKeyset = { key: string; id: string };

/** The sort key of a row as a keyset cursor carries it: the text, or the timestamp in epoch microseconds. */
const sortKeyOf = (by: ShowreelSort['by']) => (by === 'title' || by === 'description' ? sql<string>`${sortColumns[by]}` : epochMicros(sortColumns[by]));

/**
 * One page of the client's showreels matching `filters` in `sort` order (ties by id, same direction), after `after`
 * (keyset, stable at any depth), with clips and their subtitle lines: one statement. Answers `limit` rows at most, each
 * with its sort key (for the next cursor), and whether more follow.
 */
export async function listShowreelsAfter(
  db: Database,
  clientId: string,
  filters: ShowreelFilters,
  sort: ShowreelSort,
  after: ShowreelKeyset | null,
  limit: number,
): Promise<{ rows: (ShowreelWithClips & { sortKey: string })[]; more: boolean }> {
  const { shape, where, values } = conditions(filters);
  const query = preparedFor(db, 'showreels_after', [...shape, after ? 'after' : 'first', sort.by, sort.order], (name) => {
    const column = sortColumns[sort.by];
    if (after) {
      const key =
        sort.by === 'title' || sort.by === 'description' ? sql`${sql.placeholder('afterKey')}::text` : sql`${sql.placeholder('afterKey')}::timestamptz`;
      const id = sql`${sql.placeholder('afterId')}::uuid`;
      where.push(sort.order === 'asc' ? sql`(${column}, ${showreels.id}) > (${key}, ${id})` : sql`(${column}, ${showreels.id}) < (${key}, ${id})`);
    }
    const direction = sort.order === 'asc' ? asc : desc;
    return db
      .select({ ...reelWithClips(true), sortKey: sortKeyOf(sort.by) })
      .from(showreels)
      .where(and(...where))
      .orderBy(direction(column), direction(showreels.id))
      .limit(sql.placeholder('limit'))
      .prepare(name);
  });
  const afterValues = after ? { afterKey: sort.by === 'title' || sort.by === 'description' ? after.key : microsToIso(after.key), afterId: after.id } : {};
  const rows = await query.execute({ ...values, ...afterValues, clientId, limit: limit + 1 });
  return { rows: rows.slice(0, limit), more: rows.length > limit };
}

/**
 * One page (offset `offset`, `limit` rows) of the client's showreels matching `filters` and the total count (a window
 * count): one statement; the page is cut before its clips are read. Only a page without rows counts separately.
 */
export async function listShowreels(
  db: Database,
  clientId: string,
  filters: ShowreelFilters,
  sort: ShowreelSort,
  page: { offset: number; limit: number },
): Promise<{ rows: ShowreelWithClips[]; total: number }> {
  const { shape, where: conditionList, values } = conditions(filters);
  const where = and(...conditionList);
  const query = preparedFor(db, 'showreels_page', [...shape, sort.by, sort.order], (name) => {
    const column = sortColumns[sort.by];
    const direction = sort.order === 'asc' ? asc : desc;
    const order = [direction(column), direction(showreels.id)];
    const cut = db
      .select({
        ...reelColumns,
        total: sql<number>`count(*) over ()`.as('total'),
        place: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('place'),
      })
      .from(showreels)
      .where(where)
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    const pageColumns = Object.fromEntries(Object.keys(reelColumns).map((key) => [key, cut[key as keyof typeof reelColumns]])) as {
      [K in keyof typeof reelColumns]: (typeof cut)[K];
    };
    return db
      .select({ ...pageColumns, total: sql<number>`${cut.total}`.mapWith(Number), clips: clipsOf(cut.id, cut.clientId, true) })
      .from(cut)
      .orderBy(asc(cut.place))
      .prepare(name);
  });
  const rows = await query.execute({ ...values, clientId, limit: page.limit, offset: page.offset });
  if (rows.length === 0 && page.offset > 0) {
    const counted = preparedFor(db, 'showreels_count', shape, (name) =>
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(showreels)
        .where(where)
        .prepare(name),
    );
    const [{ count }] = await counted.execute({ ...values, clientId });
    return { rows: [], total: count };
  }
  return { rows: rows.map(({ total: _t, ...row }) => row as ShowreelWithClips), total: rows[0]?.total ?? 0 };
}

/** The client's showreel `id` with its clips, or null. */
export async function findShowreel(db: Database, clientId: string, id: string): Promise<ShowreelWithClips | null> {
  const [row] = await db
    .select(reelWithClips(true))
    .from(showreels)
    .where(and(eq(showreels.clientId, clientId), eq(showreels.id, id)))
    .limit(1);
  return row ?? null;
}

/** The client's showreels among `ids` with their clips, whose study lies in `projectIds` (null: any); unknown ids are left out. */
export async function findShowreelsByIds(db: Database, clientId: string, ids: string[], projectIds: string[] | null): Promise<ShowreelWithClips[]> {
  if (ids.length === 0) return [];
  const conditions = [eq(showreels.clientId, clientId), inArray(showreels.id, ids)];
  const visible = visibleStudyCondition(showreels.studyId, projectIds);
  if (visible) conditions.push(visible);
  return db
    .select(reelWithClips(true))
    .from(showreels)
    .where(and(...conditions));
}

/** A published showreel `id` of any client (public page, SPEC §4), or null. */
export async function findPublishedShowreel(db: Database, id: string): Promise<ShowreelWithClips | null> {
  const [row] = await db
    .select(reelWithClips(false))
    .from(showreels)
    .where(and(eq(showreels.id, id), eq(showreels.published, true)))
    .limit(1);
  return row ?? null;
}

/** Showreel `id` of any client, for the render job (the job carries only the id it was given by a tenant-checked call). */
export async function findShowreelForRender(db: Database, id: string): Promise<ShowreelWithClips | null> {
  const [row] = await db.select(reelWithClips(false)).from(showreels).where(eq(showreels.id, id)).limit(1);
  return row ?? null;
}

/** The client's quotes `ids` with their interview's duration (seconds), study and whether they were deleted (issue 14). */
export async function findQuotesForClips(db: Database, clientId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: quotes.id,
      start: quotes.start,
      end: quotes.end,
      studyId: quotes.studyId,
      interviewId: quotes.interviewId,
      interviewDuration: interviews.duration,
      deleted: sql<boolean>`${quotes.deletedAt} is not null`,
    })
    .from(quotes)
    .innerJoin(interviews, eq(interviews.id, quotes.interviewId))
    .where(and(eq(quotes.clientId, clientId), inArray(quotes.id, ids)));
}

/** The client's study `id` (its creation time and project) and the client's feature flags, or null when the study is not the client's. */
export async function findStudyAndFeatures(db: Database, clientId: string, studyId: string) {
  const [row] = await db
    .select({ createdAt: studies.createdAt, projectId: studies.projectId, features: clients.features })
    .from(studies)
    .innerJoin(clients, eq(clients.id, studies.clientId))
    .where(and(eq(studies.clientId, clientId), eq(studies.id, studyId)))
    .limit(1);
  return row ?? null;
}

/** Whether segment `segmentId` is one of study `studyId` of client `clientId`. */
export async function isSegmentOfStudy(db: Database, clientId: string, studyId: string, segmentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: segments.id })
    .from(segments)
    .where(and(eq(segments.clientId, clientId), eq(segments.studyId, studyId), eq(segments.id, segmentId)))
    .limit(1);
  return Boolean(row);
}

/** Whether project `projectId` is one of client `clientId`. */
export async function isProjectOfClient(db: Database, clientId: string, projectId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.clientId, clientId), eq(projects.id, projectId)))
    .limit(1);
  return Boolean(row);
}

/** Clip values to write: quote id and start/end seconds, in play order. */
export type ClipValues = { quoteId: string; start: number; end: number };

/** Inserts a showreel and its clips in one transaction; answers its id. */
export async function insertShowreel(db: Database, values: typeof showreels.$inferInsert, clips: ClipValues[]): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(showreels).values(values).returning({ id: showreels.id });
    await tx.insert(showreelQuotes).values(clips.map((clip, position) => ({ showreelId: row.id, position, ...clip })));
    return row.id;
  });
}

/**
 * Updates the client's showreel `id` with `values` (and replaces its clips when given) only if its `updated_at`
 * (to the millisecond) equals `expectedUpdatedAt` when that is given. Answers false when no row matched.
 */
export async function updateShowreel(
  db: Database,
  clientId: string,
  id: string,
  values: Partial<typeof showreels.$inferInsert>,
  clips: ClipValues[] | undefined,
  expectedUpdatedAt: Date | undefined,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const where = [eq(showreels.clientId, clientId), eq(showreels.id, id)];
    if (expectedUpdatedAt) where.push(sql`date_trunc('milliseconds', ${showreels.updatedAt}) = ${expectedUpdatedAt.toISOString()}::timestamptz`);
    const updated = await tx
      .update(showreels)
      .set({ ...values, updatedAt: new Date() })
      .where(and(...where))
      .returning({ id: showreels.id });
    if (updated.length === 0) return false;
    if (clips) {
      await tx.delete(showreelQuotes).where(eq(showreelQuotes.showreelId, id));
      await tx.insert(showreelQuotes).values(clips.map((clip, position) => ({ showreelId: id, position, ...clip })));
    }
    return true;
  });
}

/** Deletes the client's showreel `id`; answers the deleted row (for its media keys) or null. */
export async function deleteShowreel(db: Database, clientId: string, id: string): Promise<ShowreelRow | null> {
  const [row] = await db
    .delete(showreels)
    .where(and(eq(showreels.clientId, clientId), eq(showreels.id, id)))
    .returning();
  return row ?? null;
}

/**
 * Sets render fields of showreel `id` (job side; no tenant filter), only while its status is `onlyWhen` when given;
 * answers true when it changed. `updated_at` is kept: it is the edit version a PATCH compares, and a render finishing
 * must not make an editor's save look stale (409).
 */
export async function setRenderState(db: Database, id: string, values: Partial<typeof showreels.$inferInsert>, onlyWhen?: ShowreelRow['status']) {
  const rows = await db
    .update(showreels)
    .set({ ...values, updatedAt: sql`${showreels.updatedAt}` })
    .where(and(eq(showreels.id, id), onlyWhen ? eq(showreels.status, onlyWhen) : undefined))
    .returning({ id: showreels.id });
  return rows.length > 0;
}

/** Transcripts (SPEC §3), or the chunks of them a reel's clips overlap, by `<interviewId>:original` and `<interviewId>:en`. */
export type ReelTranscripts = Map<string, TranscriptForSubtitles>;

/** Transcripts (original and English, SPEC §3) of the client's interviews `ids`, keyed `<interviewId>:original|en`. */
export async function transcriptsOf(db: Database, clientId: string, ids: string[]): Promise<ReelTranscripts> {
  const map: ReelTranscripts = new Map();
  if (ids.length === 0) return map;
  const rows = await db
    .select({
      interviewId: interviewTranscripts.interviewId,
      language: interviewTranscripts.language,
      isOriginal: interviewTranscripts.isOriginal,
      sections: interviewTranscripts.sections,
    })
    .from(interviewTranscripts)
    .where(and(eq(interviewTranscripts.clientId, clientId), inArray(interviewTranscripts.interviewId, [...new Set(ids)])));
  for (const row of rows) {
    if (row.isOriginal) map.set(`${row.interviewId}:original`, row.sections);
    if (row.language === 'en') map.set(`${row.interviewId}:en`, row.sections);
  }
  return map;
}

/** SQL condition, from the job queue, true when a render job of the reel whose id (as text) is `showreelId` will still run. */
export type PendingRenderCondition = (showreelId: SQL) => SQL;

/**
 * Reels in CREATED or PROCESSING (SPEC §4) without a pending render job (`pendingJob`), of every client (job side),
 * with their clips' total length in seconds (`videoSeconds`).
 */
export async function findRendersWithoutPendingJob(
  db: Database,
  pendingJob: PendingRenderCondition,
): Promise<{ id: string; status: 'CREATED' | 'PROCESSING'; videoSeconds: number }[]> {
  // Raw SQL with an alias: the condition is a correlated sub-select, where a bare column name would be ambiguous.
  const { rows } = await db.execute<{ id: string; status: 'CREATED' | 'PROCESSING'; video_seconds: number | string }>(sql`
    select s.id, s.status,
      (select coalesce(sum(c.${sql.identifier('end')} - c.start), 0) from ${showreelQuotes} c where c.showreel_id = s.id) as video_seconds
    from ${showreels} s
    where s.status in ('CREATED', 'PROCESSING') and not ${pendingJob(sql`s.id::text`)}`);
  return rows.map((r) => ({ id: r.id, status: r.status, videoSeconds: Number(r.video_seconds) }));
}

/**
 * Sets showreel `id` to ERROR with `reason` (SPEC §4) if it is still CREATED/PROCESSING and no render job will render
 * it (`pendingJob`: an edit or retry meanwhile queued one: left alone). `updated_at` is kept. Answers true when it changed.
 */
export async function failStalledRender(db: Database, id: string, reason: string, pendingJob: PendingRenderCondition): Promise<boolean> {
  const rows = await db
    .update(showreels)
    .set({ status: 'ERROR', error: reason.slice(0, 2000), updatedAt: sql`${showreels.updatedAt}` })
    .where(and(eq(showreels.id, id), inArray(showreels.status, ['CREATED', 'PROCESSING']), sql`not ${pendingJob(sql`${id}`)}`))
    .returning({ id: showreels.id });
  return rows.length > 0;
}

/** What the public page names beside a published reel: its client and study, and each clip's participant (clip order). */
export async function publicContextOf(db: Database, row: ShowreelWithClips) {
  const [context] = await db
    .select({ clientName: clients.name, studyTitle: studies.title })
    .from(studies)
    .innerJoin(clients, eq(clients.id, studies.clientId))
    .where(and(eq(studies.id, row.studyId), eq(studies.clientId, row.clientId)))
    .limit(1);
  const interviewIds = [...new Set(row.clips.map((clip) => clip.interviewId))];
  const people = interviewIds.length
    ? await db
        .select({ id: interviews.id, name: interviews.participantName, age: interviews.participantAge, country: interviews.participantCountry })
        .from(interviews)
        .where(and(eq(interviews.clientId, row.clientId), inArray(interviews.id, interviewIds)))
    : [];
  return { clientName: context?.clientName ?? '', studyTitle: context?.studyTitle ?? '', participants: new Map(people.map((person) => [person.id, person])) };
}

/** The public context of a reel. */
export type PublicContext = Awaited<ReturnType<typeof publicContextOf>>;
