/**
 * A quote's Play on the interview page brings the whole player into view below the sticky header; a study's quote
 * search says when a quote was found only through its English translation (decisions 0360, 0390).
 */
import { apiToken, expect, expectNoSeriousA11yViolations, paths, signIn, studyIdOf, test } from '../../fixtures/portal';

test('[interview]: a quote’s Play shows the whole player below the sticky header at 1440×900', async ({ page, request }) => {
  const id = await studyIdOf(request, 'Plant-based snacks in Denmark');
  const headers = await apiToken(request, 'researcher@acme.test');
  const interviews = (await (await request.get('/api/v3/interviews', { headers, params: { study_id: id } })).json()) as { data: { id: string }[] };
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'researcher@acme.test');
  await page.goto(paths.study.interview.getHref(id, interviews.data[0].id));
  const play = page.getByRole('region', { name: /^Quotes in this interview/ }).getByRole('button', { name: /^Play quote from/ });
  await expect(play.first()).toBeVisible();
  // Scrolled down to the quotes, the player is mostly above the window, under the header.
  await play.last().evaluate((element) => element.scrollIntoView({ block: 'end' }));
  const video = page.getByLabel(/^Interview video with/);
  const header = page.getByRole('banner');
  expect((await video.boundingBox())!.y).toBeLessThan((await header.boundingBox())!.height);
  await play.last().click();
  // The whole player below the header, inside the window.
  await expect
    .poll(async () => {
      const [v, h] = [(await video.boundingBox())!, (await header.boundingBox())!];
      return v.y >= h.y + h.height && v.y + v.height <= 900;
    })
    .toBe(true);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
});

test('[quotes]: a study’s quote search says when a quote was found only in its English translation', async ({ page, request }) => {
  const id = await studyIdOf(request, 'Plant-based snacks in Denmark');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'researcher@acme.test');
  await page.goto(paths.study.quotes.getHref(id));
  const languages = page.getByRole('group', { name: 'Quote language' });
  await languages.getByRole('button', { name: 'Original' }).click();
  const cards = page.getByRole('list', { name: 'Quotes' }).getByRole('article');
  const note = 'Found in the English translation';

  // "afternoon" is in the English of a Danish quote only: the Danish shown marks nothing, so the card says why it is listed.
  await page.getByLabel('Search quotes').fill('afternoon');
  const afternoon = cards.filter({ hasText: 'eftermiddagen' }).first();
  await expect(afternoon).toBeVisible();
  await expect(afternoon.getByText(note)).toBeVisible();
  await expect(afternoon).toHaveAccessibleDescription(note);
  await expectNoSeriousA11yViolations(page);

  // Found by the Danish word, it is the original's: no line.
  await page.getByLabel('Search quotes').fill('eftermiddagen');
  await expect(cards.filter({ hasText: 'eftermiddagen' }).first()).toBeVisible();
  await expect(page.getByText(note)).toHaveCount(0);

  // In English the words are marked in the text shown: no line either.
  await page.getByLabel('Search quotes').fill('afternoon');
  await languages.getByRole('button', { name: 'English' }).click();
  await expect(cards.filter({ hasText: 'afternoon' }).first()).toBeVisible();
  await expect(page.getByText(note)).toHaveCount(0);
});
