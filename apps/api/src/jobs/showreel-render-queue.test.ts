import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ShowreelResponse, type Showreel } from '@insight/contracts';
import { buildApp } from '../app';
import { startRender } from '../modules/showreels';
import { createTestApp, testDriver, type TestApp } from '../../test/app';
import { createClient, createInterview, createQuote, createSegment, createStudy, createUser } from '../../test/factories';
import { makeTestVideo } from '../../test/video';
import { until } from '../../test/wait';
import { createJobQueue, RENDER_QUEUE, renderExpirySeconds, type PgJobQueue } from './queue';
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

  it('a render whose worker is killed mid-render is retried once its expiry, sized to the reel, has passed, and finishes', async () => {
    // Only the worker about to die may take the job: stop this file's render workers.
    await queue.stop(true);
    const sizing = { fixedSeconds: 1, secondsPerVideoSecond: 1, floorSeconds: 2, ceilingSeconds: 60 };
    const rescue = await createJobQueue(t.handle, { renderExpiry: sizing, retryDelaySeconds: 1, maintenanceIntervalSeconds: 1, pollingIntervalSeconds: 0.5 });
    queue = rescue;
    const rescueApp = await buildApp(t.config, { db: t.db, storage: t.storage, queue: rescue });
    const created = ShowreelResponse.parse(
      (
        await rescueApp.inject({
          method: 'POST',
          url: '/api/v3/showreels',
          headers: { authorization: `Bearer ${token}` },
          payload: { study_id: w.study.id, title: 'Killed', quotes: [{ id: w.quotes[0].id, start: 0, end: 3 }] },
        })
      ).json(),
    ).data;
    await rescueApp.close();
    const job = async () =>
      (
        await t.db.execute<{ state: string; retry_count: number; expire_seconds: number; output: { value?: { message?: string } } | null; overdue: boolean }>(
          sql`select state::text as state, retry_count, extract(epoch from expire_in)::int as expire_seconds, output,
            started_on + expire_in <= now() as overdue
            from pgboss.job where name = ${RENDER_QUEUE} and data->>'showreelId' = ${created.id}`,
        )
      ).rows[0];
    // The job's expiry follows the reel: 1 s + 3 s of video × 1.
    expect((await job()).expire_seconds).toBe(renderExpirySeconds(3, sizing));

    const killed = await startWorkerAndKillMidRender(created.id);
    expect((await get(created.id)).status).toBe('PROCESSING');
    expect((await job()).state).toBe('active');

    // Maintenance takes the job for dead once its expiry has passed, not before, and puts it back for a retry.
    const retried = await until('the expired job put back for a retry', async () => {
      const row = await job();
      return row.state === 'retry' && row;
    });
    expect(retried.output?.value?.message).toMatch(/failed by timeout/);
    expect(retried.overdue).toBe(true);

    // Another worker takes the retry and renders the reel.
    await startWorkers(rescue, { db: t.db, storage: t.storage, tools: t.config.media, dataDir: t.dataDir });
    const done = await waitFor(created.id, 'READY');
    expect(done.error).toBeNull();
    expect(Math.abs(done.duration! - 3)).toBeLessThanOrEqual(0.1);
    // pg-boss marks the job completed right after the worker saved the reel: wait for that write, not read once.
    const completed = await until('the retried job completed', async () => {
      const row = await job();
      return row.state === 'completed' && row;
    });
    expect(completed).toMatchObject({ state: 'completed', retry_count: 1 });
    killed.cleanUp();
  }, 180_000);

  /**
   * A worker takes the render of `showreelId` and dies in the middle of it. With PostgreSQL, a real `npm run worker`
   * process (apps/api/src/worker.ts) whose ffmpeg never finishes, killed with SIGKILL together with its ffmpeg once the
   * reel is PROCESSING (the render started). PGlite is one process's database, so there the job is taken as a worker would take it and the
   * render started, and nothing is left to finish or fail it, as after a kill.
   */
  async function startWorkerAndKillMidRender(showreelId: string): Promise<{ cleanUp(): void }> {
    const processing = () => until('the render running', async () => (await get(showreelId)).status === 'PROCESSING', 120_000);
    if (t.handle.driver.kind === 'pglite') {
      const [taken] = await queue.boss.fetch<{ showreelId: string }>(RENDER_QUEUE);
      expect(taken.data.showreelId).toBe(showreelId);
      await startRender(t.db, showreelId);
      await processing();
      return { cleanUp: () => undefined };
    }
    const hangingFfmpeg = path.join(t.dataDir, 'ffmpeg-that-hangs.sh');
    await writeFile(hangingFfmpeg, '#!/bin/sh\nexec sleep 600\n', { mode: 0o755 });
    const worker = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('../worker.ts', import.meta.url))], {
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: t.handle.driver.pool.options.connectionString,
        DATA_DIR: t.dataDir,
        JWT_SECRET: new TextDecoder().decode(t.config.jwtSecret),
        MEDIA_SIGNING_SECRET: t.config.mediaSigningSecret,
        FFMPEG_PATH: hangingFfmpeg,
        LOG_LEVEL: 'silent',
      },
      detached: true,
      stdio: 'ignore',
    });
    const killAll = () => {
      if (worker.exitCode === null && worker.signalCode === null) process.kill(-worker.pid!, 'SIGKILL');
    };
    try {
      await processing();
    } finally {
      killAll();
    }
    await new Promise((resolve) => (worker.exitCode === null && worker.signalCode === null ? worker.once('exit', resolve) : resolve(undefined)));
    return { cleanUp: killAll };
  }
});
