import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDriver, type TestApp } from '../../test/app';
import { createClient, createInterview, createSegment, createStudy, createUser } from '../../test/factories';
import { createLocalStorage } from '../storage/local-storage';
import { createMediaSigner } from './media-urls';

/** Seconds from now until the `expires` of a signed local-store URL. */
const secondsLeft = (url: string) => Number(new URL(url, 'http://x').searchParams.get('expires')) - Math.floor(Date.now() / 1000);

describe('the media URL signer', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'media-urls-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('signs every key a pure presenter reads with one lifetime; no key stays null', async () => {
    const storage = createLocalStorage(dir, 'a-media-signing-secret-of-at-least-32-chars');
    const signer = createMediaSigner(storage, 90);
    const answer = await signer.present((urls) => ({
      video: urls.url('interviews/a/video.mp4'),
      again: urls.url('interviews/a/video.mp4'),
      none: urls.url(null),
      cover: urls.media({ key: 'stories/s/cover.mp4', duration: 12.5 }),
      noCover: urls.media(null),
    }));
    expect(answer.video).toMatch(/^\/api\/media\/interviews\/a\/video\.mp4\?expires=\d+&sig=/);
    expect(answer.again).toBe(answer.video);
    expect(answer.none).toBeNull();
    expect(answer.cover).toEqual({ url: expect.stringContaining('/api/media/stories/s/cover.mp4?'), duration: 12.5 });
    expect(answer.noCover).toBeNull();
    expect(Math.abs(secondsLeft(answer.video!) - 90)).toBeLessThanOrEqual(2);
    expect(
      storage.verify(
        'interviews/a/video.mp4',
        Number(new URL(answer.video!, 'http://x').searchParams.get('expires')),
        new URL(answer.video!, 'http://x').searchParams.get('sig')!,
      ),
    ).toBe(true);
  });
});

describe(`MEDIA_URL_TTL_SECONDS sets the lifetime of every media URL the API answers, on ${testDriver}`, () => {
  let t: TestApp;
  let token: string;
  let interviewId: string;
  beforeAll(async () => {
    t = await createTestApp({ MEDIA_URL_TTL_SECONDS: '120' });
    const client = await createClient(t.db);
    const study = await createStudy(t.db, client.id);
    const segment = await createSegment(t.db, { ...study, language: 'en' });
    interviewId = (await createInterview(t.db, segment)).id;
    const user = await createUser(t.db, client.id, { image: 'users/x/picture.png' });
    token = await t.login(user.email, user.password);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a profile picture (identity) and an interview video (content) both expire after 120 s', async () => {
    const me = await t.get('/api/user', token);
    expect(me.statusCode).toBe(200);
    expect(Math.abs(secondsLeft(me.json().data.image) - 120)).toBeLessThanOrEqual(2);
    const interview = await t.get(`/api/v3/interviews/${interviewId}`, token);
    expect(interview.statusCode).toBe(200);
    expect(Math.abs(secondsLeft(interview.json().data.video.combined_url) - 120)).toBeLessThanOrEqual(2);
  });

  it('defaults to 6 hours', async () => {
    expect(t.config.mediaUrlTtlSeconds).toBe(120);
    const defaults = await createTestApp();
    try {
      expect(defaults.config.mediaUrlTtlSeconds).toBe(6 * 3600);
    } finally {
      await defaults.close();
    }
  });
});
