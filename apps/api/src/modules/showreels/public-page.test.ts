/** Link previews of the public showreel page (issue 9): og: tags in the HTML the server sends, addresses from PUBLIC_URL. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDriver, type TestApp } from '../../../test/app';
import { createClient, createShowreel, createStudy } from '../../../test/factories';

const SPA = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The customer portal" />
    <title>Insight Portal</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** The content of `<meta property|name="key" content="…">` in `html`, unescaped, or null. */
function metaOf(html: string, key: string): string | null {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html);
  return match
    ? match[1]
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&')
    : null;
}

describe(`the public showreel page carries og: tags for link previews on ${testDriver}`, () => {
  let t: TestApp;
  let webDist: string;
  const ids = {} as { published: string; unpublished: string; rendering: string };

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'insight-spa-'));
    await writeFile(path.join(webDist, 'index.html'), SPA);
    t = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL: 'https://portal.example.com' });
    const client = await createClient(t.db, { name: 'Nordic Foods' });
    const study = await createStudy(t.db, client.id, { title: 'Plant-based in the Nordics' });
    const ready = { status: 'READY' as const, videoKey: 'showreels/x/r/video.mp4', thumbnailKey: 'showreels/x/r/thumbnail.jpg', duration: 12 };
    ids.published = (
      await createShowreel(t.db, study, { ...ready, published: true, title: 'Oat milk "switchers" <3', description: 'Why they switched & stayed.' })
    ).id;
    ids.unpublished = (await createShowreel(t.db, study, { ...ready, published: false, title: 'Internal only' })).id;
    ids.rendering = (await createShowreel(t.db, study, { status: 'PROCESSING', published: true, title: 'Still rendering', description: '' })).id;
    await t.storage.putBuffer('showreels/x/r/thumbnail.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xd9]), 'image/jpeg');
  });
  afterAll(async () => {
    await t?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('answers the SPA with the reel’s title, description, page URL and thumbnail from PUBLIC_URL, never from request headers', async () => {
    for (const route of [`/public/showreels/${ids.published}`, `/public/showreels/v3/${ids.published}`]) {
      const res = await page(route, { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      const html = res.body;
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('evil.example');
      expect(html).toContain('<title>Oat milk &quot;switchers&quot; &lt;3 · Insight Portal</title>');
      expect(metaOf(html, 'og:title')).toBe('Oat milk "switchers" <3');
      expect(metaOf(html, 'og:description')).toBe('Why they switched & stayed.');
      expect(metaOf(html, 'description')).toBe('Why they switched & stayed.');
      expect(html.match(/name="description"/g)).toHaveLength(1);
      expect(metaOf(html, 'og:url')).toBe(`https://portal.example.com${route}`);
      expect(metaOf(html, 'og:image')).toBe(`https://portal.example.com/api/v1/public/published_showreels/${ids.published}/thumbnail`);
      expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
      // The page's data is fetched while its scripts load (issue 15).
      expect(html).toContain(`<link rel="preload" as="fetch" href="/api/v1/public/published_showreels/${ids.published}" crossorigin="anonymous">`);
    }
  });

  it('the preview image address redirects to the signed thumbnail; nothing for an unpublished reel', async () => {
    const image = await page(`/api/v1/public/published_showreels/${ids.published}/thumbnail`);
    expect(image.statusCode).toBe(302);
    const followed = await page(image.headers.location as string);
    expect(followed.statusCode).toBe(200);
    expect(followed.headers['content-type']).toContain('image/jpeg');
    expect((await page(`/api/v1/public/published_showreels/${ids.unpublished}/thumbnail`)).statusCode).toBe(404);
    expect((await page(`/api/v1/public/published_showreels/not-an-id/thumbnail`)).statusCode).toBe(404);
  });

  it('an unpublished, unknown or malformed reel gets the plain page (which shows the not-published text); a reel still rendering has no image but says whose it is', async () => {
    for (const route of [`/public/showreels/${ids.unpublished}`, '/public/showreels/00000000-0000-4000-8000-000000000000', '/public/showreels/nope']) {
      const res = await page(route);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('og:title');
      expect(res.body).not.toContain('Internal only');
      expect(res.body).toContain('<title>Insight Portal</title>');
      expect(res.body).not.toContain('rel="preload"');
    }
    const rendering = (await page(`/public/showreels/${ids.rendering}`)).body;
    expect(metaOf(rendering, 'og:title')).toBe('Still rendering');
    expect(metaOf(rendering, 'og:description')).toBe('A showreel of Nordic Foods · Plant-based in the Nordics');
    expect(metaOf(rendering, 'og:image')).toBeNull();
    expect(metaOf(rendering, 'twitter:card')).toBe('summary');
  });
});
