import { apiToken, expect, expectNoSeriousA11yViolations, signIn, test } from '../../fixtures/portal';

test('[studies]: a researcher can open a study, play an interview, seek from the transcript and search quotes', async ({ page }) => {
  // A long journey with an axe scan per page: on a busy machine it runs close to the default 60 s.
  test.setTimeout(120_000);
  await signIn(page, 'researcher@acme.test');
  await expectNoSeriousA11yViolations(page);

  // Projects opens the projects list; All studies the studies list.
  await page.getByRole('link', { name: 'Projects' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Projects' }).getByRole('article').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'All studies' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Studies' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Search keeps its text in the query string.
  await page.getByLabel('Search studies').fill('meal-kit');
  await expect(page).toHaveURL(/q=meal-kit/);
  await page
    .getByRole('link', { name: /Meal-kit subscriptions in Spain/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /Meal-kit subscriptions in Spain/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Key takeaways' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Videos', exact: true }).click();
  const interviewLinks = page.locator('a[href*="/videos/"]');
  await expect(interviewLinks.first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await interviewLinks.first().click();
  await expect(page.getByRole('heading', { level: 1, name: /Interview with/ })).toBeVisible();

  const video = page.locator('video');
  await expect(video).toBeVisible();
  // The video really plays: its clock advances.
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.5);
  // While playing, one transcript line is marked current (within the transcript: the Projects entry of the navigation
  // is aria-current="true" on this page too).
  await expect(page.getByRole('group', { name: 'Transcript text' }).locator('[aria-current="true"]').first()).toBeVisible();
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  await expectNoSeriousA11yViolations(page);

  // Clicking a later transcript line seeks the player to that line's start.
  const lines = page.getByRole('group', { name: 'Transcript text' }).getByRole('button');
  const count = await lines.count();
  expect(count).toBeGreaterThan(4);
  const target = lines.nth(count - 2);
  // Each line says where it starts ("Play from m:ss").
  const [minutes, seconds] = (/Play from (\d+):(\d+)/.exec((await target.getAttribute('title')) ?? '') ?? []).slice(1).map(Number);
  const targetStart = minutes * 60 + seconds;
  expect(targetStart).toBeGreaterThan(5);
  // Where the seek lands is read at the 'seeked' event (then the video is held there): sampling currentTime
  // afterwards races the playback the click starts, which on a loaded machine runs past any fixed window.
  await video.evaluate((element: HTMLVideoElement) => {
    const marked = window as unknown as { seekedAt?: number };
    delete marked.seekedAt;
    element.addEventListener(
      'seeked',
      () => {
        marked.seekedAt = element.currentTime;
        element.pause();
      },
      { once: true },
    );
  });
  await target.click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { seekedAt?: number }).seekedAt ?? -1)).toBeGreaterThanOrEqual(targetStart - 0.05);
  expect(await page.evaluate(() => (window as unknown as { seekedAt?: number }).seekedAt)).toBeLessThan(targetStart + 1.5);
  await expect(target).toHaveAttribute('aria-current', 'true');

  // The transcript of this Spanish interview reads in English by default, its task questions too; Original turns both to Spanish.
  const transcript = page.getByRole('region', { name: 'Transcript' });
  await expect(transcript.getByText('Introduce yourself and tell us how you organise meals at home during the week.')).toBeVisible();
  await transcript.getByRole('button', { name: 'Original' }).click();
  await expect(transcript.getByText('Preséntate y cuéntanos cómo organizas las comidas en casa durante la semana.')).toBeVisible();
  await transcript.getByRole('button', { name: 'English' }).click();
  await expect(transcript.getByText('Introduce yourself and tell us how you organise meals at home during the week.')).toBeVisible();

  // Quotes: full-text search over original and English.
  await page.getByRole('link', { name: 'Meal-kit subscriptions in Spain' }).click();
  await page.getByRole('link', { name: 'Quotes', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Quotes' })).toBeVisible();
  await page.getByLabel('Search quotes').fill('packaging');
  await expect(page).toHaveURL(/q=packaging/);
  const results = page.getByRole('article');
  await expect(results.first()).toBeVisible();
  await expect(results.first()).toContainText(/packag/i);
  await expectNoSeriousA11yViolations(page);
});

test('[studies]: a study of another client shows the 404 page', async ({ page, request }) => {
  const nordic = await apiToken(request, 'master@nordic.test');
  const answer = await request.get('/api/v3/studies', { headers: nordic });
  const { data } = (await answer.json()) as { data: { id: string }[] };
  expect(data.length).toBeGreaterThan(0);

  await signIn(page, 'researcher@acme.test');
  await page.goto(`/studies/${data[0].id}/summary`);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Study not found')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Home' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
