/** Full-text search helpers for quotes, transcript lines and notes (docs/areas/database.md "Quote search"). */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { QuoteSearchMode } from '@insight/contracts';
import type { Database } from './client';
import { quotes } from './schema/interviews';
import { regconfigLiteral, SEARCH_CONFIGS, type SearchConfig } from './schema/columns';

export { searchConfigFor, type SearchConfig } from './schema/columns';

/**
 * The `tsquery` of user text `search` in configuration `config` for a mode: all words (web-search syntax: words,
 * "phrases", -not, or), the exact phrase, or any word (the all-words query with its ANDs turned into ORs; its lexemes
 * are already normalised). With a constant configuration PostgreSQL parses it once, at planning.
 */
export function tsQueryOf(config: SearchConfig, search: string, mode: QuoteSearchMode = 'all'): SQL {
  return parse(regconfigLiteral(config), search, mode);
}

function parse(c: SQL, search: string, mode: QuoteSearchMode): SQL {
  if (mode === 'phrase') return sql`phraseto_tsquery(${c}, ${search})`;
  if (mode === 'any') return sql`coalesce(nullif(replace(plainto_tsquery(${c}, ${search})::text, ' & ', ' | '), '')::tsquery, ''::tsquery)`;
  return sql`websearch_to_tsquery(${c}, ${search})`;
}

/**
 * `search` parsed with every configuration and OR-ed, so it matches stems of any content language: a constant, so a
 * GIN index on the vector answers `vector @@ <this>`. See {@link textSearchCondition}.
 */
export function anyConfigQuery(search: string, mode: QuoteSearchMode = 'all', configs: readonly SearchConfig[] = SEARCH_CONFIGS): SQL {
  return sql`(${sql.join(
    configs.map((c) => tsQueryOf(c, search, mode)),
    sql` || `,
  )})`;
}

/** The CASE over a row's configuration `configColumn`: `branch(query)` with `search` parsed in that configuration and English. */
function byOwnConfig(configColumn: AnyPgColumn, search: string, mode: QuoteSearchMode, branch: (query: SQL) => SQL): SQL {
  const english = tsQueryOf('english', search, mode);
  const branches = SEARCH_CONFIGS.map(
    (c) => sql`when ${regconfigLiteral(c)} then ${branch(c === 'english' ? english : sql`(${tsQueryOf(c, search, mode)} || ${english})`)}`,
  );
  // Only a configuration outside SEARCH_CONFIGS (never written by the application) is parsed per row.
  return sql`(case ${configColumn} ${sql.join(branches, sql` `)} else ${branch(sql`(${parse(sql`${configColumn}`, search, mode)} || ${english})`)} end)`;
}

/**
 * `search` parsed with the row's own configuration (`configColumn`, a `regconfig`) and with English, for `ts_rank`: a
 * CASE over the constant per-configuration queries, so PostgreSQL parses each once at planning instead of once per row
 * (decision 0230).
 */
export function ownConfigQuery(configColumn: AnyPgColumn, search: string, mode: QuoteSearchMode = 'all'): SQL {
  return byOwnConfig(configColumn, search, mode, (query) => query);
}

/**
 * WHERE condition: `vector` matches `search` parsed with the row's own configuration and English (a CASE of constant
 * matches, as {@link ownConfigQuery}). Written as a CASE of conditions rather than `vector @@ CASE …` because PostgreSQL
 * estimates the latter to keep 0.5 % of the rows, which misleads the planner after a LIMIT (decision 0230); use it beside
 * the GIN-indexed {@link textSearchCondition}.
 */
export function ownConfigMatch(vector: AnyPgColumn, configColumn: AnyPgColumn, search: string, mode: QuoteSearchMode = 'all'): SQL {
  return byOwnConfig(configColumn, search, mode, (query) => sql`${vector} @@ ${query}`);
}

/**
 * `search` parsed in every configuration of {@link SEARCH_CONFIGS}, as `tsquery` text (decision 0350): what
 * {@link parseSearch} answers, for {@link anyParsedMatch} and {@link ownParsedMatch}.
 */
export type ParsedSearch = { search: string; mode: QuoteSearchMode; byConfig: Record<SearchConfig, string> };

/**
 * Parses `search` in every configuration in one small statement (decision 0350), so the match conditions can OR each
 * distinct query once: most configurations stem a word alike (`price`: `'price'` in English and simple, `'pric'` in the
 * four others), and the GIN scan and every recheck evaluate each OR-ed query again.
 */
export async function parseSearch(db: Database, search: string, mode: QuoteSearchMode = 'all'): Promise<ParsedSearch> {
  const { rows } = await db.execute<Record<string, string>>(sql`select ${parsedColumns(search, mode)}`);
  return parsedFrom(rows[0], search, mode);
}

/** The select list of {@link parseSearch}: one column per configuration, its query as text. */
function parsedColumns(search: string, mode: QuoteSearchMode): SQL {
  return sql.join(
    SEARCH_CONFIGS.map((c) => sql`(${tsQueryOf(c, search, mode)})::text as ${sql.identifier(`q_${c}`)}`),
    sql`, `,
  );
}

function parsedFrom(row: Record<string, unknown> | undefined, search: string, mode: QuoteSearchMode): ParsedSearch {
  return { search, mode, byConfig: Object.fromEntries(SEARCH_CONFIGS.map((c) => [c, String(row?.[`q_${c}`] ?? '')])) as Record<SearchConfig, string> };
}

/** The OR of the distinct non-empty queries among `texts` as constants (the empty query when none has a lexeme). */
function orOfDistinct(texts: readonly string[]): SQL {
  const distinct = [...new Set(texts.filter((text) => text !== ''))];
  if (distinct.length === 0) return sql`''::tsquery`;
  return sql`(${sql.join(
    distinct.map((text) => sql`${text}::tsquery`),
    sql` || `,
  )})`;
}

/**
 * WHERE condition, GIN-indexed: `vector` matches the parsed search in any configuration — the same rows as
 * `vector @@ anyConfigQuery(search, mode)`, each distinct query OR-ed once (decision 0350).
 */
export function anyParsedMatch(vector: AnyPgColumn, parsed: ParsedSearch): SQL {
  return sql`${vector} @@ ${orOfDistinct(Object.values(parsed.byConfig))}`;
}

/**
 * WHERE condition: `vector` matches the parsed search in the row's own configuration (`configColumn`) or English — the
 * same rows as {@link ownConfigMatch}, each branch's queries OR-ed once when they are alike (decision 0350).
 */
export function ownParsedMatch(vector: AnyPgColumn, configColumn: AnyPgColumn, parsed: ParsedSearch): SQL {
  const english = parsed.byConfig.english;
  const branches = SEARCH_CONFIGS.map((c) => sql`when ${regconfigLiteral(c)} then ${vector} @@ ${orOfDistinct([parsed.byConfig[c], english])}`);
  const other = sql`(${parse(sql`${configColumn}`, parsed.search, parsed.mode)} || ${english}::tsquery)`;
  return sql`(case ${configColumn} ${sql.join(branches, sql` `)} else ${vector} @@ ${other} end)`;
}

/** WHERE condition: the quote's search vector matches `search` (GIN-indexed). */
export function quoteSearchCondition(search: string, configs?: readonly SearchConfig[]): SQL {
  return textSearchCondition(quotes.searchVector, search, configs);
}

/** WHERE condition: a generated search vector column (quotes, transcript lines, notes) matches `search` in any configuration (GIN-indexed). */
export function textSearchCondition(vector: AnyPgColumn, search: string, configs?: readonly SearchConfig[]): SQL {
  return sql`${vector} @@ ${anyConfigQuery(search, 'all', configs)}`;
}

/** ORDER BY expression: relevance of a quote to `search` (higher is better). */
export function quoteSearchRank(search: string, configs?: readonly SearchConfig[]): SQL<number> {
  return sql<number>`ts_rank(${quotes.searchVector}, ${anyConfigQuery(search, 'all', configs)})`;
}

const BITMAP_SCANS_ONLY = sql`set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true), set_config('enable_indexonlyscan', 'off', true)`;

/**
 * Runs `read` in a transaction whose statements reach tables through bitmap scans only (sequential and plain index scans
 * off with `set_config(…, true)`, i.e. SET LOCAL). A search that keeps the first N matches without an order must take
 * them from the GIN bitmap in table order: with estimates of many matches PostgreSQL otherwise prefers a sequential or
 * index scan that stops at N — fast when matches are spread, slow when they cluster, and a different N each time
 * (synchronized sequential scans start anywhere). Decision 0230. The statement that turns the other scans off also
 * parses `search` ({@link parseSearch}), so parsing costs no round trip of its own (decision 0350); `read` gets both.
 */
export async function searchWithBitmapScans<T>(
  db: Database,
  search: string,
  mode: QuoteSearchMode,
  read: (tx: Database, parsed: ParsedSearch) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const { rows } = await t.execute<Record<string, string>>(sql`select ${BITMAP_SCANS_ONLY}, ${parsedColumns(search, mode)}`);
    return read(t, parsedFrom(rows[0], search, mode));
  });
}
