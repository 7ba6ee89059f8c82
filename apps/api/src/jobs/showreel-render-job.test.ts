import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { showreels } from '@insight/db';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDriver, type TestApp } from '../../test/app';
import { createClient, createInterview, createQuote, createSegment, createShowreel, createStudy } from '../../test/factories';
import { makeTestVideo } from '../../test/video';
import { until } from '../../test/wait';
import { createLogger } from '../lib/logger';
import { renderShowreelJob } from './showreel-render-job';

/** A logger writing JSON lines into `lines` (pino at info), as `npm start`'s log would show them. */
function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { log: createLogger('info', stream), lines };
}

describe(`the showreel render job logs its start, end, duration and failure on ${testDriver}`, () => {
  let t: TestApp;
  const w = {} as {
    study: { id: string; clientId: string };
    clip: { quoteId: string; start: number; end: number };
    missing: { quoteId: string; start: number; end: number };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const client = await createClient(t.db);
    const study = await createStudy(t.db, client.id);
    const segment = await createSegment(t.db, { ...study, language: 'en' });
    const lines = [{ start: 0, end: 3, text: 'one two three' }];
    const interview = await createInterview(t.db, segment, { lines });
    const noVideo = await createInterview(t.db, segment, { lines });
    const source = path.join(t.dataDir, 'source.mp4');
    await makeTestVideo(t.config.media, source, 3);
    await t.storage.putFile(interview.videoKey!, source, 'video/mp4');
    const quote = await createQuote(t.db, interview, { contentOriginal: 'one two three', start: 0, end: 3 });
    const lost = await createQuote(t.db, noVideo, { contentOriginal: 'gone', start: 0, end: 3 });
    w.study = study;
    w.clip = { quoteId: quote.id, start: 0.5, end: 2 };
    w.missing = { quoteId: lost.id, start: 0, end: 3 };
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const render = async (clip: { quoteId: string; start: number; end: number }) => {
    const reel = await createShowreel(t.db, w.study, { status: 'CREATED', title: 'Logged' }, [clip]);
    const { log, lines } = capturingLogger();
    const status = await renderShowreelJob({ db: t.db, storage: t.storage, tools: t.config.media, workDir: path.join(t.dataDir, 'renders'), log }, reel.id);
    return { reel, status, lines };
  };

  it('a render logs its start, then its end with status READY and its duration in milliseconds', async () => {
    const { reel, status, lines } = await render(w.clip);
    expect(status).toBe('READY');
    const started = lines.find((line) => line.msg === 'showreel render started');
    const finished = lines.find((line) => line.msg === 'showreel render finished');
    expect(started).toMatchObject({ level: 30, showreelId: reel.id, clips: 1 });
    expect(finished).toMatchObject({ level: 30, showreelId: reel.id, renderId: started!.renderId, status: 'READY' });
    expect(finished!.durationMs).toEqual(expect.any(Number));
    expect(finished!.durationMs as number).toBeGreaterThan(0);
    expect(Math.abs((finished!.videoSeconds as number) - 1.5)).toBeLessThanOrEqual(0.1);
    expect(lines.indexOf(started!)).toBeLessThan(lines.indexOf(finished!));
  }, 60_000);

  it('a failed render logs an error with its reason and duration', async () => {
    const { reel, status, lines } = await render(w.missing);
    expect(status).toBe('ERROR');
    const failed = lines.find((line) => line.msg === 'showreel render failed');
    expect(failed).toMatchObject({ level: 50, showreelId: reel.id, status: 'ERROR' });
    expect(failed!.reason).toMatch(/missing/);
    expect(failed!.durationMs).toEqual(expect.any(Number));
    expect(lines.some((line) => line.msg === 'showreel render finished')).toBe(false);
  }, 60_000);

  it('a render whose job expired stops its ffmpeg and leaves the reel PROCESSING for the retry, with no files', async () => {
    const reel = await createShowreel(t.db, w.study, { status: 'CREATED', title: 'Expired' }, [w.clip]);
    const hanging = path.join(t.dataDir, 'ffmpeg-that-hangs.sh');
    await writeFile(hanging, '#!/bin/sh\nexec sleep 600\n', { mode: 0o755 });
    const { log, lines } = capturingLogger();
    const expired = new AbortController();
    const rendering = renderShowreelJob(
      { db: t.db, storage: t.storage, tools: { ...t.config.media, ffmpegPath: hanging }, workDir: path.join(t.dataDir, 'renders'), log },
      reel.id,
      expired.signal,
    );
    await until('the render running', async () => (await t.db.select().from(showreels).where(eq(showreels.id, reel.id)))[0].status === 'PROCESSING');
    expired.abort(new Error('the job expired'));
    await expect(rendering).rejects.toThrow('the job expired');
    const [after] = await t.db.select().from(showreels).where(eq(showreels.id, reel.id));
    expect(after).toMatchObject({ status: 'PROCESSING', error: null, videoKey: null });
    expect(await t.storage.list(`showreels/${reel.id}/`)).toEqual([]);
    expect(lines.find((line) => line.msg === 'showreel render stopped: its job expired and is retried')).toMatchObject({ level: 40, showreelId: reel.id });
  }, 60_000);
});
