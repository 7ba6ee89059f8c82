import { apiToken, expect, expectNoSeriousA11yViolations, paths, signIn, test } from '../../fixtures/portal';

test('[studies]: the studies list sorts, filters by status, language and dates, and shows a compact table', async ({ page, request }) => {
  const headers = await apiToken(request, 'researcher@acme.test');
  const byTitle = (await (await request.get('/api/v3/studies', { headers, params: { sort_by: 'title', per_page: 12 } })).json()) as {
    data: { title: string }[];
  };
  const titles = byTitle.data.map((study) => study.title);
  expect(titles).toEqual([...titles].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  await signIn(page, 'researcher@acme.test');
  await page.goto(paths.studies.getHref());
  const cards = page.getByRole('list', { name: 'Studies' }).getByRole('heading', { level: 2 });
  await expect(cards.first()).toBeVisible();

  // Sort by title A–Z: the first card is the alphabetically first study.
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Title A–Z' }).click();
  await expect(page).toHaveURL(/sort_by=title&sort_order=asc/);
  // Wait for the sorted answer (the previous page stays shown while it loads).
  await expect(cards).toHaveText(titles);

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'In preparation' }).click();
  await expect(page).toHaveURL(/status=IN_PREPARATION/);
  await expect(cards).toHaveText(['Reduced-sugar breakfast cereal in the UK']);

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Any status' }).click();
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Danish' }).click();
  await expect(cards).toHaveText(['Plant-based snacks in Denmark']);
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Any language' }).click();

  await page.getByLabel('Created to').fill('2001-01-01');
  await expect(page.getByText('No studies match your search')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(cards.first()).toBeVisible();

  // The compact table view keeps the sort and links each study.
  await page.getByRole('button', { name: 'Table' }).click();
  await expect(page).toHaveURL(/view=table/);
  const table = page.getByRole('table', { name: 'Studies' });
  await expect(table.getByRole('columnheader', { name: 'Completed' })).toBeVisible();
  await expect(table.getByRole('rowheader').first()).toHaveText(titles[0]);
  await expectNoSeriousA11yViolations(page);
  await table.getByRole('link', { name: titles[0] }).click();
  await expect(page.getByRole('heading', { level: 1, name: titles[0] })).toBeVisible();
});

test('[studies]: the studies list filters by study type, template and AI assist, kept in the URL', async ({ page, request }) => {
  const headers = await apiToken(request, 'researcher@acme.test');
  // A template the demo studies were made from, and the studies the API lists for it (list items carry no template_id).
  const templates = (await (await request.get('/api/marketplace/study-templates', { headers })).json()) as { data: { id: string; name: string }[] };
  let template: { id: string; name: string } | undefined;
  let expected: string[] = [];
  for (const candidate of templates.data) {
    const listed = (await (await request.get('/api/v3/studies', { headers, params: { template_id: candidate.id, per_page: 100 } })).json()) as {
      data: { title: string }[];
    };
    if (listed.data.length > 0) {
      template = candidate;
      expected = listed.data.map((study) => study.title);
      break;
    }
  }
  expect(template).toBeTruthy();

  await signIn(page, 'researcher@acme.test');
  await page.goto(paths.studies.getHref());
  const cards = page.getByRole('list', { name: 'Studies' }).getByRole('heading', { level: 2 });
  await expect(cards.first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name: template!.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`template_id=${template!.id}`));
  await expect(cards).toHaveText(expected);
  // Kept in the URL: a reload shows the same filter and list.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Template' })).toHaveText(template!.name);
  await expect(cards).toHaveText(expected);

  // Back to the unfiltered list (Clear filters shows only when nothing matches).
  await page.goto(paths.studies.getHref());
  await page
    .getByRole('switch', { name: 'Made with AI assist' })
    .or(page.getByRole('checkbox', { name: 'Made with AI assist' }))
    .click();
  await expect(page).toHaveURL(/ai=true/);
  await expect(page.getByRole('switch', { name: 'Made with AI assist' })).toBeChecked();
  const ai = (await (await request.get('/api/v3/studies', { headers, params: { ai: 'true', per_page: 100 } })).json()) as { data: { title: string }[] };
  if (ai.data.length) await expect(cards).toHaveText(ai.data.map((study) => study.title));
  else await expect(page.getByText('No studies match your search')).toBeVisible();
  await page.goto(paths.studies.getHref());

  await page.getByRole('combobox', { name: 'Study type' }).click();
  await page.getByRole('option').nth(1).click();
  await expect(page).toHaveURL(/type_id=/);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('studies-filters-1440.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('studies-filters-390.png'), fullPage: true });
});

test('[studies]: home favours completed studies with interviews and shows the user’s recent showreels and the newest quotes', async ({ page, request }) => {
  const headers = await apiToken(request, 'researcher@acme.test');
  const studies = (await (await request.get('/api/v3/studies', { headers, params: { q: 'meal-kit' } })).json()) as { data: { id: string }[] };
  const studyId = studies.data[0].id;
  const quotes = (await (await request.get('/api/v3/quotes', { headers, params: { study_id: studyId, limit: 1 } })).json()) as { data: { id: string }[] };
  const title = `Home reel ${Date.now()}`;
  const created = await request.post('/api/v3/showreels', { headers, data: { study_id: studyId, title, quotes: [{ id: quotes.data[0].id }] } });
  expect(created.ok()).toBeTruthy();
  const reelId = ((await created.json()) as { data: { id: string } }).data.id;

  await signIn(page, 'researcher@acme.test');
  await expect(page).toHaveURL(/\/home/);
  const popular = page.getByRole('list', { name: 'Popular studies' }).getByRole('heading', { level: 3 });
  await expect(popular.first()).toBeVisible();
  // The study still in preparation (no interviews) comes after the completed ones.
  const titles = await popular.allTextContents();
  expect(titles.indexOf('Reduced-sugar breakfast cereal in the UK')).toBe(titles.length - 1);

  const recent = page.getByRole('list', { name: 'Your recent showreels' });
  await expect(recent.getByText(title)).toBeVisible();
  // Recent activity also lists the newest quotes, each linking to its interview at the quote's start.
  const recentQuotes = page.getByRole('list', { name: 'Recent quotes' }).getByRole('listitem');
  await expect(recentQuotes.first()).toBeVisible();
  expect(await recentQuotes.count()).toBeLessThanOrEqual(5);
  await expect(recentQuotes.first().getByRole('link', { name: /’s interview$/ })).toHaveAttribute('href', /\/videos\/[0-9a-f-]+\?.*t=/);
  await expectNoSeriousA11yViolations(page);
  await request.delete(`/api/v3/showreels/${reelId}`, { headers });
});
