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

  await request.delete(`/api/v3/showreels/${reelId}`, { headers });
});
