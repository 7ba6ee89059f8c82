import { mkdir, mkdtemp, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

describe('serving the SPA beside the API (one port, history-mode fallback)', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'insight-web-dist-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Insight Portal</title>');
    await writeFile(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await createTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('answers the site root and folder URLs with the page (the static plugin does not refuse them)', async () => {
    for (const url of ['/', '/?next=1', '/assets/', '/assets']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(url.startsWith('/assets/') ? 404 : 200);
      if (res.statusCode === 200) expect(res.body).toContain('Insight Portal');
      else expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    }
  });

  it('answers a 5,000-character id with a problem+json 400 naming it, not the static handler', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v3/quotes/${'a'.repeat(5000)}` });
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect([400, 401]).toContain(res.statusCode);
  });

  it('answers deep links with the page, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/studies/123/videos?client_id=x' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('Insight Portal');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable, including ones built after start', async () => {
    await writeFile(path.join(webDist, 'assets', 'late-def456.js'), 'console.log(2)');
    const res = await t.app.inject({ method: 'GET', url: '/assets/late-def456.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing asset and an unknown API route with problem+json 404, not the page', async () => {
    for (const url of ['/assets/missing.js', '/api/no-such-route']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(res.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
  });

  it('answers the login and public showreel pages with their light entry when built, else the SPA (decision 0280)', async () => {
    const reel = '/public/showreels/00000000-0000-4000-8000-000000000000';
    const v3 = '/public/showreels/v3/not-a-uuid';
    for (const url of ['/auth/login', '/auth/login/?redirect_url=%2Fstudies', reel, v3]) {
      expect((await t.app.inject({ method: 'GET', url })).body, url).toContain('<title>Insight Portal</title>');
    }
    await writeFile(path.join(webDist, 'login.html'), '<!doctype html><title>Light login</title>');
    await writeFile(path.join(webDist, 'public.html'), '<!doctype html><title>Light reel</title>');
    try {
      for (const [url, title] of [
        ['/auth/login', 'Light login'],
        ['/auth/login/?redirect_url=%2Fstudies', 'Light login'],
        [reel, 'Light reel'],
        [v3, 'Light reel'],
        ['/login?oauth=success', 'Insight Portal'],
        ['/auth/forgot_password', 'Insight Portal'],
        ['/public/showreels/a/b', 'Insight Portal'],
      ]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(res.body, url).toContain(`<title>${title}</title>`);
      }
    } finally {
      await rm(path.join(webDist, 'login.html'));
      await rm(path.join(webDist, 'public.html'));
    }
  });

  it('answers a page with a shell of its own with the page the build wrote for it (decisions 0330, 0340), else the SPA', async () => {
    for (const url of ['/studies', '/studies?client_id=x']) {
      expect((await t.app.inject({ method: 'GET', url })).body, url).toContain('<title>Insight Portal</title>');
    }
    await mkdir(path.join(webDist, 'shells'));
    await writeFile(path.join(webDist, 'shells', 'studies.html'), '<!doctype html><title>Studies shell</title>');
    await writeFile(path.join(webDist, 'shells', 'studies-study-videos-interview.html'), '<!doctype html><title>Interview shell</title>');
    await writeFile(
      path.join(webDist, 'shells.json'),
      JSON.stringify({
        '/studies': 'shells/studies.html',
        '/home': 'shells/home.html',
        // A route pattern (decision 0340): any one segment for each parameter.
        '/studies/:study/videos/:interview': 'shells/studies-study-videos-interview.html',
      }),
    );
    try {
      for (const [url, title] of [
        ['/studies', 'Studies shell'],
        ['/studies/?client_id=x&q=meal', 'Studies shell'],
        ['/studies/123/videos', 'Insight Portal'],
        ['/studies/s1/videos/i1', 'Interview shell'],
        ['/studies/s1/videos/i1/?client_id=x&t=12', 'Interview shell'],
        ['/studies/s1/videos/i1/more', 'Insight Portal'],
        ['/studies/s1/videos//', 'Insight Portal'],
        // Named, but not built: the SPA's page.
        ['/home', 'Insight Portal'],
        ['/auth/login', 'Insight Portal'],
      ]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(res.body, url).toContain(`<title>${title}</title>`);
      }
      // A broken list is no list.
      await writeFile(path.join(webDist, 'shells.json'), '{');
      expect((await t.app.inject({ method: 'GET', url: '/studies' })).body).toContain('<title>Insight Portal</title>');
    } finally {
      await rm(path.join(webDist, 'shells'), { recursive: true });
      await rm(path.join(webDist, 'shells.json'));
    }
  });

  it('reads the shell list once per change of the file, and serves a rebuilt SPA without a restart', async () => {
    const list = path.join(webDist, 'shells.json');
    const titleOf = async (url: string) => /<title>(.*?)<\/title>/.exec((await t.app.inject({ method: 'GET', url })).body)?.[1];
    await mkdir(path.join(webDist, 'shells'));
    await writeFile(path.join(webDist, 'shells', 'studies.html'), '<!doctype html><title>Studies shell</title>');
    await writeFile(path.join(webDist, 'shells', 'stories.html'), '<!doctype html><title>Stories shell</title>');
    try {
      // Whole seconds, so that setting the time again gives the very same nanoseconds.
      const built = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
      await writeFile(list, JSON.stringify({ '/studies': 'shells/studies.html' }));
      await utimes(list, built, built);
      expect(await titleOf('/studies')).toBe('Studies shell');
      // Same size, same modification time, other content: the list read before still answers (it is not read again).
      const { size } = await stat(list);
      await writeFile(list, JSON.stringify({ '/stories': 'shells/stories.html' }));
      expect((await stat(list)).size).toBe(size);
      await utimes(list, built, built);
      expect(await titleOf('/studies')).toBe('Studies shell');
      expect(await titleOf('/stories')).toBe('Insight Portal');
      // A rebuild writes the list anew (a new modification time): the new list answers, without a restart.
      await utimes(list, built, new Date(built.getTime() + 2_000));
      expect(await titleOf('/stories/')).toBe('Stories shell');
      expect(await titleOf('/studies')).toBe('Insight Portal');
      // The list removed: no page has a shell.
      await rm(list);
      expect(await titleOf('/stories')).toBe('Insight Portal');
      await writeFile(list, JSON.stringify({ '/studies': 'shells/studies.html' }));
      expect(await titleOf('/studies')).toBe('Studies shell');
    } finally {
      await rm(path.join(webDist, 'shells'), { recursive: true });
      await rm(path.join(webDist, 'shells.json'));
    }
  });
});
