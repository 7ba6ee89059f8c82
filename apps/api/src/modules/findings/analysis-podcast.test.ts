import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalysisResponse } from '@insight/contracts';
import { analyses } from '@insight/db';
import { createTestApp, testDriver, type TestApp } from '../../../test/app';
import { createClient, createStudy, createUser } from '../../../test/factories';
import { probeDuration, runFfmpeg } from '../../video';
import { runAnalysisPodcast } from './analysis-podcast';

describe(`the analysis podcast job speaks the key takeaways with the built-in speech engine and ffmpeg on ${testDriver}`, () => {
  let t: TestApp;
  let token: string;
  let analysisId: string;
  const deps = () => ({ db: t.db, storage: t.storage, tools: t.config.media, workDir: path.join(t.dataDir, 'tmp', 'podcasts') });
  const stored = async () => (await t.db.select().from(analyses).where(eq(analyses.id, analysisId)))[0].podcast;

  beforeAll(async () => {
    t = await createTestApp();
    const client = await createClient(t.db);
    const study = await createStudy(t.db, client.id);
    const user = await createUser(t.db, client.id, { roleName: 'Master' });
    token = await t.login(user.email, user.password);
    const [row] = await t.db
      .insert(analyses)
      .values({
        clientId: client.id,
        studyId: study.id,
        title: 'Snack study',
        lead: 'People snack when they are bored.',
        keyTakeaways: { title: 'Key takeaways', html: '<p>Price matters.</p><p>Bags must close again.</p>', text: 'Price matters.\nBags must close again.' },
      })
      .returning();
    analysisId = row.id;
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('stores an AAC file whose length and transcript match the spoken lines, and GET /v3/analyses/{id} plays it', async () => {
    await runAnalysisPodcast(deps(), analysisId);
    const podcast = (await stored())!;
    expect(podcast.key).toMatch(new RegExp(`^analyses/${analysisId}/podcast-[0-9a-f]{16}\\.m4a$`));
    expect(podcast.transcript!.map((line) => line.text)).toEqual([
      'Snack study',
      'People snack when they are bored.',
      'Price matters.',
      'Bags must close again.',
    ]);
    for (const [i, line] of podcast.transcript!.entries()) {
      expect(line.end).toBeGreaterThan(line.start + 0.3);
      if (i > 0) expect(line.start).toBeGreaterThan(podcast.transcript![i - 1].end);
    }
    // The file as stored: its real length (ffprobe) is the one answered, and it is speech, not silence.
    const file = path.join(t.dataDir, 'podcast-copy.m4a');
    const { createWriteStream } = await import('node:fs');
    const { pipeline } = await import('node:stream/promises');
    await pipeline(await t.storage.read(podcast.key), createWriteStream(file));
    expect(Math.abs((await probeDuration(t.config.media, file)) - podcast.duration!)).toBeLessThan(0.3);
    const { stderr } = await runFfmpeg(t.config.media, ['-loglevel', 'info', '-i', file, '-af', 'volumedetect', '-f', 'null', '-']);
    expect(Number(/mean_volume: (-?[\d.]+) dB/.exec(stderr)?.[1])).toBeGreaterThan(-35);

    const res = await t.get(`/api/v3/analyses/${analysisId}`, token);
    expect(res.statusCode).toBe(200);
    const { data } = AnalysisResponse.parse(res.json());
    expect(data.podcast).toMatchObject({ duration: podcast.duration, transcript: podcast.transcript });
    expect(data.podcast?.url).toContain(`podcast-`);
  }, 120_000);

  it('makes nothing again while the script is unchanged, and a new file (the old one removed) when the takeaways change', async () => {
    const first = (await stored())!;
    const info = await t.storage.stat(first.key);
    await runAnalysisPodcast(deps(), analysisId);
    expect((await stored())!.key).toBe(first.key);
    expect(await t.storage.stat(first.key)).toEqual(info);

    const { data } = AnalysisResponse.parse((await t.get(`/api/v3/analyses/${analysisId}`, token)).json());
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/v3/analyses/${analysisId}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { updated_at: data.updated_at, key_takeaways: { title: 'Key takeaways', html: '<p>Resealable bags win.</p>' } },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    await runAnalysisPodcast(deps(), analysisId);
    const second = (await stored())!;
    expect(second.key).not.toBe(first.key);
    expect(second.transcript!.at(-1)!.text).toBe('Resealable bags win.');
    expect(await t.storage.stat(second.key)).not.toBeNull();
    expect(await t.storage.stat(first.key)).toBeNull();
  }, 120_000);
});
