/**
 * What a newcomer's walk through the portal at 900 and 1440 px found (wave 11): pages off the page grid, and assistant
 * examples about another client's research.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, paths, signIn, test } from '../../fixtures/portal';

/** The left edge (px) of the page's h1. */
async function titleLeft(page: Page, name: string | RegExp): Promise<number> {
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeVisible();
  return Math.round((await heading.boundingBox())!.x);
}

for (const width of [1440, 900]) {
  test(`[walk-through]: the search and assistant pages start their title where every page does, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'researcher@acme.test');
    await page.goto(paths.studies.getHref());
    const edge = await titleLeft(page, 'Studies');
    if (width >= 1120) {
      // Wide: the header's logo starts at the same edge (the header shares the page grid).
      const logo = page.getByRole('banner').getByRole('link', { name: /Insight Portal/ });
      expect(Math.round((await logo.boundingBox())!.x)).toBe(edge);
    }
    await page.goto(paths.search.getHref('price'));
    expect(await titleLeft(page, 'Search')).toBe(edge);
    await page.goto(paths.assistant.getHref());
    expect(await titleLeft(page, 'AI assistant')).toBe(edge);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  });
}

test('[walk-through]: the assistant offers example questions about the client’s own studies', async ({ page }) => {
  await signIn(page, 'researcher@acme.test');
  await page.goto(paths.assistant.getHref());
  const examples = page.getByRole('button', { name: /^(Summarise what we learned in|What do participants say in|Draft a new study brief building on) “/ });
  await expect(examples).toHaveCount(3);
  // Acme Foods' completed studies, not Nordic Living's e-bike study.
  await expect(examples.first()).toHaveText(/“(Meal-kit subscriptions in Spain|Oat drink at home in Sweden|Plant-based snacks in Denmark)”/);
  await expect(page.getByRole('button', { name: /e-bikes/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // An example asks its question: the answer cites that study.
  const title = /“(.+)”/.exec((await examples.first().textContent()) ?? '')![1];
  await examples.first().click();
  await expect(page.getByText(`Summarise what we learned in “${title}”`).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sources' }).getByRole('link', { name: title }).first()).toBeVisible({ timeout: 20_000 });
});
