import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { showreels } from '@insight/db';
import { createTestApp, testDriver, type TestApp } from '../../test/app';
import { createClient, createInterview, createQuote, createSegment, createShowreel, createStudy } from '../../test/factories';
import { until } from '../../test/wait';
import { createJobQueue, RENDER_QUEUE, RENDER_SWEEP_QUEUE, type PgJobQueue } from './queue';
import { handleDeadRender, sweepStalledRenders } from './showreel-render-sweep';

describe(`stalled and exhausted showreel renders end in ERROR (pg-boss) on ${testDriver}`, () => {
  let t: TestApp;
  let queue: PgJobQueue;
  let study: { id: string; clientId: string };
  let clip: { quoteId: string; start: number; end: number };

  beforeAll(async () => {
    t = await createTestApp();
    queue = await createJobQueue(t.handle, {
      retryLimit: 1,
      retryDelaySeconds: 1,
      renderExpiry: { floorSeconds: 2, ceilingSeconds: 2 },
      maintenanceIntervalSeconds: 1,
      pollingIntervalSeconds: 0.5,
    });
    const client = await createClient(t.db);
    study = await createStudy(t.db, client.id);
    const segment = await createSegment(t.db, { ...study, language: 'en' });
    const interview = await createInterview(t.db, segment, { lines: [{ start: 0, end: 3, text: 'one two three' }] });
    const quote = await createQuote(t.db, interview, { contentOriginal: 'one', start: 0, end: 3 });
    clip = { quoteId: quote.id, start: 0, end: 3 };
  }, 60_000);
  afterAll(async () => {
    await queue?.stop(false);
    await t?.close();
  });

  const reel = (status: 'CREATED' | 'PROCESSING' | 'READY', title = 'Reel') => createShowreel(t.db, study, { status, title }, [clip]);
  const read = async (id: string) => (await t.db.select().from(showreels).where(eq(showreels.id, id)))[0];
  const jobsOf = async (id: string) =>
    (await t.db.execute<{ state: string }>(sql`select state::text from pgboss.job where name = ${RENDER_QUEUE} and data->>'showreelId' = ${id}`)).rows.map(
      (r) => r.state,
    );

  it('the sweep sets PROCESSING reels without a job to ERROR, queues CREATED reels without one, and leaves pending ones alone', async () => {
    const lost = await reel('PROCESSING');
    const neverQueued = await reel('CREATED');
    const pending = await reel('PROCESSING');
    await queue.enqueueRender(pending.id, 3);
    const cancelled = await reel('CREATED');
    const jobId = await queue.boss.send(RENDER_QUEUE, { showreelId: cancelled.id });
    await queue.boss.cancel(RENDER_QUEUE, jobId!);
    const ready = await reel('READY');

    const result = await sweepStalledRenders(t.db, queue);
    expect(result.failed.sort()).toEqual([lost.id, cancelled.id].sort());
    expect(result.queued).toEqual([neverQueued.id]);

    const lostNow = await read(lost.id);
    expect(lostNow.status).toBe('ERROR');
    expect(lostNow.error).toMatch(/lost/);
    expect(lostNow.updatedAt.getTime()).toBe(lost.updatedAt.getTime());
    expect((await read(cancelled.id)).error).toMatch(/cancelled/);
    expect(await read(neverQueued.id)).toMatchObject({ status: 'CREATED', error: null });
    expect(await jobsOf(neverQueued.id)).toEqual(['created']);
    expect((await read(pending.id)).status).toBe('PROCESSING');
    expect((await read(ready.id)).status).toBe('READY');

    // A second sweep finds nothing to do: the queued reel now has a pending job.
    expect(await sweepStalledRenders(t.db, queue)).toEqual({ queued: [], failed: [] });
  });

  it('runs as a pg-boss job: scheduled every minute, and requested on demand', async () => {
    expect((await queue.boss.getSchedules()).map((s) => s.name)).toContain(RENDER_SWEEP_QUEUE);
    await queue.workSweeps(async () => {
      await sweepStalledRenders(t.db, queue);
    });
    const lost = await reel('PROCESSING');
    await queue.requestSweep();
    const swept = await until('the sweep job', async () => {
      const row = await read(lost.id);
      return row.status === 'ERROR' && row;
    });
    expect(swept.error).toMatch(/lost/);
  }, 60_000);

  it('a render job whose retries run out (crashing or stuck worker) leaves the reel ERROR with the reason', async () => {
    // Clear jobs queued by the earlier tests so only this test's jobs reach the workers below.
    await queue.boss.purgeQueue(RENDER_QUEUE);
    const crashing = await reel('CREATED', 'Crash');
    const stuck = await reel('CREATED', 'Hang');
    const attempts = new Map<string, number>();
    await queue.workRenders(async ({ showreelId }) => {
      attempts.set(showreelId, (attempts.get(showreelId) ?? 0) + 1);
      await t.db.update(showreels).set({ status: 'PROCESSING' }).where(eq(showreels.id, showreelId));
      if (showreelId === crashing.id) throw new Error('worker crashed');
      await new Promise(() => undefined); // never finishes: pg-boss gives up after the job's expiry (2 s here)
    }, 2);
    await queue.workDeadRenders(async (job) => {
      await handleDeadRender(t.db, queue, job);
    });
    await queue.enqueueRender(crashing.id, 3);
    await queue.enqueueRender(stuck.id, 3);

    const crashed = await until('the crashing reel ERROR', async () => {
      const row = await read(crashing.id);
      return row.status === 'ERROR' && row;
    });
    expect(crashed.error).toBe('The render failed 2 times and was given up: worker crashed');
    const hung = await until('the stuck reel ERROR', async () => {
      const row = await read(stuck.id);
      return row.status === 'ERROR' && row;
    });
    expect(hung.error).toMatch(/^The render failed 2 times and was given up: handler execution exceeded/);
    expect([attempts.get(crashing.id), attempts.get(stuck.id)]).toEqual([2, 2]);
    expect(await jobsOf(crashing.id)).toEqual(['failed']);
  }, 60_000);

  it('the dead-letter handler leaves a reel alone that was edited and queued again meanwhile', async () => {
    const edited = await reel('CREATED');
    await queue.boss.send(RENDER_QUEUE, { showreelId: edited.id }, { startAfter: 3600 });
    expect(await handleDeadRender(t.db, queue, { showreelId: edited.id, attempts: 4, lastError: 'old render' })).toBe(false);
    expect((await read(edited.id)).status).toBe('CREATED');
  });
});
