import { apiToken, expect, expectNoSeriousA11yViolations, paths, signIn, test } from '../../fixtures/portal';

test('[research]: a note made on selected words is drawn in the transcript margin beside them, and the notes search filters the margin', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const headers = await apiToken(request, 'researcher@acme.test');
  const studies = (await (await request.get('/api/v3/studies?limit=100&per_page=100', { headers })).json()) as {
    data: { id: string; language: string; title: string }[];
  };
  const study = studies.data.find((s) => s.title === 'Oat drink at home in Sweden')!;
  const interviews = (await (await request.get(`/api/v3/interviews?study_id=${study.id}`, { headers })).json()) as { data: { id: string }[] };
  const interviewId = interviews.data.at(-1)!.id;

  await signIn(page, 'researcher@acme.test');
  await page.goto(paths.study.interview.getHref(study.id, interviewId));
  await expect(page.getByRole('heading', { level: 1, name: /Interview with/ })).toBeVisible();
  const text = page.getByRole('group', { name: 'Transcript text' });
  await expect(text.locator('[data-w]').first()).toBeVisible();

  // Select the fifth line with the keyboard (Shift+Arrow from the line's timestamp, then Shift+Down to its end).
  const line = text.locator('[data-chunk-index="4"]');
  await line.getByRole('button', { name: /^Play from/ }).focus();
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  const selectionBar = page.getByRole('region', { name: 'Selected words' });
  await expect(selectionBar).toContainText('words selected');

  const body = `Margin note ${Date.now()}: hesitates before naming the price`;
  const notes = page.locator('section[aria-labelledby="interview-notes-heading"]');
  await notes.getByLabel(/^Note at/).fill(body);
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByRole('listitem').filter({ hasText: body })).toBeVisible();

  // The margin: the note's card sits beside the first line of its moment (within a line's height).
  const margin = page.getByRole('list', { name: 'Notes in the margin' });
  const card = margin.getByRole('button', { name: new RegExp(body.slice(0, 20)) });
  await card.scrollIntoViewIfNeeded();
  await expect(card).toBeVisible();
  const firstWord = line.locator('[data-w]').first();
  await expect
    .poll(async () => {
      const [a, b] = [await card.boundingBox(), await firstWord.boundingBox()];
      return a && b ? Math.abs(a.y - b.y) : Infinity;
    })
    .toBeLessThan(40);
  const wordBox = (await firstWord.boundingBox())!;
  const cardBox = (await card.boundingBox())!;
  expect(cardBox.x).toBeGreaterThan(wordBox.x);
  // Pointing at the card marks the note's words in the transcript.
  await card.hover();
  await expect(line.locator('[data-w][data-noted="true"]').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('notes-margin-1440.png') });

  // Searching the notes narrows the margin too.
  await notes.getByLabel('Search notes').fill('zzzznotthere');
  await expect(notes.getByText('No notes match.')).toBeVisible();
  await expect(margin).toHaveCount(0);
  await notes.getByLabel('Search notes').fill(body.slice(0, 18));
  await expect(margin.getByRole('button', { name: new RegExp(body.slice(0, 20)) })).toBeVisible();

  // On a phone the margin keeps an icon per note, named by the note.
  await page.setViewportSize({ width: 390, height: 844 });
  const icon = page.getByRole('button', { name: new RegExp(`^Note at .*${body.slice(0, 20)}`) });
  await icon.scrollIntoViewIfNeeded();
  await expect(icon).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('notes-margin-390.png') });

  // Clean up: delete the note.
  await page.setViewportSize({ width: 1440, height: 900 });
  await notes.getByLabel('Search notes').fill('');
  await notes
    .getByRole('listitem')
    .filter({ hasText: body })
    .getByRole('button', { name: /^Delete note/ })
    .click();
  await expect(notes.getByRole('listitem').filter({ hasText: body })).toHaveCount(0);
});
