/**
 * Pagination of the lists (SPEC §7): opaque keyset cursors of the cursor lists (`meta.next_cursor`, `cursor`) are
 * base64url JSON of the sort key of the last row answered; anything that does not decode to the expected shape is a
 * 400 naming `cursor`, never a 500. Page-numbered lists (`page`, `per_page`) use {@link pageOffset}.
 */
import { z } from 'zod';
import { invalidField } from './app-error';

/** Offset of a 1-based `page` of `perPage` rows. */
export const pageOffset = (page: number, perPage: number) => (page - 1) * perPage;

/** Encodes a cursor payload as an opaque string. */
export function encodeCursor(payload: unknown): string {
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
}

/** Decodes `cursor` with `schema`; 400 naming `cursor` when it is not one of ours. */
export function decodeCursor<T extends z.ZodType>(cursor: string, schema: T): z.infer<T> {
  let json: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw new Error('not base64url');
    json = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidField('cursor', 'is not a valid cursor');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw invalidField('cursor', 'is not a valid cursor for this list');
  return parsed.data;
}

/** A `timestamptz` as whole microseconds since 1970 in decimal text (keyset keys must keep microseconds). */
export const EpochMicros = z.string().regex(/^\d{1,17}$/);

/** ISO 8601 UTC text of `micros` (microseconds since 1970, as {@link EpochMicros}) with all six fraction digits, for `::timestamptz`. */
export function microsToIso(micros: string): string {
  const value = BigInt(micros);
  const millis = Number(value / 1000n);
  const fraction = (value % 1_000_000n).toString().padStart(6, '0');
  return `${new Date(millis).toISOString().slice(0, 19)}.${fraction}Z`;
}
