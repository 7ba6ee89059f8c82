import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, testDriver, type TestApp } from '../../test/app';
import { createJobQueue, RENDER_QUEUE, type PgJobQueue } from './queue';

describe(`a single-process start reclaims jobs a crashed process left running (issue 15) on ${testDriver}`, () => {
  let t: TestApp;
  let queue: PgJobQueue;

  beforeAll(async () => {
    t = await createTestApp();
    queue = await createJobQueue(t.handle, { retryDelaySeconds: 1, sweepCron: null });
  }, 180_000);
  afterAll(async () => {
    await queue?.stop(false);
    await t?.close();
  });

  const stateOf = async (id: string) => (await t.db.execute<{ state: string }>(sql`select state::text as state from pgboss.job where id = ${id}`)).rows[0];

  it('puts a render that was running when its process died back on the queue at once, not after its expiry', async () => {
    const showreelId = crypto.randomUUID();
    await queue.enqueueRender(showreelId, 10);
    // A worker took the job, then its process was killed (nothing completes or fails it).
    const [job] = await queue.boss.fetch<{ showreelId: string }>(RENDER_QUEUE);
    expect(job.data.showreelId).toBe(showreelId);
    expect((await stateOf(job.id)).state).toBe('active');

    expect(await queue.reclaimOrphanedJobs()).toBe(1);
    expect((await stateOf(job.id)).state).toBe('retry');
    // A worker back in service gets it again (after the 1 s retry delay).
    let again: { id: string }[] = [];
    for (let tries = 0; tries < 30 && again.length === 0; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      again = await queue.boss.fetch(RENDER_QUEUE);
    }
    expect(again.map((j) => j.id)).toEqual([job.id]);
    // Nothing else was running: a second start reclaims nothing more than what is active now.
    await queue.boss.complete(RENDER_QUEUE, job.id);
    expect(await queue.reclaimOrphanedJobs()).toBe(0);
  });
});
