import { apiToken, expect, expectNoSeriousA11yViolations, paths, signIn, test } from '../../fixtures/portal';

test('[showreels]: publishing says who sees the link, editing a published reel warns, the public page names its research and clips', async ({
  page,
  request,
  browser,
}) => {
  const headers = await apiToken(request, 'researcher@acme.test');
  const studies = (await (await request.get('/api/v3/studies', { headers, params: { q: 'meal-kit' } })).json()) as { data: { id: string; title: string }[] };
  const study = studies.data[0];
  const quotes = (await (await request.get('/api/v3/quotes', { headers, params: { study_id: study.id, limit: 2 } })).json()) as { data: { id: string }[] };
  const title = `Publishing reel ${Date.now()}`;
  const created = await request.post('/api/v3/showreels', {
    headers,
    data: { study_id: study.id, title, quotes: quotes.data.map((quote) => ({ id: quote.id })) },
  });
  expect(created.ok()).toBeTruthy();
  const reelId = ((await created.json()) as { data: { id: string } }).data.id;

  await signIn(page, 'researcher@acme.test');
  await page.goto(paths.study.showreel.getHref(study.id, reelId));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/Publishing makes a public link: anyone who has it can watch this reel without signing in/)).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText(/Published: anyone with the link can watch this reel/)).toBeVisible();
  await expect(page.getByText(/saving changes updates its public page for everyone who has the link/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The public page, signed out: client and study, the clips with their participants.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(paths.publicShowreel.getHref(reelId));
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText(`Acme Foods · ${study.title}`)).toBeVisible();
  await expect(visitor.getByRole('heading', { name: /^2 clips · / })).toBeVisible();
  await expect(visitor.getByRole('listitem')).toHaveCount(2);
  await expect(visitor).toHaveTitle(`${title} · Showreel · Insight Portal`);
  await expectNoSeriousA11yViolations(visitor);
  await visitorContext.close();

  // Link previews: the HTML itself carries the reel's og: tags, addressed from PUBLIC_URL.
  const html = await (await request.get(paths.publicShowreel.getHref(reelId), { headers: { 'x-forwarded-host': 'evil.example' } })).text();
  expect(html).toContain(`<meta property="og:title" content="${title}">`);
  expect(html).toMatch(new RegExp(`<meta property="og:url" content="http://localhost:\\d+/public/showreels/${reelId}">`));
  expect(html).not.toContain('evil.example');

  await request.delete(`/api/v3/showreels/${reelId}`, { headers });
});

test('[showreels]: downloads the reel with English subtitles burned into the picture, chosen apart from the subtitle file', async ({ page, request }) => {
  const headers = await apiToken(request, 'researcher@acme.test');
  const studies = (await (await request.get('/api/v3/studies', { headers, params: { q: 'meal-kit' } })).json()) as { data: { id: string }[] };
  const studyId = studies.data[0].id;
  const quotes = (await (await request.get('/api/v3/quotes', { headers, params: { study_id: studyId, limit: 1 } })).json()) as { data: { id: string }[] };
  const title = `Download reel ${Date.now()}`;
  const created = await request.post('/api/v3/showreels', { headers, data: { study_id: studyId, title, quotes: [{ id: quotes.data[0].id }] } });
  const reelId = ((await created.json()) as { data: { id: string } }).data.id;
  await expect
    .poll(async () => ((await (await request.get(`/api/v3/showreels/${reelId}`, { headers })).json()) as { data: { status: string } }).data.status, {
      timeout: 90_000,
    })
    .toBe('READY');

  await signIn(page, 'researcher@acme.test');
  await page.goto(paths.study.showreel.getHref(studyId, reelId));
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Download showreel' });
  // Two separate choices: subtitles in the picture (video) and the subtitle file's language.
  const burn = dialog.getByRole('radiogroup', { name: 'Subtitles in the picture' });
  const file = dialog.getByRole('radiogroup', { name: 'Subtitle file language' });
  await expect(burn.getByRole('radio', { name: 'No subtitles' })).toBeChecked();
  await expect(dialog.getByRole('link', { name: 'Download video' })).toBeVisible();
  // The subtitle file keeps its own language (the page's Original/English choice) whatever is burned in.
  const fileOriginal = file.getByRole('radio', { name: 'Original language' });
  const fileWasOriginal = await fileOriginal.isChecked();
  await burn.getByRole('radio', { name: 'English' }).check();
  await expect(fileOriginal).toBeChecked({ checked: fileWasOriginal });
  await dialog.getByRole('button', { name: 'Prepare video' }).click();
  const link = dialog.getByRole('link', { name: 'Download video' });
  await expect(link).toBeVisible({ timeout: 90_000 });
  await expect(link).toHaveAttribute('href', /download\.en\.mp4/);
  await expect(link).toHaveAttribute('download', /-subtitled-en\.mp4$/);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('download-dialog-1440.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('download-dialog-390.png') });
  await request.delete(`/api/v3/showreels/${reelId}`, { headers });
});
