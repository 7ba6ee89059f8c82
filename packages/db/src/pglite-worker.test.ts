import { createServer } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, migrateDatabase, type DatabaseHandle } from './client';
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

  it('answers large results whole while the socket is backed up (PGlite reuses the memory it hands over)', async () => {
    // Several megabytes of distinct JSON per answer, read by parallel connections: more than a socket buffer holds, so
    // bytes wait in the socket's queue while PGlite writes the next rows.
    const read = () =>
      handle.db.execute<{ i: number; doc: { i: number; text: string } }>(
        sql`select i, json_build_object('i', i, 'text', repeat(md5(i::text), 1000)) as doc from generate_series(1, 200) i`,
      );
    const answers = await Promise.all([read(), read(), read()]);
    for (const answer of answers) {
      expect(answer.rows).toHaveLength(200);
      for (const row of answer.rows) expect(row.doc.i).toBe(row.i);
    }
  }, 120_000);

  it('keeps the data in its folder across a restart', async () => {
    await handle.db.insert(clients).values({ name: 'Survives restart' });
    await handle.close();
    handle = await createDatabase({ dataDir, embedded: 'worker' });
    const rows = await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from clients where name = 'Survives restart'`);
    expect(rows.rows[0].n).toBe(1);
  }, 300_000);
});
