/**
 * Named prepared statements per database and statement shape (decision 0240): a list whose SQL depends on which
 * filters are given is built (Drizzle) and prepared (PostgreSQL parses and plans it once per connection) once per
 * shape, then only executed with the values. Names are `<prefix>_<hash of the shape>`; the embedded worker scopes them
 * per connection (decision 0201).
 */
import { createHash } from 'node:crypto';
import type { Database } from '@insight/db';

const statements = new WeakMap<Database, Map<string, unknown>>();

/** The statement named after `prefix` and `shape` on `db`, built by `build(name)` the first time it is asked for. */
export function preparedFor<T>(db: Database, prefix: string, shape: readonly string[], build: (name: string) => T): T {
  const key = `${prefix}:${shape.join(',')}`;
  let byShape = statements.get(db);
  if (!byShape) {
    byShape = new Map();
    statements.set(db, byShape);
  }
  let statement = byShape.get(key) as T | undefined;
  if (!statement) {
    statement = build(`${prefix}_${createHash('sha1').update(key).digest('hex').slice(0, 12)}`);
    byShape.set(key, statement);
  }
  return statement;
}

/** A PostgreSQL array literal of UUIDs (`{a,b}`), as one statement parameter for `= any($n::uuid[])`. */
export const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;
