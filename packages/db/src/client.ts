/**
 * Database handles: embedded PGlite (default, `<dataDir>/db` or in memory) or node-postgres when a
 * `DATABASE_URL` is given (docs/architecture.md). Both speak the same schema and migrations.
 */
import { EventEmitter } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema/index';

/** Raw-query result shape common to PGlite and node-postgres: `db.execute<Row>(sql)` answers `{ rows: Row[] }`. */
interface DatabaseQueryResultHKT extends PgQueryResultHKT {
  type: RawResult<this['row']>;
}

/** What `db.execute<Row>()` resolves to on either driver. */
type RawResult<Row> = { rows: Row[] };

/** A Drizzle database over either driver, typed with the tables of `schema/` (transactions are `Database` too). */
export type Database = PgDatabase<DatabaseQueryResultHKT, typeof schema>;

/** An open database: `db` for queries, `kind` naming the driver, `close()` releasing it. */
export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'pg';
  close(): Promise<void>;
  /** The underlying driver client (PGlite instance or pg Pool), for migrations and tests. */
  driver: { kind: 'pglite'; client: PGlite } | { kind: 'pg'; pool: pg.Pool };
};

/** Options of {@link createDatabase}: a PostgreSQL URL, else PGlite under `<dataDir>/db`, else in-memory PGlite. */
export type CreateDatabaseOptions = {
  databaseUrl?: string;
  dataDir?: string;
  /** node-postgres pool size (default 10; 4 for the embedded worker, whose connections take turns anyway). */
  maxConnections?: number;
  /**
   * Where embedded PGlite runs: `'in-process'` (default; tests, seed) on the caller's thread, or `'worker'` in a worker
   * thread reached over the PostgreSQL wire protocol (`pglite-worker.ts`), so queries never block the caller's event
   * loop (the server, issue 15). Ignored with `databaseUrl`.
   */
  embedded?: 'in-process' | 'worker';
  /**
   * PGlite: load its pgvector extension (`@electric-sql/pglite-pgvector`) so `create extension vector` works — for the
   * assistant's vector search (decision 0171). A PostgreSQL server has the extension installed or not.
   */
  vector?: boolean;
  /** PGlite on `dataDir`: how long (ms) to wait for another process's lock on the folder to go stale (data-dir-lock.ts). */
  lockWaitMs?: number;
};

/** The notifications each embedded worker's pool connections receive (`'notification'` events with pg's messages). */
const embeddedNotifications = new WeakMap<pg.Pool, EventEmitter>();

/** The notifications received by the connections of `pool` when it is an embedded worker's, else undefined (notifications.ts). */
export function embeddedNotificationsOf(pool: pg.Pool): EventEmitter | undefined {
  return embeddedNotifications.get(pool);
}

/** Folder of the SQL migrations made by `npm run db:generate`, resolved from this file. */
const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

/** Drizzle options shared by both drivers: the schema and snake_case column names. */
const drizzleConfig = { schema, casing: 'snake_case' } as const;

/**
 * Opens a database (see {@link CreateDatabaseOptions}). Does not migrate: call {@link migrateDatabase}.
 * PGlite is single-connection; node-postgres uses a pool of `maxConnections`.
 */
export async function createDatabase(opts: CreateDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    // JIT compilation off (decision 0230): it costs 50–300 ms per statement whose estimate passes jit_above_cost and the
    // API's statements are short; `options` in the URL replace this.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.maxConnections ?? 10, options: '-c jit=off' });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db: NodePgDatabase<typeof schema> = drizzleNodePg({ client: pool, ...drizzleConfig });
    return {
      db: db as unknown as Database,
      kind: 'pg',
      driver: { kind: 'pg', pool },
      close: () => pool.end(),
    };
  }
  if (!opts.dataDir) return openPglite(undefined, opts);
  const dataPath = join(opts.dataDir, 'db');
  mkdirSync(dataPath, { recursive: true });
  const release = await lockDataDir(dataPath, opts.lockWaitMs);
  try {
    const handle = await openPglite(dataPath, opts);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await release().catch(() => undefined);
      },
    };
  } catch (error) {
    await release().catch(() => undefined);
    throw error;
  }
}

/** Opens PGlite on `dataPath` (in memory when undefined), in a worker thread or in process as `opts` say. */
async function openPglite(dataPath: string | undefined, opts: CreateDatabaseOptions): Promise<DatabaseHandle> {
  // The worker thread does not load extensions: with pgvector asked for, PGlite stays in process (decision 0171).
  if (opts.embedded === 'worker' && !opts.vector) return startPgliteWorker(dataPath, opts.maxConnections ?? 4);
  const extensions = opts.vector ? { vector: (await import('@electric-sql/pglite-pgvector')).vector } : undefined;
  // Options first (the `new PGlite(dataDir, options)` form does not load the extension bundles).
  const client = new PGlite({ dataDir: dataPath, ...(extensions ? { extensions } : {}) });
  await client.waitReady;
  const db: PgliteDatabase<typeof schema> = drizzlePglite({ client, ...drizzleConfig });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    driver: { kind: 'pglite', client },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * The worker thread's module. It is TypeScript source run through tsx (as all of this repository): Node 20 does not
 * apply an `--import`ed loader to a worker's entry, so the worker starts with a one-line script importing it via tsx.
 */
const WORKER_URL = new URL('./pglite-worker.ts', import.meta.url).href;
const WORKER_BOOT = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ tsImport }) => tsImport(${JSON.stringify(WORKER_URL)}, ${JSON.stringify(WORKER_URL)}))`;

/**
 * Starts PGlite in a worker thread listening on a Unix socket in a fresh private temporary folder (mode 0700), and
 * answers a node-postgres handle on it (kind `'pglite'`, driver `pg`). Rejects when PGlite cannot open `dataPath`.
 */
async function startPgliteWorker(dataPath: string | undefined, maxConnections: number): Promise<DatabaseHandle> {
  const socketDir = mkdtempSync(join(tmpdir(), 'insight-pglite-'));
  const socketPath = join(socketDir, '.s.PGSQL.5432');
  const worker = new Worker(WORKER_BOOT, { eval: true, workerData: { dataPath, socketPath } });
  // The start's own listeners are removed by name afterwards: removeAllListeners() would also drop the ones Node's
  // Worker keeps to ref its message port, and the `{ closed: true }` answer to close() then arrived only after its
  // 10 s timeout, so every stop of the embedded database took 10 s.
  let onError: (error: Error) => void = () => {};
  let onExit: (code: number) => void = () => {};
  let onMessage: (message: { ready?: boolean; error?: string }) => void = () => {};
  try {
    await new Promise<void>((resolve, reject) => {
      onError = reject;
      onExit = (code) => reject(new Error(`The embedded database worker stopped (exit code ${code}).`));
      onMessage = (message) => (message.ready ? resolve() : reject(new Error(`The embedded database did not start: ${message.error}`)));
      worker.once('error', onError);
      worker.once('exit', onExit);
      worker.once('message', onMessage);
    });
  } catch (error) {
    await worker.terminate();
    rmSync(socketDir, { recursive: true, force: true });
    throw error;
  } finally {
    worker.off('error', onError);
    worker.off('exit', onExit);
    worker.off('message', onMessage);
  }
  // An idle connection the worker drops must not crash the process; the pool replaces it.
  const pool = new pg.Pool({ host: socketDir, port: 5432, user: 'postgres', database: 'postgres', max: maxConnections });
  pool.on('error', () => {});
  // PGlite is one backend: a NOTIFY reaches the connection whose statement committed, inside its answer (before it
  // resolves), not a listening connection; every pool connection passes them on (notifications.ts).
  const notifications = new EventEmitter();
  embeddedNotifications.set(pool, notifications);
  pool.on('connect', (client) => client.on('notification', (message) => notifications.emit('notification', message)));
  const db: NodePgDatabase<typeof schema> = drizzleNodePg({ client: pool, ...drizzleConfig });
  let closing: Promise<void> | undefined;
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    driver: { kind: 'pg', pool },
    close: () =>
      (closing ??= (async () => {
        await pool.end();
        // PGlite shuts down cleanly (a checkpoint); a worker that does not answer in 10 s is stopped all the same
        // (its writes are on disk already: PGlite recovers them like after a crash).
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 10_000);
          const done = () => {
            clearTimeout(timer);
            resolve();
          };
          worker.on('message', (message: { closed?: boolean }) => message.closed && done());
          worker.once('exit', done);
          worker.postMessage('close');
        });
        await worker.terminate();
        rmSync(socketDir, { recursive: true, force: true });
      })()),
  };
}

// Arbitrary constant key for pg_advisory_lock so concurrent API processes migrate one at a time.
const MIGRATION_LOCK_KEY = 7_263_514_201;

/**
 * Applies pending migrations from {@link MIGRATIONS_FOLDER}. On PostgreSQL it holds an advisory lock
 * so several processes starting together migrate once.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.driver.kind === 'pglite') {
    const db = drizzlePglite({ client: handle.driver.client, ...drizzleConfig });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  const client = await handle.driver.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const db = drizzleNodePg({ client, ...drizzleConfig });
      await migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
