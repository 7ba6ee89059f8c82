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
  // Into the middle of the page, clear of the floating assistant button in the bottom corner.
  await line.evaluate((el) => el.scrollIntoView({ block: 'center' }));
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
  await expect(page.getByText('1 quote', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Select all shown' }).click();
  await expect(results.first().getByRole('checkbox', { name: /^Select quote by/ })).toBeChecked();
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
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

test('[research]: search a word across all studies, land on the interview at that moment, and add a note there', async ({ page }) => {
  test.setTimeout(120_000);
  // Below 1440 px the header offers a link to the search page instead of the box.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'researcher@acme.test');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Search everything' })).toHaveAttribute('href', /\/search/);
  await page.setViewportSize({ width: 1440, height: 900 });
  const box = page.getByRole('search', { name: 'Search everything' }).getByLabel('Search everything');
  await box.fill('nødder');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?.*q=n%C3%B8dder|\/search\?.*q=nødder/);
  const lines = page.getByRole('region', { name: /Transcript lines/ }).or(page.locator('section[aria-labelledby="search-transcripts"]'));
  const hit = lines.getByRole('link').first();
  await expect(hit).toBeVisible();
  await expect(lines.locator('mark').first()).toHaveText(/nødder/i);
  await expectNoSeriousA11yViolations(page);

  // On a slow CPU the interview page's render is time-sliced: the video element exists, and may have its metadata, before
  // the page commits (React drops media events of elements it has not committed). The video must seek to t all the same.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  await hit.click();
  await expect(page.getByRole('heading', { level: 1, name: /Interview with/ })).toBeVisible();
  await expect(page).toHaveURL(/[?&]t=/);
  const t = Number(new URL(page.url()).searchParams.get('t'));
  await expect.poll(() => page.locator('video').evaluate((video: HTMLVideoElement, at) => Math.abs(video.currentTime - at), t)).toBeLessThan(0.5);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const marked = page.locator('[data-marked="true"]').first();
  await expect(marked).toBeInViewport();

  // Find in the transcript: hits are counted and the current one is marked; Enter steps to the next.
  const find = page.getByRole('search', { name: 'Find in transcript' });
  await find.getByLabel('Find in transcript').fill('nødder');
  // Shown in English, the Danish word is offered in the original; shown in Danish, it is found at once.
  const inOriginal = find.getByRole('button', { name: /in the original/ });
  if (await inOriginal.isVisible()) await inOriginal.click();
  await expect(find.getByText(/^1 of \d+$/)).toBeVisible();
  await expect(page.locator('[data-hit="current"]').first()).toBeInViewport();
  await find.getByLabel('Find in transcript').fill('');

  // The transcript downloads as WebVTT; K plays and pauses the video from the keyboard.
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download WebVTT' }).click()]);
  expect(file.suggestedFilename()).toMatch(/\.vtt$/);
  await page.locator('h1').click();
  await page.locator('video').evaluate((video: HTMLVideoElement) => (video.muted = true));
  await page.keyboard.press('k');
  await expect.poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.paused)).toBe(false);
  await page.keyboard.press('k');
  await expect.poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);

  // Previous/next interview of the study.
  await expect(page.getByRole('navigation', { name: 'Interviews of the study' })).toContainText(/of \d+/);

  const stamp = String(Date.now());
  const note = `E2E note ${stamp}`;
  const notes = page.locator('section[aria-labelledby="interview-notes-heading"]');
  await notes.getByLabel(/^Note at/).fill(note);
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByRole('listitem').filter({ hasText: note })).toBeVisible();
  await notes.getByLabel('Search notes').fill(note.slice(0, 12));
  await expect(notes.getByRole('listitem').filter({ hasText: note })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const interviewUrl = new URL(page.url()).pathname;

  // The global search finds the note too (issue 14) and opens its interview at the note's moment.
  const again = page.getByRole('search', { name: 'Search everything' }).getByLabel('Search everything');
  await again.fill(stamp);
  await again.press('Enter');
  const found = page.locator('section[aria-labelledby="search-notes"]');
  await expect(found.getByRole('heading', { name: 'Notes (1)' })).toBeVisible();
  await expect(found.getByText(/Team note by you/)).toBeVisible();
  await expect(found.locator('mark')).toHaveText(stamp);
  await expectNoSeriousA11yViolations(page);
  await found.getByRole('link', { name: note }).click();
  await expect(page).toHaveURL(new RegExp(`${interviewUrl}.*[?&]t=`));
  await expect(page.getByRole('heading', { level: 1, name: /Interview with/ })).toBeVisible();
});

test('[research]: search results show quotes in English on request, marking the words a translated quote was found by', async ({ page }) => {
  await signIn(page, 'researcher@acme.test');
  await page.goto(paths.search.getHref('price'));
  const quotes = page.locator('section[aria-labelledby="search-quotes"]');
  // "Subieron el precio dos veces" is found through its English translation: in the original nothing is marked, and the
  // result says where the words are (the link's description).
  const spanish = quotes.getByRole('link', { name: /Subieron el precio dos veces/ });
  await expect(spanish).toBeVisible();
  await expect(spanish.locator('mark')).toHaveCount(0);
  await expect(spanish).toHaveAccessibleDescription('Found in the English translation');
  const spanishItem = quotes.getByRole('listitem').filter({ has: page.getByRole('link', { name: /Subieron el precio dos veces/ }) });
  await expect(spanishItem.getByText('Found in the English translation')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await quotes.getByRole('group', { name: 'Quote language' }).getByRole('button', { name: 'English' }).click();
  await expect(page).toHaveURL(/translation=en/);
  await expect(quotes.getByRole('link', { name: /Subieron/ })).toHaveCount(0);
  await expect(quotes.locator('mark').first()).toHaveText(/^price/i);
  await expect(quotes.getByText('Found in the English translation')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await expect(quotes.getByRole('group', { name: 'Quote language' }).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
});
