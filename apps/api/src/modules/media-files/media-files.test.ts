import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

describe('signed media URLs with HTTP Range (local store)', () => {
  let t: TestApp;
  const body = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.storage.putBuffer('interviews/abc/video.mp4', body, 'video/mp4');
    url = await t.storage.signedUrl('interviews/abc/video.mp4', 60);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves the whole object with its type and Accept-Ranges', async () => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.rawPayload.equals(body)).toBe(true);
  });

  it('answers a byte range with 206 and Content-Range', async () => {
    const res = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 100-199/1000');
    expect(res.rawPayload.equals(body.subarray(100, 200))).toBe(true);
    const tail = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(body.subarray(990))).toBe(true);
  });

  it('answers an unsatisfiable range with 416 and the size', async () => {
    const res = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=5000-6000' } });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe('bytes */1000');
  });

  it('answers HEAD with the length and no body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe('1000');
    expect(res.body).toBe('');
  });

  it('refuses a tampered signature, another key with the same signature, and an expired link', async () => {
    const tampered = url.replace(/sig=[^&]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const otherKey = url.replace('video.mp4', 'thumbnail.jpg');
    expect((await t.app.inject({ method: 'GET', url: otherKey })).statusCode).toBe(403);
    const expired = await t.storage.signedUrl('interviews/abc/video.mp4', -5);
    const res = await t.app.inject({ method: 'GET', url: expired });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('names the bad parameter of a malformed link and 404s a missing object', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/media/interviews/abc/video.mp4?expires=soon&sig=xxxxxxxxxxxx' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().invalidParams[0].name).toBe('expires');
    const missing = await t.storage.signedUrl('interviews/none/video.mp4', 60);
    expect((await t.app.inject({ method: 'GET', url: missing })).statusCode).toBe(404);
  });

  it('refuses keys that would escape the store', async () => {
    await expect(t.storage.signedUrl('../secrets.json', 60)).rejects.toThrow(/Unsafe/);
    const res = await t.app.inject({ method: 'GET', url: '/api/media/..%2Fsecrets.json?expires=9999999999&sig=xxxxxxxxxxxx' });
    expect(res.statusCode).toBe(403);
  });
});
