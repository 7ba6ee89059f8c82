/** Full-text search helpers for quotes and transcript lines (docs/architecture.md "Quote search"). */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { quotes } from './schema/interviews';
import { regconfigLiteral, SEARCH_CONFIGS, type SearchConfig } from './schema/columns';

export { searchConfigFor, SEARCH_CONFIGS, type SearchConfig } from './schema/columns';

/**
 * A `tsquery` for user text `search` (web-search syntax: words, "phrases", -not, or) parsed with every
 * `configs` (default: all) and OR-ed, so a query matches stems of the original language and of English.
 * Use as `quotes.searchVector @@ <this>` — see {@link quoteSearchCondition}.
 */
function searchQuery(search: string, configs: readonly SearchConfig[] = SEARCH_CONFIGS): SQL {
  const parts = configs.map((c) => sql`websearch_to_tsquery(${regconfigLiteral(c)}, ${search})`);
  return sql.join(parts, sql` || `);
}

/** WHERE condition: the quote's search vector matches `search` (GIN-indexed). */
export function quoteSearchCondition(search: string, configs?: readonly SearchConfig[]): SQL {
  return sql`${quotes.searchVector} @@ (${searchQuery(search, configs)})`;
}

/** WHERE condition: a generated search vector column (quotes, transcript lines) matches `search` in any configuration (GIN-indexed). */
export function textSearchCondition(vector: AnyPgColumn, search: string, configs?: readonly SearchConfig[]): SQL {
  return sql`${vector} @@ (${searchQuery(search, configs)})`;
}

/** ORDER BY expression: relevance of a quote to `search` (higher is better). */
export function quoteSearchRank(search: string, configs?: readonly SearchConfig[]): SQL<number> {
  return sql<number>`ts_rank(${quotes.searchVector}, (${searchQuery(search, configs)}))`;
}
