/**
 * Quote reads (SPEC §3 Quote and its filter keys; §7 Quotes). Every function filters by the viewer's
 * `clientId`. Search is PostgreSQL full-text search over the original text (in the quote's own
 * text-search configuration) and the English text (docs/architecture.md "Quote search").
 */
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  insightQuotes,
  insights,
  interviews,
  quoteSearchCondition,
  quoteTags,
  quotes,
  showreelQuotes,
  showreels,
  tags,
  tasks,
  type Database,
} from '@insight/db';
import { visibleStudyCondition } from '../../core/project-visibility';

/** Filters of the quote list; id lists are already parsed. Business question ids include the spec's objective ids. */
export type QuoteFilters = {
  /** Projects whose studies' quotes are visible (null or absent = all; SPEC §6 project access). */
  visibleProjectIds?: string[] | null;
  studyId?: string;
  segmentIds?: string[];
  taskIds?: string[];
  businessQuestionIds?: string[];
  showreelIds?: string[];
  quoteIds?: string[];
  /** Quotes carrying any of these tags. */
  tagIds?: string[];
  interviewId?: string;
  /** Spoken language code of the quote. */
  language?: string;
  /** Quotes made (created) on or after / before these times. */
  createdFrom?: Date;
  createdTo?: Date;
  search?: string;
};

/**
 * Keyset position after the last row answered. Without search the list is ordered by interview, start
 * (seconds) and id; with search by relevance (highest first) and id. Numbers travel as PostgreSQL text
 * so the comparison is exact.
 */
export type QuoteKey = { mode: 'position'; interviewId: string; start: string; id: string } | { mode: 'rank'; rank: string; id: string };

const quoteTask = alias(tasks, 'quote_task');

/** The quote's relevance to `search`: the query parsed with the quote's own configuration and with English. */
function rankOf(search: string): SQL<string> {
  return sql<string>`ts_rank(${quotes.searchVector}, ${ownQuery(search)})`;
}

function ownQuery(search: string): SQL {
  return sql`(websearch_to_tsquery(${quotes.searchConfig}, ${search}) || websearch_to_tsquery('english'::regconfig, ${search}))`;
}

function filterConditions(clientId: string, filters: QuoteFilters): SQL[] {
  // A deleted quote lives on only inside the showreels that still use it.
  const conditions: SQL[] = [eq(quotes.clientId, clientId), isNull(quotes.deletedAt)];
  if (filters.studyId) conditions.push(eq(quotes.studyId, filters.studyId));
  if (filters.interviewId) conditions.push(eq(quotes.interviewId, filters.interviewId));
  if (filters.language) conditions.push(eq(quotes.language, filters.language));
  if (filters.createdFrom) conditions.push(sql`${quotes.createdAt} >= ${filters.createdFrom.toISOString()}::timestamptz`);
  if (filters.createdTo) conditions.push(sql`${quotes.createdAt} <= ${filters.createdTo.toISOString()}::timestamptz`);
  const visible = visibleStudyCondition(quotes.studyId, filters.visibleProjectIds ?? null);
  if (visible) conditions.push(visible);
  if (filters.quoteIds?.length) conditions.push(inArray(quotes.id, filters.quoteIds));
  if (filters.segmentIds?.length) conditions.push(inArray(quotes.segmentId, filters.segmentIds));
  if (filters.taskIds?.length) {
    // A task id matches quotes of the task and of its subtasks.
    conditions.push(
      or(
        inArray(quotes.taskId, filters.taskIds),
        sql`exists (select 1 from ${tasks} where ${tasks.id} = ${quotes.taskId} and ${tasks.clientId} = ${clientId} and ${inArray(tasks.parentTaskId, filters.taskIds)})`,
      )!,
    );
  }
  if (filters.businessQuestionIds?.length) {
    const ids = filters.businessQuestionIds;
    // Quotes link to business questions directly, through their task (or its parent task), or through an insight.
    conditions.push(
      or(
        inArray(quotes.businessQuestionId, ids),
        sql`exists (select 1 from ${tasks} where ${tasks.id} = ${quotes.taskId} and ${tasks.clientId} = ${clientId} and ${inArray(tasks.businessQuestionId, ids)})`,
        sql`exists (select 1 from ${tasks} where ${tasks.id} = ${quotes.taskId} and ${tasks.clientId} = ${clientId} and ${tasks.parentTaskId} in (
                    select ${tasks.id} from ${tasks} where ${tasks.clientId} = ${clientId} and ${inArray(tasks.businessQuestionId, ids)}))`,
        sql`exists (select 1 from ${insightQuotes} join ${insights} on ${insights.id} = ${insightQuotes.insightId}
                    where ${insightQuotes.quoteId} = ${quotes.id} and ${insights.clientId} = ${clientId} and ${inArray(insights.businessQuestionId, ids)})`,
      )!,
    );
  }
  if (filters.showreelIds?.length) {
    conditions.push(
      sql`exists (select 1 from ${showreelQuotes} join ${showreels} on ${showreels.id} = ${showreelQuotes.showreelId}
                  where ${showreelQuotes.quoteId} = ${quotes.id} and ${showreels.clientId} = ${clientId} and ${inArray(showreelQuotes.showreelId, filters.showreelIds)})`,
    );
  }
  if (filters.tagIds?.length) {
    conditions.push(sql`exists (select 1 from ${quoteTags} where ${quoteTags.quoteId} = ${quotes.id} and ${inArray(quoteTags.tagId, filters.tagIds)})`);
  }
  if (filters.search) {
    // The first condition uses the GIN index (every configuration); the second keeps the quote's own language and English only.
    conditions.push(quoteSearchCondition(filters.search));
    conditions.push(sql`${quotes.searchVector} @@ ${ownQuery(filters.search)}`);
  }
  return conditions;
}

function selection(search: string | undefined) {
  return {
    quote: quotes,
    interview: {
      participantName: interviews.participantName,
      participantAge: interviews.participantAge,
      participantCountry: interviews.participantCountry,
      thumbnailKey: interviews.thumbnailKey,
    },
    task: {
      id: quoteTask.id,
      html: quoteTask.html,
      text: quoteTask.text,
      htmlEn: quoteTask.htmlEn,
      textEn: quoteTask.textEn,
      type: quoteTask.type,
      businessQuestionId: quoteTask.businessQuestionId,
    },
    startText: sql<string>`${quotes.start}::text`,
    rankText: search ? sql<string>`(${rankOf(search)})::text` : sql<string | null>`null`,
  };
}

function baseQuery(db: Database, clientId: string, search: string | undefined) {
  return db
    .select(selection(search))
    .from(quotes)
    .innerJoin(interviews, and(eq(interviews.id, quotes.interviewId), eq(interviews.clientId, clientId)))
    .leftJoin(quoteTask, and(eq(quoteTask.id, quotes.taskId), eq(quoteTask.clientId, clientId)));
}

/** A quote with its interview's participant and thumbnail, its task, and its keyset position. */
export type QuoteListRow = Awaited<ReturnType<typeof listQuotes>>[number];

/** Up to `limit` quotes of the client matching `filters`, after `after` (see {@link QuoteKey} for the order). */
export async function listQuotes(db: Database, clientId: string, filters: QuoteFilters, page: { limit: number; after?: QuoteKey }) {
  const conditions = filterConditions(clientId, filters);
  const search = filters.search;
  if (search) {
    const rank = rankOf(search);
    if (page.after?.mode === 'rank') {
      const { rank: lastRank, id } = page.after;
      conditions.push(sql`(${rank} < ${lastRank}::real or (${rank} = ${lastRank}::real and ${quotes.id} > ${id}::uuid))`);
    }
    const rows = await baseQuery(db, clientId, search)
      .where(and(...conditions))
      .orderBy(desc(rank), asc(quotes.id))
      .limit(page.limit);
    return rows.map((row) => ({ ...row, key: { mode: 'rank', rank: row.rankText ?? '0', id: row.quote.id } as QuoteKey }));
  }
  if (page.after?.mode === 'position') {
    const { interviewId, start, id } = page.after;
    conditions.push(sql`(${quotes.interviewId}, ${quotes.start}, ${quotes.id}) > (${interviewId}::uuid, ${start}::double precision, ${id}::uuid)`);
  }
  const rows = await baseQuery(db, clientId, undefined)
    .where(and(...conditions))
    .orderBy(asc(quotes.interviewId), asc(quotes.start), asc(quotes.id))
    .limit(page.limit);
  return rows.map((row) => ({
    ...row,
    key: { mode: 'position', interviewId: row.quote.interviewId, start: row.startText, id: row.quote.id } as QuoteKey,
  }));
}

/** The live (not deleted) quote `quoteId` of the client with participant and task, or null. */
export async function findQuote(db: Database, clientId: string, quoteId: string): Promise<QuoteListRow | null> {
  const [row] = await baseQuery(db, clientId, undefined)
    .where(and(eq(quotes.clientId, clientId), eq(quotes.id, quoteId), isNull(quotes.deletedAt)))
    .limit(1);
  return row ? { ...row, key: { mode: 'position', interviewId: row.quote.interviewId, start: row.startText, id: row.quote.id } } : null;
}

/**
 * The client's quotes among `quoteIds` with participant and task, in no particular order (one query; unknown ids are left
 * out). Deleted quotes are included: showreels still play them until edited.
 */
export async function findQuotes(db: Database, clientId: string, quoteIds: string[]): Promise<QuoteListRow[]> {
  if (quoteIds.length === 0) return [];
  const rows = await baseQuery(db, clientId, undefined).where(and(eq(quotes.clientId, clientId), inArray(quotes.id, quoteIds)));
  return rows.map((row) => ({ ...row, key: { mode: 'position', interviewId: row.quote.interviewId, start: row.startText, id: row.quote.id } }));
}

/** The tags (by title) of each of the client's quotes `quoteIds`, in one query. */
export async function tagsOfQuotes(db: Database, clientId: string, quoteIds: readonly string[]): Promise<Map<string, { id: string; title: string }[]>> {
  const out = new Map<string, { id: string; title: string }[]>();
  if (quoteIds.length === 0) return out;
  const rows = await db
    .select({ quoteId: quoteTags.quoteId, id: tags.id, title: tags.title })
    .from(quoteTags)
    .innerJoin(tags, and(eq(tags.id, quoteTags.tagId), eq(tags.clientId, clientId)))
    .where(inArray(quoteTags.quoteId, [...quoteIds]))
    .orderBy(asc(tags.title));
  for (const row of rows) {
    const list = out.get(row.quoteId) ?? [];
    list.push({ id: row.id, title: row.title });
    out.set(row.quoteId, list);
  }
  return out;
}

/** The client's task `taskId` with its (or its parent task's) business question, or null. */
export async function findTask(db: Database, clientId: string, taskId: string) {
  const parent = alias(tasks, 'parent_task');
  const [row] = await db
    .select({ id: tasks.id, businessQuestionId: sql<string | null>`coalesce(${tasks.businessQuestionId}, ${parent.businessQuestionId})` })
    .from(tasks)
    .leftJoin(parent, eq(parent.id, tasks.parentTaskId))
    .where(and(eq(tasks.clientId, clientId), eq(tasks.id, taskId)))
    .limit(1);
  return row ?? null;
}

/** The text and bounds a quote gets from its words (seconds), and the task they were said in. */
export type QuoteWordsValues = Pick<typeof quotes.$inferInsert, 'start' | 'end' | 'contentOriginal' | 'contentEn' | 'taskId' | 'businessQuestionId'>;

/** Inserts a quote with its tags in one transaction; answers its id. */
export async function insertQuote(db: Database, values: typeof quotes.$inferInsert, tagIds: readonly string[]): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(quotes).values(values).returning({ id: quotes.id });
    if (tagIds.length) await tx.insert(quoteTags).values(tagIds.map((tagId) => ({ quoteId: row.id, tagId })));
    return row.id;
  });
}

/** Sets new bounds and text on the client's live quote `id` only if its `updated_at` still equals `expected` (ms); true when changed. */
export async function updateQuoteWords(db: Database, clientId: string, id: string, values: QuoteWordsValues, expected: Date): Promise<boolean> {
  const rows = await db
    .update(quotes)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(quotes.clientId, clientId),
        eq(quotes.id, id),
        isNull(quotes.deletedAt),
        sql`date_trunc('milliseconds', ${quotes.updatedAt}) = ${expected.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: quotes.id });
  return rows.length > 0;
}

/** The client's showreels using quote `quoteId` (id, title), by title. */
export async function showreelsOfQuote(db: Database, clientId: string, quoteId: string) {
  return db
    .select({ id: showreels.id, title: showreels.title })
    .from(showreelQuotes)
    .innerJoin(showreels, and(eq(showreels.id, showreelQuotes.showreelId), eq(showreels.clientId, clientId)))
    .where(eq(showreelQuotes.quoteId, quoteId))
    .orderBy(asc(showreels.title));
}

/**
 * Deletes the client's quote `id`: the row goes when no showreel uses it; otherwise it is marked deleted (hidden
 * everywhere else) and its reels play on. One transaction; answers the reels that keep it.
 */
export async function deleteQuote(db: Database, clientId: string, id: string) {
  return db.transaction(async (tx) => {
    const reels = await showreelsOfQuote(tx as unknown as Database, clientId, id);
    if (reels.length === 0) await tx.delete(quotes).where(and(eq(quotes.clientId, clientId), eq(quotes.id, id)));
    else
      await tx
        .update(quotes)
        .set({ deletedAt: new Date() })
        .where(and(eq(quotes.clientId, clientId), eq(quotes.id, id)));
    return reels;
  });
}

/** Adds tag `tagId` to quote `quoteId` (both already checked to be the client's); nothing when it has it. */
export async function addQuoteTag(db: Database, quoteId: string, tagId: string) {
  await db.insert(quoteTags).values({ quoteId, tagId }).onConflictDoNothing();
}

/** Removes tag `tagId` from quote `quoteId`. */
export async function removeQuoteTag(db: Database, quoteId: string, tagId: string) {
  await db.delete(quoteTags).where(and(eq(quoteTags.quoteId, quoteId), eq(quoteTags.tagId, tagId)));
}
