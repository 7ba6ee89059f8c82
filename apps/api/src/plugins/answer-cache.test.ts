import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { refreshTokens, studies, users } from '@insight/db';
import { createTestApp, testDriver, type TestApp } from '../../test/app';
import { createClient, createStudy, createUser } from '../../test/factories';
import { until } from '../../test/wait';
import { ANSWER_CACHE_HEADER } from './answer-cache';

/** Decision 0370: answers and viewers kept between writes, every write known through the change feed. */
describe(`answers kept between writes on ${testDriver}`, () => {
  let t: TestApp;
  let master: string;
  let otherMaster: string;
  const w = {} as { clientId: string; studyId: string; userId: string; otherClientId: string; otherStudyId: string };

  beforeAll(async () => {
    t = await createTestApp({}, { changeFeed: true });
    const client = await createClient(t.db);
    const otherClient = await createClient(t.db);
    const study = await createStudy(t.db, client.id, { title: 'Oat drinks at breakfast' });
    const otherStudy = await createStudy(t.db, otherClient.id, { title: 'Sofas in small flats' });
    const user = await createUser(t.db, client.id, { roleName: 'Master' });
    const other = await createUser(t.db, otherClient.id, { roleName: 'Master' });
    master = await t.login(user.email, user.password);
    otherMaster = await t.login(other.email, other.password);
    Object.assign(w, { clientId: client.id, studyId: study.id, userId: user.id, otherClientId: otherClient.id, otherStudyId: otherStudy.id });
  });
  afterAll(async () => {
    await t?.close();
  });

  const titles = async (token: string) => {
    const res = await t.get('/api/v3/studies', token);
    expect(res.statusCode, res.body).toBe(200);
    return { titles: (res.json() as { data: { title: string }[] }).data.map((s) => s.title), from: res.headers[ANSWER_CACHE_HEADER] };
  };

  it('answers a study list read before from memory, and the new title once another connection renamed the study', async () => {
    expect(await titles(master)).toEqual({ titles: ['Oat drinks at breakfast'], from: 'miss' });
    expect(await titles(master)).toEqual({ titles: ['Oat drinks at breakfast'], from: 'hit' });
    // Written past the API, as another process or a script would: only the notification tells this process.
    await t.db.update(studies).set({ title: 'Oat drinks at lunch' }).where(eq(studies.id, w.studyId));
    const renamed = await until(
      'the renamed study',
      async () => {
        const read = await titles(master);
        return read.titles[0] === 'Oat drinks at lunch' && read;
      },
      5_000,
    );
    expect(renamed.from).toBe('miss');
    expect(await titles(master)).toEqual({ titles: ['Oat drinks at lunch'], from: 'hit' });
  });

  it('never answers one viewer what was kept for another', async () => {
    await titles(master);
    expect((await titles(master)).from).toBe('hit');
    expect(await titles(otherMaster)).toEqual({ titles: ['Sofas in small flats'], from: 'miss' });
    const foreign = await t.get(`/api/v3/studies/${w.studyId}`, otherMaster);
    expect(foreign.statusCode).toBe(404);
  });

  it('reads again after a write request this process answered, before any notification could arrive', async () => {
    await titles(master);
    expect((await titles(master)).from).toBe('hit');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v3/tags',
      payload: { name: 'breakfast' },
      headers: { authorization: `Bearer ${master}` },
    });
    expect(created.statusCode, created.body).toBeLessThan(500);
    expect((await titles(master)).from).toBe('miss');
  });

  it('refuses a user no longer Active, and a session ended, by another connection once the write is known', async () => {
    const [first, second] = await Promise.all([1, 2].map(() => createUser(t.db, w.clientId, { roleName: 'Researcher' })));
    const [firstToken, secondToken] = [await t.login(first.email, first.password), await t.login(second.email, second.password)];
    for (const token of [firstToken, secondToken, firstToken, secondToken]) expect((await t.get('/api/v3/studies', token)).statusCode).toBe(200);
    await t.db.update(users).set({ status: 'Pending' }).where(eq(users.id, first.id));
    await until('the user no longer Active refused', async () => (await t.get('/api/v3/studies', firstToken)).statusCode === 401, 5_000);
    // Another process's sign-out: only a session table is written.
    await t.db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.userId, second.id));
    await until('the ended session refused', async () => (await t.get('/api/v3/studies', secondToken)).statusCode === 401, 5_000);
  });

  it('keeps nothing of an answer that is not a 200', async () => {
    const missing = `/api/v3/studies/${w.otherStudyId}`;
    expect((await t.get(missing, master)).statusCode).toBe(404);
    const again = await t.get(missing, master);
    expect(again.statusCode).toBe(404);
    expect(again.headers[ANSWER_CACHE_HEADER]).toBeUndefined();
  });

  it('answers a kept answer in the encoding the client accepts, the same JSON', async () => {
    for (let n = 0; n < 8; n += 1) await createStudy(t.db, w.otherClientId, { title: `Living room study ${n}`, purpose: 'Where families sit '.repeat(8) });
    const url = '/api/v3/studies?per_page=20';
    await until('a miss after the new studies', async () => (await t.get(url, otherMaster)).headers[ANSWER_CACHE_HEADER] === 'miss', 5_000);
    const plain = await t.get(url, otherMaster);
    expect(plain.headers[ANSWER_CACHE_HEADER]).toBe('hit');
    expect(plain.rawPayload.byteLength).toBeGreaterThan(1024);
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
    ] as const) {
      for (let twice = 0; twice < 2; twice += 1) {
        const res = await t.get(url, otherMaster, { 'accept-encoding': accepted });
        expect(res.headers[ANSWER_CACHE_HEADER]).toBe('hit');
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(JSON.parse(decode(res.rawPayload).toString())).toEqual(plain.json());
      }
    }
  });

  it('has the change triggers on every table of the schema', async () => {
    const missing = await t.db.execute<{ table: string }>(sql`
      select c.relname as "table" from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'p')
        and (not exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = 'insight_changes_' || c.relname)
        or not exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = 'insight_changes_truncate_' || c.relname))`);
    expect(missing.rows.map((row) => row.table)).toEqual([]);
  });

  it('drops what it kept when the listening connection is lost, and keeps again once it listens (PostgreSQL server)', async (context) => {
    if (t.handle.driver.kind !== 'pg' || t.handle.kind !== 'pg') context.skip();
    await titles(master);
    expect((await titles(master)).from).toBe('hit');
    const before = t.changes!.dataVersion;
    const cut = await t.db.execute<{ cut: boolean }>(sql`select pg_terminate_backend(pid) as cut from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and query = 'LISTEN insight_changes'`);
    expect(cut.rows).toEqual([{ cut: true }]);
    // Lost (the counters move) and listening again (they move again) after its first reconnection delay.
    await until('the feed listening again', async () => t.changes!.live && t.changes!.dataVersion >= before + 2, 10_000);
    expect((await titles(master)).from).toBe('miss');
    expect((await titles(master)).from).toBe('hit');
  });
});
