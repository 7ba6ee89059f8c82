import { expect, paths, signIn, test } from '../../fixtures/portal';

/**
 * The studies list's heading does not move when the web font arrives (issue 15, Lighthouse's layout shift): at phone
 * width its intro line and "All showreels" stand on their own lines, so where the link sits does not depend on the
 * font's metrics. Measured with the font held back, then let through.
 */
test('[studies]: at phone width the studies heading stays put when the web font arrives', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await signIn(page, 'researcher@acme.test');
  let releaseFonts: () => void = () => {};
  const fontsHeld = new Promise<void>((resolve) => (releaseFonts = resolve));
  await page.route(/\.woff2$/, async (route) => {
    await fontsHeld;
    await route.continue();
  });
  // A fresh document, so the font is loaded again (held back) and the heading is first laid out in the fallback font.
  await page.goto(paths.studies.getHref(), { waitUntil: 'commit' });
  const link = page.getByRole('main').getByRole('link', { name: 'All showreels' });
  // The page itself (not only the HTML's shell) is shown, still in the fallback font.
  await expect(page.getByRole('list', { name: 'Studies' })).toBeVisible();
  expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(false);
  const before = await link.boundingBox();
  releaseFonts();
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
  const after = await link.boundingBox();
  expect(Math.abs(after!.y - before!.y)).toBeLessThan(2);
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) sum += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 200);
      }),
  );
  // Lighthouse's threshold of a good page.
  expect(shift).toBeLessThan(0.1);
});
