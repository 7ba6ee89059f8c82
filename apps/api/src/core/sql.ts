/** Small SQL helpers shared by the repositories of every module. */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** `%text%` for ILIKE with `%`, `_` and `\` in the user's text matched literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `text%` for ILIKE (starts with `text`), with `%`, `_` and `\` in the user's text matched literally. */
export function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** True when `value` is a UUID in 8-4-4-4-12 hex form. */
export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** A `timestamptz` column as whole microseconds since 1970 in decimal text (exact, unlike a JS Date). */
export function epochMicros(column: AnyColumn): SQL<string> {
  return sql<string>`(extract(epoch from ${column}) * 1000000)::bigint::text`;
}
