/**
 * Test databases: a migrated, isolated database per call. With `DATABASE_URL` set, a fresh
 * `test_<random>` database on that server (dropped on close), so test files run in parallel;
 * otherwise in-memory PGlite.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, migrateDatabase, type DatabaseHandle } from './client';

/** Options of {@link createTestDatabase}; `databaseUrl` defaults to `process.env.DATABASE_URL`. */
export type CreateTestDatabaseOptions = { databaseUrl?: string; /** PGlite: load pgvector (see {@link createDatabase}). */ vector?: boolean };

/** A migrated database for one test file; `close()` drops it (PostgreSQL) or discards it (PGlite). */
export async function createTestDatabase(opts: CreateTestDatabaseOptions = {}): Promise<DatabaseHandle> {
  const serverUrl = opts.databaseUrl ?? process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await createDatabase({ vector: opts.vector });
    await migrateDatabase(handle);
    return handle;
  }

  const name = `test_${Date.now().toString(36)}_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let handle: DatabaseHandle | undefined;
  try {
    handle = await createDatabase({ databaseUrl: url.toString(), maxConnections: 5 });
    await migrateDatabase(handle);
  } catch (err) {
    await handle?.close();
    await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
    throw err;
  }
  const inner = handle;
  let closed = false;
  return {
    ...inner,
    close: async () => {
      if (closed) return;
      closed = true;
      await inner.close();
      await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/** Runs one statement on the server's maintenance connection (the database named in `serverUrl`). */
async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
