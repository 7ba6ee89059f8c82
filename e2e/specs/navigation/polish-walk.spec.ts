/**
 * What a newcomer's walk through the portal at 900 and 1440 px found (wave 11): pages off the page grid, and assistant
 * examples about another client's research.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, paths, signIn, test } from '../../fixtures/portal';

/** The left edge (px) of `locator` once it is laid out (the page shell in the HTML is replaced by the app's page). */
async function leftOf(locator: Locator): Promise<number> {
  await expect(locator).toBeVisible();
  let x: number | undefined;
  await expect.poll(async () => (x = (await locator.boundingBox())?.x)).toBeDefined();
  return Math.round(x!);
}

/** The left edge (px) of the page's h1. */
const titleLeft = (page: Page, name: string | RegExp) => leftOf(page.getByRole('heading', { level: 1, name }));

for (const width of [1440, 900]) {
  test(`[walk-through]: the search, assistant and new-study pages start their title where every page does, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'researcher@acme.test');
    await page.goto(paths.studies.getHref());
    await expect(page.getByText(/^\d+ stud(y|ies)$/)).toBeVisible();
    const edge = await titleLeft(page, 'Studies');
    // Wide: the header's logo starts at the same edge (the header shares the page grid).
    if (width >= 1120) expect(await leftOf(page.getByRole('banner').getByRole('link', { name: /Insight Portal/ }))).toBe(edge);
    await page.goto(paths.search.getHref('price'));
    expect(await titleLeft(page, 'Search')).toBe(edge);
    await page.goto(paths.assistant.getHref());
    expect(await titleLeft(page, 'AI assistant')).toBe(edge);
    await page.goto(paths.studyCreate.getHref({ step_name: 'SELECT_TEMPLATE' }));
    expect(await titleLeft(page, 'Create a study')).toBe(edge);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  });
}

test('[walk-through]: the assistant offers example questions about the client’s own studies', async ({ page }) => {
  await signIn(page, 'researcher@acme.test');
  await page.goto(paths.assistant.getHref());
  const examples = page
    .getByRole('group', { name: 'Example questions' })
    .getByRole('button', { name: /^(Summarise what we learned in|What do participants say in|Draft a new study brief building on) “/ });
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

test('[walk-through]: template cards say their material counts as words and name an audience once', async ({ page }) => {
  await signIn(page, 'researcher@acme.test');
  await page.goto(paths.studyCreate.getHref({ step_name: 'SELECT_TEMPLATE' }));
  const card = (name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(card('App onboarding test').getByText('1 material', { exact: true })).toBeVisible();
  await expect(card('App onboarding test').getByText('1–1 materials')).toHaveCount(0);
  await expect(card('Brand perception').getByText('Up to 5 materials', { exact: true })).toBeVisible();
  await expect(card('Campaign and ad test').getByText('1–15 materials', { exact: true })).toBeVisible();
  // The study type "Business professionals" is the audience too: said once.
  await expect(card('B2B buying process').getByText('Business professionals', { exact: true })).toHaveCount(1);
  await card('App onboarding test').getByRole('button', { name: 'Preview App onboarding test' }).click();
  await expect(page.getByRole('dialog').getByText('1 study material', { exact: true })).toBeVisible();
});
