import { apiToken, expect, expectNoSeriousA11yViolations, paths, signIn, test } from '../../fixtures/portal';

test('[research]: select a sentence of a Danish interview, make a quote, tag it, find it by the tag and add it to a reel', async ({ page, request }) => {
  test.setTimeout(180_000);
  const headers = await apiToken(request, 'researcher@acme.test');
  const studies = (await (await request.get('/api/v3/studies?limit=100&per_page=100', { headers })).json()) as {
    data: { id: string; language: string; title: string }[];
  };
  const study = studies.data.find((s) => s.language === 'da');
  expect(study, 'a Danish demo study').toBeTruthy();
  const interviews = (await (await request.get(`/api/v3/interviews?study_id=${study!.id}`, { headers })).json()) as { data: { id: string }[] };
  const interviewId = interviews.data[0].id;

  await signIn(page, 'researcher@acme.test');
  await page.goto(paths.study.interview.getHref(study!.id, interviewId));
  await expect(page.getByRole('heading', { level: 1, name: /Interview with/ })).toBeVisible();
  const transcript = page.getByRole('region', { name: 'Transcript' });
  await transcript.getByRole('button', { name: 'Original' }).click();
  const text = page.getByRole('group', { name: 'Transcript text' });
  await expect(text.locator('[data-w]').first()).toBeVisible();

  // Drag over the words of the third line (a sentence) with the mouse.
  const line = text.locator('[data-chunk-index="2"]');
  const words = line.locator('[data-w]');
  const sentence = (await words.allInnerTexts()).join(' ');
  const first = (await words.first().boundingBox())!;
  const last = (await words.last().boundingBox())!;
  await page.mouse.move(first.x + 1, first.y + first.height / 2);
  await page.mouse.down();
  await page.mouse.move(last.x + last.width / 2, last.y + last.height / 2, { steps: 8 });
  await page.mouse.move(last.x + last.width - 1, last.y + last.height / 2, { steps: 2 });
  await page.mouse.up();
  const selectionBar = page.getByRole('region', { name: 'Selected words' });
  await expect(selectionBar).toContainText(`${await words.count()} words selected`);
  await expectNoSeriousA11yViolations(page);
  // The quote is listed beside the transcript (an earlier run may have made the same one) and its words are marked in it.
  const quotes = page.locator('section[aria-labelledby="interview-quotes-heading"]');
  await expect(quotes.getByRole('heading', { name: /Quotes in this interview/ })).toBeVisible();
  const same = quotes.getByRole('listitem').filter({ hasText: `“${sentence}”` });
  const before = await same.count();
  await selectionBar.getByRole('button', { name: 'Make quote' }).click();
  await expect(page.getByText(/Quote made/)).toBeVisible();
  await expect(same).toHaveCount(before + 1);
  const item = same.last();
  await expect(line.locator('[data-quoted="true"]').first()).toBeVisible();

  // Tag it with a new tag, made inline.
  const tag = `E2E tag ${Date.now()}`;
  await item.getByLabel('Add tag').fill(tag);
  await page.getByRole('option', { name: `Create tag “${tag}”` }).click();
  await expect(item.getByRole('button', { name: `Tag ${tag}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Keyboard: Shift+Arrow keys from a line's timestamp select its words.
  await text.locator('[data-chunk-index="0"] button').focus();
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await expect(selectionBar).toContainText('2 words selected');
  await page.keyboard.press('Escape');
  await expect(selectionBar).toContainText('Select words');

  // The quotes page finds it by the tag; it goes into a new reel.
  await page.goto(paths.study.quotes.getHref(study!.id));
  await page.getByRole('combobox', { name: 'Tags' }).click();
  await page.getByRole('option', { name: new RegExp(`^${tag} \\(1\\)`) }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/tag_ids=/);
  const quotesUrl = page.url();
  const results = page.getByRole('article');
  await expect(results).toHaveCount(1);
  await expect(results.first()).toContainText(sentence);
  await expectNoSeriousA11yViolations(page);
  await results
    .first()
    .getByRole('checkbox', { name: /^Select quote by/ })
    .check();
  await page.getByRole('button', { name: 'Add to showreel (1)' }).click();
  const dialog = page.getByRole('dialog', { name: /Add 1 quote to a showreel/ });
  const title = `E2E research reel ${Date.now()}`;
  await dialog.getByLabel(/^Title/).fill(title);
  await dialog.getByRole('button', { name: 'Create showreel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Its "full interview" link opens the interview at the quote: the words are marked and in view, the quote is marked in the list.
  await page.goto(quotesUrl);
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Play quote/ })
    .click();
  await page.getByRole('link', { name: /Open the full interview at/ }).click();
  await expect(page).toHaveURL(/quote=/);
  const marked = page.locator('[data-marked="true"]').first();
  await expect(marked).toBeVisible();
  await expect(marked).toBeInViewport();
  await expect(page.locator('li[aria-current="true"]')).toContainText(sentence);
  await expectNoSeriousA11yViolations(page);
});
