import { apiToken, expect, expectNoSeriousA11yViolations, paths, signIn, test } from '../../fixtures/portal';

/** The script files a page's HTML asks for (its module script and preloads). */
function scriptsOf(html: string): string[] {
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
}

test('[navigation]: /auth/login opened directly is the light login page; signing in is a full-page load of redirect_url; signed in, it redirects as before', async ({
  page,
  request,
}) => {
  // Decision 0280: the login page's own HTML and scripts, not the SPA's (no vendor file with the router).
  const html = await (await request.get(paths.auth.login.getHref())).text();
  const scripts = scriptsOf(html);
  expect(scripts.some((src) => /\/assets\/login-[\w-]+\.js$/.test(src))).toBe(true);
  expect(scripts.some((src) => /vendor|index-/.test(src))).toBe(false);

  await page.goto(`${paths.auth.login.getHref()}?redirect_url=${encodeURIComponent('/studies')}`);
  await expect(page).toHaveTitle('Log in · Insight Portal');
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', paths.auth.forgotPassword.getHref());
  // The SPA's files are prefetched once the form is used, not with the page: the next page takes them from the cache.
  expect(await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/vendor-/.test(entry.name)))).toBe(false);
  const prefetched = page.waitForRequest(/\/assets\/vendor-[\w-]+\.js$/);
  await page.getByLabel(/^Email/).fill('researcher@acme.test');
  await prefetched;
  await page.getByLabel(/^Password/).fill('wrong-password-1');
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel(/^Password/).fill('Research-2026!');
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page).toHaveURL(/\/studies\?client_id=/);
  const vendorBytes = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\/vendor-/.test(entry.name))
      .map((entry) => (entry as PerformanceResourceTiming).transferSize),
  );
  expect(vendorBytes, 'the SPA page took the prefetched vendor file from the cache').toEqual([0]);

  // Signed in, /auth/login goes to redirect_url (same-origin only), else the root (home for staff).
  await page.goto(`${paths.auth.login.getHref()}?redirect_url=${encodeURIComponent('/projects')}`);
  await expect(page).toHaveURL(/\/projects\?client_id=/);
  await page.goto(`${paths.auth.login.getHref()}?redirect_url=${encodeURIComponent('//evil.example/x')}`);
  await expect(page).toHaveURL(/\/home\?client_id=/);

  // An OpenID Connect result on /auth/login goes to the /login callback page, query kept.
  await page.goto(`${paths.auth.login.getHref()}?error=access_denied`);
  await expect(page).toHaveURL(/\/login\?error=access_denied/);

  // The forgot-password link is a plain link into the SPA.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(paths.auth.login.getHref());
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(new RegExp(paths.auth.forgotPassword.getHref()));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('[navigation]: logging out lands on the login page inside the SPA, and signing in there works', async ({ page }) => {
  await signIn(page, 'researcher@acme.test');
  await page.goto(paths.auth.logout.getHref());
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.getByLabel(/^Email/).fill('researcher@acme.test');
  await page.getByLabel(/^Password/).fill('Research-2026!');
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page).toHaveURL(/\/home\?client_id=/);
});

test('[navigation]: a public showreel opened directly is the light page with its og: tags, plays and switches subtitles', async ({ browser, request }) => {
  const headers = await apiToken(request, 'researcher@acme.test');
  const studies = (await (await request.get('/api/v3/studies', { headers, params: { q: 'meal-kit' } })).json()) as { data: { id: string }[] };
  const quotes = (await (await request.get('/api/v3/quotes', { headers, params: { study_id: studies.data[0].id, limit: 1 } })).json()) as {
    data: { id: string }[];
  };
  const title = `Light reel ${Date.now()}`;
  const created = await request.post('/api/v3/showreels', { headers, data: { study_id: studies.data[0].id, title, quotes: [{ id: quotes.data[0].id }] } });
  const reelId = ((await created.json()) as { data: { id: string } }).data.id;
  expect((await request.post('/api/v1/public/published_showreels', { headers, data: { showreel_id: reelId } })).ok()).toBeTruthy();
  await expect
    .poll(async () => ((await (await request.get(`/api/v3/showreels/${reelId}`, { headers })).json()) as { data: { status: string } }).data.status, {
      timeout: 90_000,
    })
    .toBe('READY');

  for (const href of [paths.publicShowreel.getHref(reelId), paths.publicShowreelV3.getHref(reelId)]) {
    const html = await (await request.get(href)).text();
    expect(html).toContain(`<meta property="og:title" content="${title}">`);
    expect(html).toContain(`<link rel="preload" as="fetch" href="/api/v1/public/published_showreels/${reelId}" crossorigin="anonymous">`);
    const scripts = scriptsOf(html);
    expect(scripts.some((src) => /\/assets\/public-[\w-]+\.js$/.test(src))).toBe(true);
    expect(scripts.some((src) => /vendor|index-/.test(src))).toBe(false);
  }

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(paths.publicShowreelV3.getHref(reelId));
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor).toHaveTitle(`${title} · Showreel · Insight Portal`);
  const video = visitor.locator('video[data-player="rendered"]');
  await expect(video).toHaveAttribute('src', /.+/);
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);
  await visitor.getByRole('button', { name: 'English' }).click();
  await expect(visitor.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousA11yViolations(visitor);

  // An unknown reel: the not-published text, from the same light page.
  await visitor.goto(paths.publicShowreel.getHref('00000000-0000-4000-8000-000000000000'));
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText("The specified showreel doesn't exist, or isn't published.");
  await visitorContext.close();
  await request.delete(`/api/v3/showreels/${reelId}`, { headers });
});
