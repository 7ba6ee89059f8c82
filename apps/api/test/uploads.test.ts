/**
 * Picture uploads (issue 8 #7, #8, #10): past the limit always 413 with nothing stored and the upload no longer read;
 * every picture decoded and re-encoded (pixel limit, metadata stripped), served with nosniff; malformed bodies 400.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@insight/db';
import { createTestApp, testDriver, type TestApp } from './app';
import { createClient, createUser } from './factories';

const BOUNDARY = '----insight-test-boundary';

/** CRC-32 of PNG chunks. */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A valid, all-black 1-bit greyscale PNG of `width` × `height` pixels: a few KiB on the wire, huge once decoded. */
function blankPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart/form-data body with one `file` part. */
function multipartBody(bytes: Buffer, type = 'image/png', filename = 'me.png') {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

describe(`picture uploads on ${testDriver}`, () => {
  let t: TestApp;
  let token: string;
  let userId: string;
  let masterToken: string;

  const upload = (body: Buffer, contentType = `multipart/form-data; boundary=${BOUNDARY}`) =>
    t.app.inject({
      method: 'POST',
      url: `/api/user/${userId}/picture`,
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      payload: body,
    });
  const storedPictures = async () => {
    try {
      return await readdir(path.join(t.dataDir, 'media', 'users', userId));
    } catch {
      return [];
    }
  };
  const imageOfUser = async () => (await t.db.select({ image: users.image }).from(users).where(eq(users.id, userId)))[0].image;

  beforeAll(async () => {
    t = await createTestApp();
    const client = await createClient(t.db);
    const user = await createUser(t.db, client.id, { roleName: 'Researcher' });
    userId = user.id;
    token = await t.login(user.email, user.password);
    const master = await createUser(t.db, client.id, { roleName: 'Master' });
    masterToken = await t.login(master.email, master.password);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 413 for every picture over 2 MiB, however far over, and stores nothing', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    for (const size of [2 * 1024 * 1024 + 1, 2 * 1024 * 1024 + 1, 3 * 1024 * 1024, 8 * 1024 * 1024, 20 * 1024 * 1024]) {
      const bytes = Buffer.concat([png, Buffer.alloc(size - png.length)]);
      const res = await upload(multipartBody(bytes));
      expect(res.statusCode, `${size} bytes`).toBe(413);
      expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', invalidParams: [{ name: 'file' }] });
    }
    expect(await storedPictures()).toEqual([]);
    expect(await imageOfUser()).toBeNull();
  });

  it('stops reading an oversize upload: the 413 comes while the client is still sending', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const declared = 50 * 1024 * 1024;
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/user/${userId}/picture`,
        headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': declared },
      });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', (error) => (/EPIPE|ECONNRESET/.test(String(error)) ? undefined : reject(error)));
      request.write(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`));
      // Send 4 MiB of the declared 50 and then wait: the answer must come without the rest.
      request.write(Buffer.alloc(4 * 1024 * 1024));
    });
    expect(status).toBe(413);
    expect(await storedPictures()).toEqual([]);
  });

  it('refuses a 20000 × 20000 pixel PNG (pixel limit) and a picture that is not an image', async () => {
    const huge = blankPng(20000, 20000);
    expect(huge.length).toBeLessThan(2 * 1024 * 1024);
    const big = await upload(multipartBody(huge));
    expect(big.statusCode).toBe(400);
    expect(big.json().invalidParams).toEqual([{ name: 'file', reason: expect.stringMatching(/pixels/) }]);

    const polyglot = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('<html><script>alert(1)</script></html>')]);
    const fake = await upload(multipartBody(polyglot));
    expect([400, 415]).toContain(fake.statusCode);
    expect(fake.json().invalidParams[0].name).toBe('file');
    expect(await storedPictures()).toEqual([]);
  });

  it('re-encodes an accepted picture without its metadata, and serves it with nosniff', async () => {
    const withExif = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a6' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-location', Artist: 'someone' } })
      .toBuffer();
    expect(withExif.includes(Buffer.from('secret-location'))).toBe(true);
    const res = await upload(multipartBody(withExif, 'image/jpeg', 'me.jpg'));
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().data.image;
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.includes(Buffer.from('secret-location'))).toBe(false);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(1024);
  });

  it('answers a malformed multipart body with 400 naming file, never 500', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const noBoundary = await upload(multipartBody(png), 'multipart/form-data');
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.headers['content-type']).toMatch(/problem\+json/);
    const truncated = await upload(multipartBody(png).subarray(0, 120));
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().invalidParams[0].name).toBe('file');
  });

  it('deleting a user removes their files: the picture is gone from storage and its signed URL stops working', async () => {
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#963' } })
      .png()
      .toBuffer();
    const res = await upload(multipartBody(png));
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().data.image;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await storedPictures()).length).toBeGreaterThan(0);

    const gone = await t.app.inject({ method: 'DELETE', url: `/api/user/${userId}`, headers: { authorization: `Bearer ${masterToken}` } });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await storedPictures()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
