/**
 * Quote reads (SPEC §3 Quote and its filter keys; §7 Quotes). Every function filters by the viewer's
 * `clientId`. Search is PostgreSQL full-text search over the original text (in the quote's own
 * text-search configuration) and the English text (docs/architecture.md "Quote search").
 */
import { and, asc, eq, getTableColumns, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { QuoteSearchMode, QuoteSort } from '@insight/contracts';
import {
  anyParsedMatch,
  insightQuotes,
  insights,
  interviews,
  ownConfigQuery,
  ownParsedMatch,
  parseSearch,
  quoteTags,
  quotes,
  showreelQuotes,
  showreels,
  studies,
  tags,
  tasks,
  searchWithBitmapScans,
  type Database,
  type ParsedSearch,
} from '@insight/db';
import { preparedFor, uuidArray } from '../../core/prepared';
import { visibleStudyCondition } from '../../core/project-visibility';

/** Filters of the quote list; id lists are already parsed. Business question ids include the spec's objective ids. */
export type QuoteFilters = {
  /** Projects whose studies' quotes are visible (null or absent = all; SPEC §6 project access). */
  visibleProjectIds?: string[] | null;
  studyId?: string;
  segmentIds?: string[];
  taskIds?: string[];
  /** Quotes of these subtasks (SPEC §2 Quotes subtask_ids); with `taskIds`, a quote matching either is kept. */
  subtaskIds?: string[];
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
  /** How the words of `search` combine (default all). */
  searchMode?: QuoteSearchMode;
};

/** How many matches of a search are ranked at most (decisions 0180, 0230); rarer words are ranked in full. */
export const RANK_CANDIDATES = 1000;

/** Orders of the list; `relevance` without search is the interview order (`position`). */
export type QuoteOrder = 'rank' | 'position' | 'date' | 'study' | 'duration';

/**
 * Keyset position after the last row answered, as PostgreSQL text (exact): `values` are the sort key of {@link QuoteOrder}
 * `mode` (see {@link ORDERS}; rank: the rank, `created_at` and id), the quote id last.
 */
export type QuoteKey = { mode: QuoteOrder; values: string[] };

const quoteTask = alias(tasks, 'quote_task');

/** The quote's relevance to `search`: `ts_rank` against the query in its own language and English. */
function rankOf(search: string, mode: QuoteSearchMode): SQL<string> {
  return sql<string>`ts_rank(${quotes.searchVector}, ${ownConfigQuery(quotes.searchConfig, search, mode)})`;
}

/**
 * How a list's values enter its SQL (decision 0310): as parameters of a statement built for this call (`inline`, the
 * search, whose queries must stay constants for the planner, decision 0230), or as named placeholders of a statement
 * prepared once per shape (`placeholders`: `shape` names what was given, `values` holds what the names take).
 */
type Binder = { value(name: string, value: unknown): SQL; shape: string[]; values: Record<string, unknown> };

/** A {@link Binder} writing every value as a parameter of this statement. */
function inline(): Binder {
  return { value: (_name, value) => sql`${value}`, shape: [], values: {} };
}

/** A {@link Binder} writing every value as a named placeholder, recording the shape and the values. */
function placeholders(): Binder {
  const binder: Binder = {
    shape: [],
    values: {},
    value(name, value) {
      binder.shape.push(name);
      binder.values[name] = value;
      return sql`${sql.placeholder(name)}`;
    },
  };
  return binder;
}

/**
 * The WHERE conditions of `filters` for the client. A search needs `parsed` (its queries, {@link parseSearch}): lists and
 * counts with a search parse it first (decision 0350).
 */
function filterConditions(clientId: string, filters: QuoteFilters, bind: Binder = inline(), parsed?: ParsedSearch): SQL[] {
  // Every value goes through `bind` (placeholders of a prepared statement, or parameters): id lists as one uuid[].
  const client = bind.value('clientId', clientId);
  const ids = (name: string, list: readonly string[]) => sql`${bind.value(name, uuidArray(list))}::uuid[]`;
  // A deleted quote lives on only inside the showreels that still use it.
  const conditions: SQL[] = [sql`${quotes.clientId} = ${client}`, isNull(quotes.deletedAt)];
  if (filters.studyId) conditions.push(sql`${quotes.studyId} = ${bind.value('studyId', filters.studyId)}`);
  if (filters.interviewId) conditions.push(sql`${quotes.interviewId} = ${bind.value('interviewId', filters.interviewId)}`);
  if (filters.language) conditions.push(sql`${quotes.language} = ${bind.value('language', filters.language)}`);
  if (filters.createdFrom) conditions.push(sql`${quotes.createdAt} >= ${bind.value('createdFrom', filters.createdFrom.toISOString())}::timestamptz`);
  if (filters.createdTo) conditions.push(sql`${quotes.createdAt} <= ${bind.value('createdTo', filters.createdTo.toISOString())}::timestamptz`);
  const projectIds = filters.visibleProjectIds ?? null;
  if (projectIds !== null) {
    // SPEC §6 project access, as visibleStudyCondition writes it.
    if (projectIds.length === 0) {
      bind.shape.push('noProject');
      conditions.push(sql`false`);
    } else conditions.push(sql`${quotes.studyId} in (select ${studies.id} from ${studies} where ${studies.projectId} = any(${ids('visible', projectIds)}))`);
  }
  if (filters.quoteIds?.length) conditions.push(sql`${quotes.id} = any(${ids('quoteIds', filters.quoteIds)})`);
  if (filters.segmentIds?.length) conditions.push(sql`${quotes.segmentId} = any(${ids('segmentIds', filters.segmentIds)})`);
  const taskConditions: SQL[] = [];
  if (filters.taskIds?.length) {
    // A task id matches quotes of the task and of its subtasks.
    const taskIds = ids('taskIds', filters.taskIds);
    taskConditions.push(
      sql`${quotes.taskId} = any(${taskIds})`,
      sql`${quotes.taskId} in (select ${tasks.id} from ${tasks} where ${tasks.clientId} = ${client} and ${tasks.parentTaskId} = any(${taskIds}))`,
    );
  }
  if (filters.subtaskIds?.length) {
    taskConditions.push(
      sql`${quotes.taskId} in (select ${tasks.id} from ${tasks} where ${tasks.clientId} = ${client} and ${tasks.parentTaskId} is not null and ${tasks.id} = any(${ids('subtaskIds', filters.subtaskIds)}))`,
    );
  }
  if (taskConditions.length) conditions.push(or(...taskConditions)!);
  if (filters.businessQuestionIds?.length) {
    const bq = ids('businessQuestionIds', filters.businessQuestionIds);
    // Quotes link to business questions directly, through their task (or its parent task), or through an insight.
    conditions.push(
      or(
        sql`${quotes.businessQuestionId} = any(${bq})`,
        sql`exists (select 1 from ${tasks} where ${tasks.id} = ${quotes.taskId} and ${tasks.clientId} = ${client} and ${tasks.businessQuestionId} = any(${bq}))`,
        sql`exists (select 1 from ${tasks} where ${tasks.id} = ${quotes.taskId} and ${tasks.clientId} = ${client} and ${tasks.parentTaskId} in (
                    select ${tasks.id} from ${tasks} where ${tasks.clientId} = ${client} and ${tasks.businessQuestionId} = any(${bq})))`,
        sql`exists (select 1 from ${insightQuotes} join ${insights} on ${insights.id} = ${insightQuotes.insightId}
                    where ${insightQuotes.quoteId} = ${quotes.id} and ${insights.clientId} = ${client} and ${insights.businessQuestionId} = any(${bq}))`,
      )!,
    );
  }
  if (filters.showreelIds?.length) {
    conditions.push(
      sql`exists (select 1 from ${showreelQuotes} join ${showreels} on ${showreels.id} = ${showreelQuotes.showreelId}
                  where ${showreelQuotes.quoteId} = ${quotes.id} and ${showreels.clientId} = ${client} and ${showreelQuotes.showreelId} = any(${ids('showreelIds', filters.showreelIds)}))`,
    );
  }
  if (filters.tagIds?.length) {
    conditions.push(
      sql`exists (select 1 from ${quoteTags} where ${quoteTags.quoteId} = ${quotes.id} and ${quoteTags.tagId} = any(${ids('tagIds', filters.tagIds)}))`,
    );
  }
  if (filters.search) {
    if (!parsed) throw new Error('a search must be parsed first (parseSearch)');
    // The first condition uses the GIN index (every configuration); the second keeps the quote's own language and English
    // only. Both OR each distinct parsed query once (decision 0350).
    conditions.push(anyParsedMatch(quotes.searchVector, parsed));
    conditions.push(ownParsedMatch(quotes.searchVector, quotes.searchConfig, parsed));
  }
  return conditions;
}

/**
 * The sort key of each order: its expressions (as text for the cursor), the PostgreSQL type each is compared as, and the
 * direction (every part the same way, so one row comparison continues after the cursor and the indexes of the migration
 * `scale_quote_orders` serve it).
 */
const ORDERS: Record<Exclude<QuoteOrder, 'rank'>, { parts: SQL[]; types: string[]; desc: boolean }> = {
  position: { parts: [sql`${quotes.interviewId}`, sql`${quotes.start}`, sql`${quotes.id}`], types: ['uuid', 'double precision', 'uuid'], desc: false },
  study: {
    parts: [sql`${quotes.studyId}`, sql`${quotes.interviewId}`, sql`${quotes.start}`, sql`${quotes.id}`],
    types: ['uuid', 'uuid', 'double precision', 'uuid'],
    desc: false,
  },
  date: { parts: [sql`${quotes.createdAt}`, sql`${quotes.id}`], types: ['timestamptz', 'uuid'], desc: true },
  duration: { parts: [sql`(${quotes.end} - ${quotes.start})`, sql`${quotes.id}`], types: ['double precision', 'uuid'], desc: true },
};

/** Tags of the quote by title, as JSON, in the same statement. */
const tagsJson = sql<{ id: string; title: string }[]>`coalesce((select json_agg(json_build_object('id', t.id, 'title', t.title) order by t.title)
  from ${quoteTags} qt join ${tags} t on t.id = qt.tag_id and t.client_id = ${quotes.clientId} where qt.quote_id = ${quotes.id}), '[]'::json)`;

// Every quote column but the search vector and configuration (only ever searched in SQL): the vector is the largest
// column, and PostgreSQL writing it as text and node-postgres reading it cost more than the rest of the row.
const { searchVector: _vector, searchConfig: _config, ...quoteColumns } = getTableColumns(quotes);

function selection(keyText: SQL<string[]>) {
  return {
    quote: quoteColumns,
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
    tags: tagsJson,
    keyText,
  };
}

function baseQuery(db: Database, clientId: string | SQL, keyText: SQL<string[]> = sql<string[]>`null`) {
  return db
    .select(selection(keyText))
    .from(quotes)
    .innerJoin(interviews, and(eq(interviews.id, quotes.interviewId), eq(interviews.clientId, clientId)))
    .leftJoin(quoteTask, and(eq(quoteTask.id, quotes.taskId), eq(quoteTask.clientId, clientId)));
}

/** A quote with its interview's participant and thumbnail, its task and its tags. */
export type QuoteRow = Omit<Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number], 'keyText'>;
/** A quote row of a list, with its keyset position. */
export type QuoteListRow = QuoteRow & { key: QuoteKey };

/** The order a list takes: relevance with search, the interview order for relevance without search, else `sort`. */
export function quoteOrderOf(sort: QuoteSort | undefined, hasSearch: boolean): QuoteOrder {
  if (!sort || sort === 'relevance') return hasSearch ? 'rank' : 'position';
  return sort;
}

/** A timestamp as exact ISO 8601 text in UTC with microseconds (a cursor part). */
function utcText(value: SQL): SQL<string> {
  return sql<string>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** Recency tiers of the rank candidates: made in the last 90 days, in the last year, before (from the start of today, UTC). */
const TIER_DAYS = [90, 365];

/**
 * The rank candidates of decision 0230 as a sub-select `(id, created_at, rank)`: at most RANK_CANDIDATES quotes matching
 * `matching`, taken from the recency tiers in turn. Each tier is a materialized CTE whose limit is what the newer tiers
 * left (a limit of 0 does not run its scan), so older tiers are read only when the newer ones hold too few matches and
 * the tier order holds whatever plan PostgreSQL picks (a plain UNION ALL may become a Parallel Append).
 */
function rankCandidates(matching: SQL, rank: SQL<string>): SQL {
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  const bounds = TIER_DAYS.map((days) => sql`${new Date(today.getTime() - days * 86_400_000).toISOString()}::timestamptz`);
  const ranges = [
    sql`${quotes.createdAt} >= ${bounds[0]}`,
    ...bounds.slice(1).map((bound, i) => sql`${quotes.createdAt} >= ${bound} and ${quotes.createdAt} < ${bounds[i]}`),
    sql`${quotes.createdAt} < ${bounds.at(-1)}`,
  ];
  const tiers = ranges.map((range, i) => {
    const taken = ranges.slice(0, i).map((_, j) => sql` - (select count(*) from ${sql.raw(`tier${j}`)})`);
    return sql`${sql.raw(`tier${i}`)} as materialized (select ${quotes.id} as id, ${quotes.createdAt} as created_at, ${rank} as rank
      from ${quotes} where ${matching} and ${range} limit ${RANK_CANDIDATES}${sql.join(taken, sql``)})`;
  });
  const union = sql.join(
    ranges.map((_, i) => sql`select * from ${sql.raw(`tier${i}`)}`),
    sql` union all `,
  );
  return sql`(with ${sql.join(tiers, sql`, `)} ${union})`;
}

/**
 * Up to `limit` quotes of the client matching `filters` in `order`, after `after` (a key of the same order), in one
 * statement (participant, task and tags joined in). Without a search the statement is prepared once per shape (which
 * filters, which order, first page or after a cursor; decision 0310); a search builds its own (decision 0230).
 */
export async function listQuotes(
  db: Database,
  clientId: string,
  filters: QuoteFilters,
  page: { limit: number; order: QuoteOrder; after?: QuoteKey },
): Promise<QuoteListRow[]> {
  const { order, after } = page;
  if (order !== 'rank') {
    const rows = await listInOrder(db, clientId, filters, { limit: page.limit, order, after });
    return rows.map(({ keyText: values, ...row }) => ({ ...row, key: { mode: order, values } }));
  }
  if (!filters.search) throw new Error('rank order needs a search');
  const search = filters.search;
  const rank = rankOf(filters.search, filters.searchMode ?? 'all');
  // Decision 0230: rank at most RANK_CANDIDATES matches, the most recent first (recency tiers), so a common word costs
  // what a rare one does; a word with fewer matches is ranked in full. The page is cut from the candidates before the
  // participant, task and tags are read, and the outer statement reads those rows by key.
  let afterKey = sql`true`;
  if (after) {
    const [lastRank, lastCreated, id] = after.values;
    afterKey = sql`(c.rank, c.created_at, c.id) < (${lastRank}::real, ${lastCreated}::timestamptz, ${id}::uuid)`;
  }
  const keyText = sql<string[]>`array[(${rank})::text, ${utcText(sql`${quotes.createdAt}`)}, ${quotes.id}::text]`;
  // The rank candidates are the first matches of each tier: they must come from the bitmaps (decision 0230).
  const rows = await searchWithBitmapScans(db, search, filters.searchMode ?? 'all', (tx, parsed) => {
    const candidates = rankCandidates(and(...filterConditions(clientId, filters, inline(), parsed))!, rank);
    return baseQuery(tx, clientId, keyText)
      .where(
        and(
          eq(quotes.clientId, clientId),
          sql`${quotes.id} in (select c.id from ${candidates} as c where ${afterKey} order by c.rank desc, c.created_at desc, c.id desc limit ${page.limit})`,
        ),
      )
      .orderBy(sql`${rank} desc`, sql`${quotes.createdAt} desc`, sql`${quotes.id} desc`)
      .limit(page.limit);
  });
  return rows.map(({ keyText: values, ...row }) => ({ ...row, key: { mode: order, values } }));
}

/**
 * Which of the client's quotes `quoteIds` match `search` (words combined as `mode`, default all words in web-search
 * syntax) in their original text alone (its own configuration and English, as the search does), not only through their
 * English translation (issue 14, decision 0360).
 */
export async function quotesMatchingInOriginal(
  db: Database,
  clientId: string,
  quoteIds: string[],
  search: string,
  mode: QuoteSearchMode = 'all',
): Promise<Set<string>> {
  if (quoteIds.length === 0) return new Set();
  const rows = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(
      and(
        eq(quotes.clientId, clientId),
        sql`${quotes.id} = any(${uuidArray(quoteIds)}::uuid[])`,
        sql`to_tsvector(${quotes.searchConfig}, coalesce(${quotes.contentOriginal}, '')) @@ ${ownConfigQuery(quotes.searchConfig, search, mode)}`,
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/**
 * The list in an order of {@link ORDERS}: without a search a statement prepared once per shape and executed with this
 * call's values; with one (a search sorted by date, duration, …) a statement built for this call, as the search's
 * queries must be constants of it (decision 0230).
 */
async function listInOrder(
  db: Database,
  clientId: string,
  filters: QuoteFilters,
  page: { limit: number; order: Exclude<QuoteOrder, 'rank'>; after?: QuoteKey },
) {
  const prepared = !filters.search;
  const bind = prepared ? placeholders() : inline();
  const parsed = filters.search ? await parseSearch(db, filters.search, filters.searchMode ?? 'all') : undefined;
  const conditions = filterConditions(clientId, filters, bind, parsed);
  const { parts, types, desc } = ORDERS[page.order];
  if (page.after) {
    const left = sql.join(parts, sql`, `);
    const right = sql.join(
      page.after.values.map((value, i) => sql`${bind.value(`after${i}`, value)}::${sql.raw(types[i])}`),
      sql`, `,
    );
    conditions.push(desc ? sql`(${left}) < (${right})` : sql`(${left}) > (${right})`);
  }
  const query = () => {
    const keyText = sql<string[]>`array[${sql.join(
      parts.map((part, i) => (types[i] === 'timestamptz' ? utcText(part) : sql`(${part})::text`)),
      sql`, `,
    )}]`;
    return baseQuery(db, prepared ? sql`${sql.placeholder('clientId')}::uuid` : clientId, keyText)
      .where(and(...conditions))
      .orderBy(...parts.map((part) => (desc ? sql`${part} desc` : sql`${part} asc`)));
  };
  if (!prepared) return query().limit(page.limit);
  const statement = preparedFor(db, 'quotes_list', [page.order, ...bind.shape], (name) => query().limit(sql.placeholder('limit')).prepare(name));
  return statement.execute({ ...bind.values, limit: page.limit });
}

/**
 * How many of the client's quotes match `filters` (the quotes page's total). With a search the count stops at `cap`
 * (decision 0230: counting every match of a common word reads every matching row): `capped` then says there are more.
 */
export async function countQuotes(db: Database, clientId: string, filters: QuoteFilters, cap: number): Promise<{ total: number; capped: boolean }> {
  if (!filters.search) {
    const matching = and(...filterConditions(clientId, filters));
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(quotes)
      .where(matching);
    return { total: Number(row?.n ?? 0), capped: false };
  }
  const { rows } = await searchWithBitmapScans(db, filters.search, filters.searchMode ?? 'all', (tx, parsed) => {
    const matching = and(...filterConditions(clientId, filters, inline(), parsed));
    return tx.execute<{ n: number }>(sql`select count(*)::int as n from (select 1 from ${quotes} where ${matching} limit ${cap + 1}) as m`);
  });
  const n = Number(rows[0]?.n ?? 0);
  return { total: Math.min(n, cap), capped: n > cap };
}

/** The live (not deleted) quote `quoteId` of the client with participant, task and tags, in a visible study, or null. */
export async function findQuote(db: Database, clientId: string, quoteId: string, visibleProjectIds: string[] | null = null): Promise<QuoteRow | null> {
  const visible = visibleStudyCondition(quotes.studyId, visibleProjectIds);
  const [row] = await baseQuery(db, clientId)
    .where(and(eq(quotes.clientId, clientId), eq(quotes.id, quoteId), isNull(quotes.deletedAt), visible))
    .limit(1);
  if (!row) return null;
  const { keyText: _key, ...quote } = row;
  return quote;
}

/**
 * The client's quotes among `quoteIds` with participant, task and tags, in no particular order (one query; unknown ids
 * are left out). Deleted quotes are included: showreels still play them until edited.
 */
export async function findQuotes(db: Database, clientId: string, quoteIds: string[]): Promise<QuoteRow[]> {
  if (quoteIds.length === 0) return [];
  const rows = await baseQuery(db, clientId).where(and(eq(quotes.clientId, clientId), inArray(quotes.id, quoteIds)));
  return rows.map(({ keyText: _key, ...quote }) => quote);
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
