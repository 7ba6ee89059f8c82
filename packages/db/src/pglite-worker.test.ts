import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase, migrateDatabase, type DatabaseHandle } from './client';
import { dataDirInUseText } from './data-dir-lock';
import { clients } from './schema/index';

/** A query that keeps PGlite busy for a while (well over a second on a loaded 2-core machine). */
const LONG_QUERY = sql`select count(*)::int as n from generate_series(1, 1000000) a where md5(a::text) like '0%'`;

describe('embedded PGlite in a worker thread (issue 15)', () => {
  let dataDir: string;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'insight-pglite-worker-'));
    handle = await createDatabase({ dataDir, embedded: 'worker' });
    await migrateDatabase(handle);
  }, 300_000);

  afterAll(async () => {
    await handle?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers another request while a long query runs: the caller’s event loop stays free', async () => {
    const server = createServer((_request, response) => response.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const order: string[] = [];
      const long = handle.db.execute<{ n: number }>(LONG_QUERY).then((result) => {
        order.push('long query');
        return result.rows[0].n;
      });
      // An HTTP request served by this same thread, made while the query runs in the worker.
      const answer = await fetch(`http://127.0.0.1:${port}/health`).then((response) => response.text());
      order.push('health');
      expect(answer).toBe('ok');
      expect(await long).toBeGreaterThan(0);
      expect(order).toEqual(['health', 'long query']);
    } finally {
      server.close();
    }
  }, 120_000);

  it('keeps a transaction whole while other connections query, and rolls back a failed one', async () => {
    const name = `Worker ${Date.now()}`;
    const inside = handle.db.transaction(async (tx) => {
      await tx.insert(clients).values({ name });
      await tx.execute(sql`select pg_sleep(0.2)`);
      const seen = await tx.execute<{ n: number }>(sql`select count(*)::int as n from clients where name = ${name}`);
      return seen.rows[0].n;
    });
    // Queries of other connections wait for the transaction, then see it committed.
    const outside = handle.db.execute<{ n: number }>(sql`select count(*)::int as n from clients where name = ${name}`);
    expect(await inside).toBe(1);
    expect((await outside).rows[0].n).toBe(1);

    const failed = `${name} failed`;
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(clients).values({ name: failed });
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const left = await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from clients where name = ${failed}`);
    expect(left.rows[0].n).toBe(0);
  }, 60_000);

  it('serves many parallel parameterised queries without mixing their answers', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => handle.db.execute<{ v: number }>(sql`select ${i}::int + 1 as v`)));
    expect(answers.map((answer) => answer.rows[0].v)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  }, 60_000);

  it('answers a result many times larger than the socket buffer intact', async () => {
    // About 6.5 MB: PGlite writes it in many pieces while the socket is full, so each piece must be copied out of PGlite's memory.
    const { rows } = await handle.db.execute<{ g: number; s: string }>(sql`select g, repeat(md5(g::text), 40) as s from generate_series(1, 5000) g`);
    expect(rows).toHaveLength(5000);
    const wrong = rows.filter((row) => row.s !== createHash('md5').update(String(row.g)).digest('hex').repeat(40));
    expect(wrong).toEqual([]);
  }, 120_000);

  it('keeps an exchange whole when its messages arrive in several parts while other connections query', async () => {
    // A 400 kB parameter makes its Bind message arrive in several socket reads; the small queries of the other pooled
    // connections must not run between its Parse and its Bind (they would bind each other's statements).
    const big = 'y'.repeat(400_000);
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        i % 3 === 0
          ? handle.db.execute<{ n: number }>(sql`select length(${big}::text)::int as n`).then((result) => result.rows[0].n)
          : handle.db.execute<{ n: number }>(sql`select ${i}::int + 1 as n`).then((result) => result.rows[0].n),
      ),
    );
    expect(answers).toEqual(Array.from({ length: 24 }, (_, i) => (i % 3 === 0 ? 400_000 : i + 1)));
  }, 120_000);

  it('keeps prepared statements apart per connection and drops a connection’s statements when it closes', async () => {
    if (handle.driver.kind !== 'pg') throw new Error('the worker is reached with node-postgres');
    const pool = handle.driver.pool;
    // Every pooled connection prepares "same" in PGlite's one session: each must get its own statement.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => pool.query<{ v: number }>({ name: 'same', text: 'select $1::int + 1 as v', values: [i] })),
    );
    expect(answers.map((answer) => answer.rows[0].v)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));

    const client = new pg.Client({ host: pool.options.host, port: 5432, user: 'postgres', database: 'postgres' });
    await client.connect();
    await client.query({ name: 'only_mine', text: 'select 1 as one' });
    const prepared = async () =>
      (await pool.query<{ n: number }>(`select count(*)::int as n from pg_prepared_statements where name like 'only_mine%'`)).rows[0].n;
    expect(await prepared()).toBe(1);
    await client.end();
    await vi.waitUntil(async () => (await prepared()) === 0, { timeout: 30_000, interval: 100 });
  }, 60_000);

  it('refuses to open a folder another handle holds (two portals on one DATA_DIR would damage it), and opens once it is closed', async () => {
    await expect(createDatabase({ dataDir, embedded: 'worker', lockWaitMs: 0 })).rejects.toThrow(dataDirInUseText(join(dataDir, 'db')));
    expect((await handle.db.execute<{ one: number }>(sql`select 1 as one`)).rows[0].one).toBe(1);
  });

  it('keeps the data in its folder across a restart, and closes at once (not after its 10 s fallback)', async () => {
    await handle.db.insert(clients).values({ name: 'Survives restart' });
    const closing = performance.now();
    await handle.close();
    // The worker answers `{ closed: true }` within milliseconds; a stop that waits out the 10 s fallback holds every
    // shutdown of the portal on the embedded database for 10 s.
    expect(performance.now() - closing).toBeLessThan(5_000);
    handle = await createDatabase({ dataDir, embedded: 'worker' });
    const rows = await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from clients where name = 'Survives restart'`);
    expect(rows.rows[0].n).toBe(1);
  }, 300_000);
});
