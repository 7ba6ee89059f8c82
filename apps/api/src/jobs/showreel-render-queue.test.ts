import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ShowreelResponse, type Showreel } from '@insight/contracts';
import { buildApp } from '../app';
import { startRender } from '../modules/showreels';
import { createTestApp, testDriver, type TestApp } from '../../test/app';
import { createClient, createInterview, createQuote, createSegment, createStudy, createUser } from '../../test/factories';
import { makeTestVideo } from '../../test/video';
import { until } from '../../test/wait';
import { createJobQueue, RENDER_QUEUE, type PgJobQueue } from './queue';
import { startWorkers } from './workers';

describe(`durable showreel render jobs (pg-boss) on ${testDriver}`, () => {
  let t: TestApp;
  let app: FastifyInstance;
  let queue: PgJobQueue;
  let token: string;
  const w = {} as { study: { id: string }; quotes: { id: string }[]; missingQuote: { id: string } };

  beforeAll(async () => {
    t = await createTestApp();
    queue = await createJobQueue(t.handle, { retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 });
    app = await buildApp(t.config, { db: t.db, storage: t.storage, queue });
    await app.ready();
    const client = await createClient(t.db);
    const study = await createStudy(t.db, client.id);
    const segment = await createSegment(t.db, { ...study, language: 'en' });
    const lines = [
      { start: 0, end: 3, text: 'one two three' },
      { start: 4, end: 8, text: 'four five six seven' },
    ];
    const interview = await createInterview(t.db, segment, { lines });
    const broken = await createInterview(t.db, segment, { lines });
    // A small real source video of 8 s for the interview.
    const source = path.join(t.dataDir, 'source.mp4');
    await makeTestVideo(t.config.media, source, 8);
    await t.storage.putFile(interview.videoKey!, source, 'video/mp4');
    w.study = study;
    w.quotes = [
      await createQuote(t.db, interview, { contentOriginal: 'one', start: 0, end: 3 }),
      await createQuote(t.db, interview, { contentOriginal: 'four', start: 4, end: 8 }),
    ];
    w.missingQuote = await createQuote(t.db, broken, { contentOriginal: 'gone', start: 0, end: 3 });
    const user = await createUser(t.db, client.id);
    token = await t.login(user.email, user.password);
  }, 120_000);
  afterAll(async () => {
    await queue?.stop(false);
    await app?.close();
    await t?.close();
  });

  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
    const res = await app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return ShowreelResponse.parse(res.json()).data;
  };
  const get = (id: string) => call('GET', `/api/v3/showreels/${id}`);
  const waitFor = (id: string, status: Showreel['status']) =>
    until(`status ${status}`, async () => {
      const reel = await get(id);
      if (reel.status === 'ERROR' && status !== 'ERROR') throw new Error(`render failed: ${reel.error}`);
      return reel.status === status && reel;
    });

  it('renders a saved reel CREATED → READY; an edit re-renders while the previous file stays playable', async () => {
    let workers = false;
    const created = await call('POST', '/api/v3/showreels', {
      study_id: w.study.id,
      title: 'Rendered',
      quotes: [
        { id: w.quotes[1].id, start: 4.5, end: 6 },
        { id: w.quotes[0].id, start: 1, end: 2 },
      ],
    });
    expect(created.status).toBe('CREATED');
    if (!workers) {
      await startWorkers(queue, { db: t.db, storage: t.storage, tools: t.config.media, dataDir: t.dataDir });
      workers = true;
    }
    const ready = await waitFor(created.id, 'READY');
    expect(ready.ready_at).not.toBeNull();
    expect(ready.video.combined_url).toMatch(/^\/api\/media\/showreels\/.+\/video\.mp4\?/);
    expect(ready.video.subtitles.original.url).toMatch(/subtitles\.original\.vtt/);
    expect(Math.abs(ready.duration! - 2.5)).toBeLessThanOrEqual(0.1);
    const media = await app.inject({ method: 'GET', url: ready.video.combined_url! });
    expect(media.statusCode).toBe(200);
    const vtt = await app.inject({ method: 'GET', url: ready.video.subtitles.original.url! });
    expect(vtt.body).toContain('WEBVTT');

    // Rendering does not change updated_at (the edit version), so an editor who loaded the reel before it was READY can still save.
    expect(ready.updated_at).toBe(created.updated_at);
    const edited = await call('PATCH', `/api/v3/showreels/${created.id}`, {
      quotes: [{ id: w.quotes[0].id, start: 0, end: 3 }],
      updated_at: created.updated_at,
    });
    expect(['CREATED', 'PROCESSING']).toContain(edited.status);
    expect(edited.video.combined_url).not.toBeNull();
    expect((await app.inject({ method: 'GET', url: edited.video.combined_url! })).statusCode).toBe(200);
    const again = await until('a new render', async () => {
      const reel = await get(created.id);
      return reel.status === 'READY' && reel.video.combined_url !== ready.video.combined_url && reel;
    });
    expect(Math.abs(again.duration! - 3)).toBeLessThanOrEqual(0.1);
    // The old render's files go once the new one is in (deleted right after the row turns READY, so polled).
    const oldKey = new URL(ready.video.combined_url!, 'http://x').pathname.replace('/api/media/', '');
    await until('the previous render deleted', async () => (await t.storage.stat(oldKey)) === null);
  }, 120_000);

  it('a missing source file ends in ERROR with its reason; retry re-renders', async () => {
    const created = await call('POST', '/api/v3/showreels', { study_id: w.study.id, title: 'Broken', quotes: [{ id: w.missingQuote.id }] });
    const failed = await waitFor(created.id, 'ERROR');
    expect(failed.error).toMatch(/missing/);
    const retried = await call('POST', `/api/v3/showreels/${created.id}/render`);
    expect(retried.status).toBe('CREATED');
    expect(retried.error).toBeNull();
    expect((await waitFor(created.id, 'ERROR')).error).toMatch(/missing/);
  }, 120_000);

  it('a job whose worker dies mid-render is retried after its visibility timeout and finishes', async () => {
    const created = await call('POST', '/api/v3/showreels', { study_id: w.study.id, title: 'Killed', quotes: [{ id: w.quotes[0].id }] });
    // Wait for the shared worker to finish it, then queue it on a separate queue whose worker "dies" mid-render.
    await waitFor(created.id, 'READY');
    const doomed = await createJobQueue(t.handle, { expireInSeconds: 2, retryDelaySeconds: 1, maintenanceIntervalSeconds: 1, pollingIntervalSeconds: 0.5 });
    await queue.stop(true);
    await doomed.boss.deleteQueue(RENDER_QUEUE).catch(() => undefined);
    await doomed.boss.createQueue(RENDER_QUEUE, { name: RENDER_QUEUE, retryLimit: 3, retryDelay: 1, expireInSeconds: 2 });
    let started = false;
    let startedAt = 0;
    await doomed.workRenders(async ({ showreelId }) => {
      started = true;
      startedAt = Date.now();
      await startRender(t.db, showreelId);
      await new Promise(() => undefined); // never finishes: the process "was killed"
    });
    await doomed.enqueueRender(created.id);
    await until('the doomed worker to start', async () => started);
    await doomed.stop(false);
    expect((await get(created.id)).status).toBe('PROCESSING');
    // A new worker process: maintenance fails the expired job and its retry renders the reel.
    const rescue = await createJobQueue(t.handle, { expireInSeconds: 30, retryDelaySeconds: 1, maintenanceIntervalSeconds: 1, pollingIntervalSeconds: 0.5 });
    queue = rescue;
    const rescuedAt = Date.now();
    await startWorkers(rescue, { db: t.db, storage: t.storage, tools: t.config.media, dataDir: t.dataDir });
    const done = await waitFor(created.id, 'READY');
    expect(done.error).toBeNull();
    expect(Date.now() - rescuedAt).toBeLessThan(60_000);
    // The "dead" process's pg-boss still times its handler out (expireInSeconds 2) and records that on the pool:
    // let that happen before the pool is closed, or it rejects unhandled after the test.
    await until('the dead worker’s handler timeout', async () => Date.now() > startedAt + 3_000);
  }, 120_000);
});
