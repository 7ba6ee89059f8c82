import { apiToken, expect, expectNoSeriousA11yViolations, paths, signIn, test } from '../../fixtures/portal';

test('[stories]: the Consumer opens a story’s objectives and one objective, read-only with charts', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'consumer@acme.test');
  await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Stories' }).click();
  await page.getByRole('list', { name: 'Stories' }).getByRole('link').first().click();
  await page.waitForURL(/\/stories\/[^/]+\/summary/);
  await expect(page.getByRole('link', { name: 'Objectives' })).toBeVisible();
  const storyTitle = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect(storyTitle).not.toBe('');
  await page.getByRole('link', { name: 'Objectives' }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Objectives of ${storyTitle}` })).toBeVisible();
  const objectives = page.getByRole('list', { name: 'Objectives' });
  await expect(objectives.getByRole('link').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The objective with insights opens with them; a Consumer gets no links into study pages.
  const withInsights = objectives
    .getByRole('listitem')
    .filter({ hasNotText: /\b0 insights/ })
    .first();
  const objectiveTitle = (await withInsights.getByRole('link').textContent()) ?? '';
  await withInsights.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: objectiveTitle })).toBeVisible();
  const insights = page.getByRole('region', { name: 'Insights' });
  await expect(insights.getByRole('article').first()).toBeVisible();
  await expect(insights.getByRole('link')).toHaveCount(0);
  await expect(page.locator('a[href*="/studies/"]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Back to the list and to the story.
  await page.getByRole('link', { name: 'All objectives' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Objectives of ${storyTitle}` })).toBeVisible();
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: storyTitle }).click();
  await expect(page.getByRole('heading', { level: 1, name: storyTitle })).toBeVisible();
});

test('[stories]: on a story objective the insights’ quotes play in place, in the original or in English', async ({ page, request }) => {
  test.setTimeout(90_000);
  // A story objective with a quote spoken in another language than English (so the two texts differ).
  const headers = await apiToken(request, 'consumer@acme.test');
  const stories = (await (await request.get('/api/v3/stories?limit=100', { headers })).json()) as { data: { id: string }[] };
  type Objective = { id: string; insights: { quotes: { language: string; content_original: string; content_en: string | null }[] }[] };
  let target: { storyId: string; objectiveId: string; original: string; english: string } | null = null;
  for (const story of stories.data) {
    const objectives = (await (await request.get(`/api/v3/stories/${story.id}/objectives`, { headers })).json()) as { data: Objective[] };
    for (const objective of objectives.data) {
      const quote = objective.insights.flatMap((i) => i.quotes).find((q) => q.language !== 'en' && q.content_en);
      if (quote && !target) target = { storyId: story.id, objectiveId: objective.id, original: quote.content_original, english: quote.content_en! };
    }
    if (target) break;
  }
  expect(target, 'a story objective with a non-English quote').toBeTruthy();

  await signIn(page, 'consumer@acme.test');
  await page.goto(paths.story.objective.getHref(target!.storyId, target!.objectiveId));
  const figures = page.getByRole('region', { name: 'Supporting quotes' }).getByRole('figure');
  await expect(figures.filter({ hasText: target!.english.slice(0, 30) }).first()).toBeVisible();
  const texts = await figures.locator('blockquote').allInnerTexts();
  const figure = figures.nth(texts.findIndex((text) => text.includes(target!.english.slice(0, 30))));
  await page.getByRole('button', { name: 'Original' }).click();
  await expect(figure.locator('blockquote')).toContainText(target!.original.slice(0, 30));
  await page.getByRole('button', { name: 'English' }).click();
  await expect(figure.locator('blockquote')).toContainText(target!.english.slice(0, 30));

  // The clip plays in the page.
  const video = figure.locator('video');
  await video.scrollIntoViewIfNeeded();
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => (element.paused ? 0 : element.currentTime))).toBeGreaterThan(0.2);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('story-objective-quotes-1440.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('story-objective-quotes-390.png'), fullPage: true });
});
