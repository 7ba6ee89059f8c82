import { apiToken, expect, expectNoSeriousA11yViolations, paths, signIn, test } from '../../fixtures/portal';

test('[research]: the studies search offers matching study titles as you type (SPEC §7 suggestions)', async ({ page }) => {
  await signIn(page, 'researcher@acme.test');
  await page.goto(paths.studies.getHref());
  const search = page.getByRole('combobox', { name: 'Search studies' });
  await search.fill('meal');
  // The field's list offers the study titles containing the typed text.
  const offered = () =>
    page
      .getByTestId('search-suggestions')
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  await expect.poll(offered).toContain('Meal-kit subscriptions in Spain');
  await expectNoSeriousA11yViolations(page);
});

test('[research]: a quote of a segment opens on its own page with its clip and a way back (SPEC §2 …/quotes/{quote})', async ({ page, request }) => {
  const headers = await apiToken(request, 'researcher@acme.test');
  const studies = (await (await request.get('/api/v3/studies', { headers, params: { q: 'meal-kit' } })).json()) as { data: { id: string }[] };
  const quotes = (await (await request.get('/api/v3/quotes', { headers, params: { study_id: studies.data[0].id, limit: 1 } })).json()) as {
    data: { id: string; participant: { name: string }; segment: { id: string } }[];
  };
  const quote = quotes.data[0];

  await signIn(page, 'researcher@acme.test');
  // From the segment's quotes: play one, then open it on its own page.
  await page.goto(paths.segment.section.getHref(quote.segment.id, 'quotes'));
  await page
    .getByRole('button', { name: /^Play quote by/ })
    .first()
    .click();
  await page.getByRole('link', { name: 'Open this quote on its own page' }).first().click();
  await expect(page).toHaveURL(/\/study-segments\/[^/]+\/quotes\/[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { name: 'Quote', exact: true })).toBeVisible();

  await page.goto(paths.segmentQuote.getHref(quote.segment.id, quote.id));
  await expect(page.getByRole('heading', { name: 'Quote', exact: true })).toBeVisible();
  await expect(page.getByText(quote.participant.name).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Close clip of quote/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'All quotes' }).click();
  await expect(page).toHaveURL(new RegExp(`/study-segments/${quote.segment.id}/quotes`));

  // A quote id of nothing says so.
  await page.goto(paths.segmentQuote.getHref(quote.segment.id, '00000000-0000-4000-8000-000000000000'));
  await expect(page.getByText('Quote not found')).toBeVisible();
});
