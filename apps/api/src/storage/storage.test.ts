/**
 * The ObjectStorage contract (storage.ts), run against both stores: local files, and the S3 store talking to a real
 * S3-compatible HTTP server (s3rver, started locally on a free port) through the AWS SDK, as production talks to S3.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import { startS3Server } from '../../test/s3';
import type { ObjectStorage } from './storage';

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

type Harness = { storage: ObjectStorage; close: () => Promise<void> };

const stores: Record<string, () => Promise<Harness>> = {
  'local files': async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'insight-storage-'));
    return { storage: createLocalStorage(root, 'test-signing-secret'), close: () => rm(root, { recursive: true, force: true }) };
  },
  'S3 (a local s3rver server)': startS3Server,
};

describe.each(Object.entries(stores))('object storage: %s', (_name, open) => {
  let harness: Harness;
  let storage: ObjectStorage;
  let dir: string;
  beforeAll(async () => {
    harness = await open();
    storage = harness.storage;
    dir = await mkdtemp(path.join(os.tmpdir(), 'insight-storage-src-'));
  });
  afterAll(async () => {
    await harness?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('stores a file and a buffer, reports their size and type, and reads them back whole or by byte range', async () => {
    const source = path.join(dir, 'clip.vtt');
    const vtt = 'WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n';
    await writeFile(source, vtt);
    await storage.putFile('interviews/a/subtitles.vtt', source, 'text/vtt');
    await storage.putBuffer('interviews/a/notes.txt', '0123456789', 'text/plain');

    expect(await storage.stat('interviews/a/subtitles.vtt')).toEqual({ size: vtt.length, contentType: 'text/vtt' });
    expect(await storage.stat('interviews/a/notes.txt')).toEqual({ size: 10, contentType: 'text/plain' });
    expect(await text(await storage.read('interviews/a/subtitles.vtt'))).toContain('Hello');
    expect(await text(await storage.read('interviews/a/notes.txt', { start: 2, end: 5 }))).toBe('2345');
  });

  it('answers null for an absent key and throws on reading it', async () => {
    expect(await storage.stat('interviews/none/video.mp4')).toBeNull();
    await expect(storage.read('interviews/none/video.mp4').then(text)).rejects.toThrow();
  });

  it('deletes one key, then every key under a prefix and only those', async () => {
    await storage.putBuffer('showreels/r1/v1/video.mp4', 'a', 'video/mp4');
    await storage.putBuffer('showreels/r1/v1/thumbnail.jpg', 'b', 'image/jpeg');
    await storage.putBuffer('showreels/r1/v2/video.mp4', 'c', 'video/mp4');
    await storage.putBuffer('showreels/r2/v1/video.mp4', 'd', 'video/mp4');

    await storage.delete('showreels/r2/v1/video.mp4');
    await storage.delete('showreels/r2/v1/absent.mp4');
    expect(await storage.stat('showreels/r2/v1/video.mp4')).toBeNull();

    await storage.deletePrefix('showreels/r1/v1/');
    expect(await storage.stat('showreels/r1/v1/video.mp4')).toBeNull();
    expect(await storage.stat('showreels/r1/v1/thumbnail.jpg')).toBeNull();
    expect(await storage.stat('showreels/r1/v2/video.mp4')).toEqual({ size: 1, contentType: 'video/mp4' });
  });

  it('refuses keys that climb out of the store', async () => {
    await expect(storage.putBuffer('../outside.txt', 'x', 'text/plain')).rejects.toThrow();
  });
});

describe('object storage: S3 pre-signed URLs (a local s3rver server)', () => {
  let harness: Harness;
  let storage: ObjectStorage;
  beforeAll(async () => {
    harness = await stores['S3 (a local s3rver server)']();
    storage = harness.storage;
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('signs URLs the S3 server serves with Range, and refuses once they expire', async () => {
    await storage.putBuffer('interviews/b/video.mp4', 'abcdefghij', 'video/mp4');
    const url = await storage.signedUrl('interviews/b/video.mp4', 60);
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(await whole.text()).toBe('abcdefghij');
    const part = await fetch(url, { headers: { range: 'bytes=3-5' } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('def');

    const shortLived = await storage.signedUrl('interviews/b/video.mp4', 1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await fetch(shortLived)).status).toBe(403);
  });
});

describe('local store upload URLs', () => {
  it('signs uploads apart from downloads: neither signature opens the other', async () => {
    const storage = createLocalStorage(os.tmpdir(), 'test-signing-secret');
    const put = new URL(await storage.signedUploadUrl('uploads/a/b.png', 'image/png', 60), 'http://x');
    const get = new URL(await storage.signedUrl('uploads/a/b.png', 60), 'http://x');
    expect(put.pathname).toBe('/api/storage/uploads/uploads/a/b.png');
    const [putExpires, putSig] = [Number(put.searchParams.get('expires')), put.searchParams.get('sig') ?? ''];
    const [getExpires, getSig] = [Number(get.searchParams.get('expires')), get.searchParams.get('sig') ?? ''];
    expect(storage.verifyUpload('uploads/a/b.png', putExpires, putSig)).toBe(true);
    expect(storage.verify('uploads/a/b.png', putExpires, putSig)).toBe(false);
    expect(storage.verifyUpload('uploads/a/b.png', getExpires, getSig)).toBe(false);
    expect(storage.verifyUpload('uploads/a/c.png', putExpires, putSig)).toBe(false);
    expect(storage.verifyUpload('uploads/a/b.png', putExpires, putSig, putExpires + 1)).toBe(false);
  });
});
