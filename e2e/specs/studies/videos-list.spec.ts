import { apiToken, expect, expectNoSeriousA11yViolations, paths, signIn, test } from '../../fixtures/portal';

test('[studies]: interview cards name their segment; the videos list searches participants and filters by segment', async ({ page, request }) => {
  const headers = await apiToken(request, 'researcher@acme.test');
  const studies = (await (await request.get('/api/v3/studies', { headers, params: { q: 'meal-kit' } })).json()) as { data: { id: string }[] };
  const studyId = studies.data[0].id;
  const segments = (await (await request.get(`/api/v3/studies/${studyId}/segments`, { headers })).json()) as {
    data: { id: string; title: string; counts: { interviews: number } }[];
  };
  // A segment holding some but not all of the study's interviews.
  const segment = segments.data.find((item) => item.counts.interviews > 0 && item.counts.interviews < 7)!;
  expect(segment).toBeTruthy();

  await signIn(page, 'researcher@acme.test');
  await page.goto(paths.study.videos.getHref(studyId));
  const cards = page.getByRole('list', { name: 'Interviews' }).getByRole('link', { name: /^Watch interview with/ });
  await expect(cards).toHaveCount(7);
  // Each card names the participant's segment.
  await expect(cards.first()).toContainText(/Segment: /);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('combobox', { name: 'Segment' }).click();
  await page.getByRole('option', { name: segment.title }).click();
  await expect(page).toHaveURL(new RegExp(`segment_id=${segment.id}`));
  await expect(cards).toHaveCount(segment.counts.interviews);
  for (const text of await cards.allTextContents()) expect(text).toContain(segment.title);

  await page.getByRole('combobox', { name: 'Segment' }).click();
  await page.getByRole('option', { name: 'All segments' }).click();
  await page.getByLabel('Search participants').fill('pablo');
  await expect(page).toHaveURL(/q=pablo/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Pablo');

  await page.getByLabel('Search participants').fill('nobody-by-this-name');
  await expect(page.getByText('No interviews match')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(cards).toHaveCount(7);
});

test('[studies]: on a phone the quote filters fold behind a Filters button so quotes come first', async ({ page, request }) => {
  const headers = await apiToken(request, 'researcher@acme.test');
  const studies = (await (await request.get('/api/v3/studies', { headers, params: { q: 'meal-kit' } })).json()) as { data: { id: string }[] };
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'researcher@acme.test');
  await page.goto(paths.study.quotes.getHref(studies.data[0].id));
  await expect(page.getByLabel('Search quotes')).toBeVisible();
  await expect(page.getByLabel('Tasks')).toBeHidden();
  const filters = page.getByRole('button', { name: 'Filters' });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await filters.click();
  await expect(page.getByLabel('Tasks')).toBeVisible();
  await expect(page.getByLabel('Segments')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
