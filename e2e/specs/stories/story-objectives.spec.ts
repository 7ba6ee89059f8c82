import { expect, expectNoSeriousA11yViolations, signIn, test } from '../../fixtures/portal';

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
