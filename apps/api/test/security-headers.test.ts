/** Security headers on the web app, /api and media (issue 8 #12). */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDriver, type TestApp } from './app';
import { SIGNED_OUT_PROBE } from '@insight/contracts/page-shell';
import { EARLY_REQUESTS_SCRIPT } from '@insight/contracts/early-requests';
import { cspDirectives, mediaOrigin, scriptHashSource } from '../src/plugins/security-headers';

describe(`security headers on ${testDriver}`, () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'insight-web-dist-'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Insight Portal</title>');
    t = await createTestApp({ WEB_DIST: webDist, TRUST_PROXY: '192.0.2.1' });
    await t.storage.putBuffer('users/x/p.webp', Buffer.from('RIFF0000WEBP'), 'image/webp');
  });
  afterAll(async () => {
    await t?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('sends CSP without inline scripts, no framing, nosniff, referrer and permissions policies on the app, /api, errors and media', async () => {
    const mediaUrl = await t.storage.signedUrl('users/x/p.webp', 60);
    for (const url of ['/', '/studies', '/api/health', '/api/no-such-route', mediaUrl]) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      // The only inline scripts allowed are the page shell's signed-out probe and the interview page's early calls, by
      // their hashes (decisions 0330, 0340).
      expect(csp, url).toContain(`script-src 'self' ${scriptHashSource(SIGNED_OUT_PROBE)} ${scriptHashSource(EARLY_REQUESTS_SCRIPT)};`);
      expect(csp, url).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("object-src 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['permissions-policy'], url).toMatch(/camera=\(\), microphone=\(\)/);
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('sends HSTS only over https, including behind a trusted proxy', async () => {
    const viaProxy = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '192.0.2.1', headers: { 'x-forwarded-proto': 'https' } });
    expect(viaProxy.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const spoofed = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '198.51.100.7', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets media load from the S3 origin when objects live there', () => {
    const origin = mediaOrigin({ bucket: 'reels', region: 'eu-north-1', forcePathStyle: false });
    expect(origin).toBe('https://reels.s3.eu-north-1.amazonaws.com');
    expect(mediaOrigin({ bucket: 'b', region: 'x', endpoint: 'http://minio:9000', forcePathStyle: true })).toBe('http://minio:9000');
    expect(cspDirectives(origin)['media-src']).toContain(origin);
  });

  it('allows the early calls script exactly as the web build writes it into index.html', async () => {
    const built = path.join(import.meta.dirname, '../../web/dist/index.html');
    const html = await readFile(built, 'utf8').catch(() => null);
    // Without a build (unit runs before `npm run build`) the e2e page-load spec checks the same in the browser.
    if (html === null) return;
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(inline).toEqual([EARLY_REQUESTS_SCRIPT]);
    expect(cspDirectives(null)['script-src']).toContain(scriptHashSource(inline[0]));
  });

  it('hashes an inline script as browsers do (SHA-256 of its text, base64)', () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(scriptHashSource('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});
