/**
 * The floating "Ask AI" button keeps clear of the page (decision 0390): the page's content stays left of its gutter at
 * every width, so the controls at the right edge (a quote's Play, a video card, the transcript's language switch) are
 * never under it, wherever the page is scrolled; quote cards keep Play at the right.
 */
import type { Locator, Page } from '@playwright/test';
import { apiToken, expect, expectNoSeriousA11yViolations, paths, signIn, studyIdOf, test } from '../../fixtures/portal';

type Box = { x: number; y: number; width: number; height: number };

const WIDTHS = [1440, 1120, 900, 390];

const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The assistant button's box, once it has loaded (it comes when the browser is idle). */
async function assistantBox(page: Page): Promise<Box> {
  const button = page.getByRole('button', { name: 'Open the AI assistant' });
  await expect(button).toBeVisible();
  return (await button.boundingBox())!;
}

/**
 * `control` is clear of the assistant button: left of it (so no scroll position puts it under the button) and, scrolled
 * to the window's bottom edge where the button floats, not overlapping it; a click there reaches it (trial: Playwright's
 * hit-target check).
 */
async function expectClearOfAssistant(page: Page, control: Locator, what: string) {
  await control.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  const [box, button] = [(await control.boundingBox())!, await assistantBox(page)];
  expect(intersects(box, button), `${what} under the assistant button`).toBe(false);
  expect(box.x + box.width, `${what} reaches into the assistant button's column`).toBeLessThanOrEqual(button.x);
  await control.click({ trial: true, timeout: 5_000 });
}

for (const width of WIDTHS) {
  test(`[assistant clearance]: quote Play buttons and video cards stay clear of Ask AI and keep Play at the right, at ${width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const id = await studyIdOf(request, 'Plant-based snacks in Denmark');
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await signIn(page, 'researcher@acme.test');
    await page.goto(paths.study.quotes.getHref(id));
    const cards = page.getByRole('list', { name: 'Quotes' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(3);
    const rightEdges = new Set<number>();
    for (let i = 0; i < count; i += 1) {
      const card = cards.nth(i);
      const play = card.getByRole('button', { name: /^Play quote by/ });
      await expectClearOfAssistant(page, play, `Play of quote ${i + 1}`);
      const box = (await play.boundingBox())!;
      rightEdges.add(Math.round(box.x + box.width));
      // Play sits beside the name and task, never dropped below the task line.
      const task = (await card.getByText(/^Task: /).boundingBox())!;
      expect(box.y, `Play of quote ${i + 1} below its task line`).toBeLessThan(task.y + task.height);
    }
    // Every card has Play at the same right edge.
    expect([...rightEdges]).toHaveLength(1);
    // The last quote at the very bottom of the list plays and closes.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = cards.last();
    await last.getByRole('button', { name: /^Play quote by/ }).click();
    await last.getByRole('button', { name: /^Close clip of quote by/ }).click();
    await expect(last.getByRole('button', { name: /^Play quote by/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto(paths.study.videos.getHref(id));
    const videos = page.getByRole('list', { name: 'Interviews' }).getByRole('link', { name: /^Watch interview with/ });
    await expect(videos.first()).toBeVisible();
    for (let i = 0; i < (await videos.count()); i += 1) await expectClearOfAssistant(page, videos.nth(i), `video card ${i + 1}`);
  });
}

test('[assistant clearance]: the transcript’s Original/English switch is clear of Ask AI and switches, at every width', async ({ page, request }) => {
  test.setTimeout(120_000);
  const id = await studyIdOf(request, 'Plant-based snacks in Denmark');
  const headers = await apiToken(request, 'researcher@acme.test');
  const interviews = (await (await request.get('/api/v3/interviews', { headers, params: { study_id: id } })).json()) as { data: { id: string }[] };
  await signIn(page, 'researcher@acme.test');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(paths.study.interview.getHref(id, interviews.data[0].id));
    const languages = page.getByRole('group', { name: 'Transcript language' });
    await expect(languages).toBeVisible();
    await expectClearOfAssistant(page, languages, `the transcript language switch at ${width} px`);
    const original = languages.getByRole('button', { name: 'Original' });
    await original.click();
    await expect(original).toHaveAttribute('aria-pressed', 'true');
    await languages.getByRole('button', { name: 'English' }).click();
  }
});
