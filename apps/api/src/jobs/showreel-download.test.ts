/**
 * Showreel downloads (issue 9): the render keeps the source resolution (720p from a 720p source), and the download job
 * burns the original or English subtitles into the picture once per render, cached in storage.
 */
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ShowreelDownloadResponse, ShowreelResponse } from '@insight/contracts';
import { buildApp } from '../app';
import { createTestApp, testDriver, type TestApp } from '../../test/app';
import { createClient, createInterview, createQuote, createSegment, createStudy, createUser } from '../../test/factories';
import { until } from '../../test/wait';
import { silentLogger } from '../lib/logger';
import { probeMedia, runFfmpeg } from '../video/ffmpeg';
import { createJobQueue, type PgJobQueue } from './queue';
import { prepareShowreelDownload } from './showreel-download-job';
import { renderShowreelJob } from './showreel-render-job';

describe(`showreel downloads in the source resolution with burned-in subtitles on ${testDriver}`, () => {
  let t: TestApp;
  let app: FastifyInstance;
  let queue: PgJobQueue;
  let token: string;
  let otherToken: string;
  let quoteId: string;
  let studyId: string;

  beforeAll(async () => {
    t = await createTestApp();
    queue = await createJobQueue(t.handle, { retryDelaySeconds: 1, pollingIntervalSeconds: 0.5, sweepCron: null });
    app = await buildApp(t.config, { db: t.db, storage: t.storage, queue });
    await app.ready();
    const client = await createClient(t.db);
    const other = await createClient(t.db);
    const study = await createStudy(t.db, client.id);
    studyId = study.id;
    const segment = await createSegment(t.db, { ...study, language: 'en' });
    const interview = await createInterview(t.db, segment, { lines: [{ start: 0, end: 4, text: 'Plain grey is my favourite colour' }] });
    // A flat grey 1280×720 source: any change of the picture is the subtitles.
    const source = path.join(t.dataDir, 'source-720p.mp4');
    await runFfmpeg(t.config.media, [
      '-y',
      '-f',
      'lavfi',
      '-i',
      'color=c=gray:size=1280x720:rate=25',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:sample_rate=44100',
      '-t',
      '4',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      source,
    ]);
    await t.storage.putFile(interview.videoKey!, source, 'video/mp4');
    quoteId = (await createQuote(t.db, interview, { contentOriginal: 'Plain grey is my favourite colour', start: 0, end: 4 })).id;
    const user = await createUser(t.db, client.id);
    const stranger = await createUser(t.db, other.id);
    token = await t.login(user.email, user.password);
    otherToken = await t.login(stranger.email, stranger.password);
    const ctx = { db: t.db, storage: t.storage, tools: t.config.media, workDir: path.join(t.dataDir, 'renders'), log: silentLogger() };
    await queue.workRenders(async ({ showreelId }) => {
      await renderShowreelJob(ctx, showreelId);
    });
    await queue.workDownloads(async (data) => {
      await prepareShowreelDownload(ctx, data);
    });
  }, 120_000);
  afterAll(async () => {
    // Graceful: a render the last test queued finishes before the database closes.
    await queue?.stop();
    await app?.close();
    await t?.close();
  });

  const inject = (method: 'GET' | 'POST', url: string, payload?: object, bearer = token) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${bearer}` }, ...(payload ? { payload } : {}) });
  const download = async (id: string, subtitles: string) => {
    const res = await inject('GET', `/api/v3/showreels/${id}/download?subtitles=${subtitles}`);
    expect(res.statusCode, res.body).toBe(200);
    return ShowreelDownloadResponse.parse(res.json()).data;
  };
  /** The local file behind a signed media URL (`/api/media/<key>?…`). */
  const fileOf = async (url: string, name: string) => {
    const key = decodeURIComponent(new URL(url, 'http://x').pathname.replace(/^\/api\/media\//, ''));
    const file = path.join(t.dataDir, name);
    await pipeline(await t.storage.read(key), createWriteStream(file));
    return file;
  };
  /** Grey pixels (320×45, 0–255) of the bottom quarter and of the top half of the frame at 1.5 s. */
  const pixels = async (file: string) => {
    const region = async (crop: string) => {
      const out = `${file}.${crop.length}.gray`;
      await runFfmpeg(t.config.media, ['-y', '-ss', '1.5', '-i', file, '-frames:v', '1', '-vf', `${crop},scale=320:45,format=gray`, '-f', 'rawvideo', out]);
      return readFile(out);
    };
    return { bottom: await region('crop=iw:ih/4:0:ih*3/4'), top: await region('crop=iw:ih/2:0:0') };
  };
  /** Largest difference (0–255) of a pixel between two equally sized grey images. */
  const difference = (a: Buffer, b: Buffer) => a.reduce((most, value, i) => Math.max(most, Math.abs(value - b[i])), 0);

  it('renders 1280×720 from a 720p source, and burns original or English subtitles into a cached 1280×720 download', async () => {
    const created = await inject('POST', '/api/v3/showreels', { study_id: studyId, title: 'Grey', quotes: [{ id: quoteId, start: 0, end: 4 }] });
    expect(created.statusCode, created.body).toBe(201);
    const id = ShowreelResponse.parse(created.json()).data.id;
    // Before the first render there is nothing to download.
    expect((await inject('GET', `/api/v3/showreels/${id}/download?subtitles=en`)).statusCode).toBe(409);
    await until('the render', async () => {
      const reel = ShowreelResponse.parse((await inject('GET', `/api/v3/showreels/${id}`)).json()).data;
      if (reel.status === 'ERROR') throw new Error(reel.error ?? 'render failed');
      return reel.status === 'READY';
    });

    const plain = await download(id, 'none');
    expect(plain.status).toBe('READY');
    const plainFile = await fileOf(plain.url!, 'plain.mp4');
    expect(await probeMedia(t.config.media, plainFile)).toMatchObject({ width: 1280, height: 720 });

    expect(await download(id, 'en')).toMatchObject({ status: 'NOT_PREPARED', url: null });
    const asked = await inject('POST', `/api/v3/showreels/${id}/download`, { subtitles: 'en' });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json().data.status).toBe('PREPARING');
    const ready = await until('the English download', async () => {
      const state = await download(id, 'en');
      if (state.status === 'ERROR') throw new Error(state.error ?? 'download failed');
      return state.status === 'READY' && state;
    });
    const burned = await fileOf(ready.url!, 'burned-en.mp4');
    expect(await probeMedia(t.config.media, burned)).toMatchObject({ width: 1280, height: 720, hasAudio: true });
    const before = await pixels(plainFile);
    const after = await pixels(burned);
    // White text with a dark outline at the bottom; the rest of the picture is unchanged.
    expect(difference(after.bottom, before.bottom)).toBeGreaterThan(60);
    expect(difference(after.top, before.top)).toBeLessThan(12);

    // Cached: asking again answers at once with the same file.
    const again = await inject('POST', `/api/v3/showreels/${id}/download`, { subtitles: 'en' });
    expect(again.statusCode).toBe(200);
    expect(new URL(again.json().data.url, 'http://x').pathname).toBe(new URL(ready.url!, 'http://x').pathname);

    const original = await inject('POST', `/api/v3/showreels/${id}/download`, { subtitles: 'original' });
    expect(original.json().data.status).toBe('PREPARING');
    await until('the original-language download', async () => (await download(id, 'original')).status === 'READY');
  }, 240_000);

  it('refuses an unknown subtitle choice by name, and another client’s reel is not found', async () => {
    const created = await inject('POST', '/api/v3/showreels', { study_id: studyId, title: 'Other', quotes: [{ id: quoteId, start: 0, end: 2 }] });
    const id = created.json().data.id as string;
    const bad = await inject('POST', `/api/v3/showreels/${id}/download`, { subtitles: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().invalidParams[0].name).toBe('subtitles');
    expect((await inject('GET', `/api/v3/showreels/${id}/download?subtitles=none`, undefined, otherToken)).statusCode).toBe(404);
    expect((await inject('POST', `/api/v3/showreels/${id}/download`, { subtitles: 'en' }, otherToken)).statusCode).toBe(404);
  });
});
