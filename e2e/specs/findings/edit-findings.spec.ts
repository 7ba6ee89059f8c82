import { apiToken, expect, expectNoSeriousA11yViolations, paths, signIn, test, signOut } from '../../fixtures/portal';

type Insight = { id: string; title: string; updated_at: string; quotes: { id: string }[]; showreel: { id: string } | null };

test('[findings]: with update_study an insight’s content, takeaways, quotes and showreel are edited, and a stale edit says so and reloads', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const headers = await apiToken(request, 'master@acme.test');
  const studies = (await (await request.get('/api/v3/studies?limit=100&per_page=100', { headers })).json()) as { data: { id: string; title: string }[] };
  const study = studies.data.find((s) => s.title === 'Oat drink at home in Sweden')!;
  const list = (await (await request.get(`/api/v3/insights?study_id=${study.id}`, { headers })).json()) as { data: Insight[] };
  const insight = list.data.find((i) => i.title === 'Habit or price decides the brand')!;
  const before = ((await (await request.get(`/api/v3/insights/${insight.id}`, { headers })).json()) as { data: Insight }).data;

  await signIn(page, 'master@acme.test');
  await page.goto(paths.study.insight.getHref(study.id, insight.id));
  // The first open of the page loads the findings code: give a loaded machine time.
  await expect(page.getByRole('heading', { level: 2, name: 'Habit or price decides the brand' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Edit insight' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit insight' });
  await expect(dialog.getByRole('textbox', { name: 'Content' })).toBeVisible();
  await expect(dialog.getByText(/Supporting quotes \(\d+ chosen\)/)).toBeVisible();
  await expect(dialog.getByRole('checkbox').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('edit-insight-1440.png') });

  // Rich text: a bold sentence added to the content with the toolbar.
  const stamp = Date.now();
  const content = dialog.getByRole('textbox', { name: 'Content' });
  await content.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  // (A new paragraph after bold text is bold already: press Bold only when it is off.)
  const bold = dialog.getByRole('toolbar', { name: 'Formatting of Content' }).getByRole('button', { name: 'Bold' });
  if ((await bold.getAttribute('aria-pressed')) !== 'true') await bold.click();
  await page.keyboard.type(`Habit wins ${stamp}`);
  // Key takeaways: one more line at the end.
  await dialog.getByRole('textbox', { name: 'Key takeaways' }).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(`Price decides ${stamp}`);
  // Quotes: add one more of the study's quotes; showreel: choose one of the study's reels.
  const unchecked = dialog.getByRole('checkbox', { checked: false }).first();
  const addedQuote = ((await unchecked.locator('xpath=ancestor::label').textContent()) ?? '').replace(/^“/, '').slice(0, 30);
  await unchecked.check();
  await dialog.getByLabel('Showreel').click();
  const reelOption = page.getByRole('option').filter({ hasNotText: 'No showreel' }).first();
  const reelTitle = (await reelOption.textContent()) ?? '';
  await reelOption.click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // The page shows the edit: bold text in the content, the line in the takeaways, the added quote, the reel playing.
  const article = page.getByRole('article', { name: 'Habit or price decides the brand' });
  await expect(article.locator('strong', { hasText: `Habit wins ${stamp}` })).toBeVisible();
  await expect(page.getByRole('region', { name: /Key takeaway/ })).toContainText(`Price decides ${stamp}`);
  await expect(page.getByRole('region', { name: 'Supporting quotes' })).toContainText(addedQuote.slice(0, 20));
  await expect(page.getByRole('region', { name: 'Showreel' })).toBeVisible();
  expect(reelTitle).not.toBe('');
  await expectNoSeriousA11yViolations(page);

  // Someone else saves while the form is open: Save answers 409, the dialog says so, and Reload shows their version.
  await page.getByRole('button', { name: 'Edit insight' }).click();
  await dialog.getByLabel('Lead').fill('My lead that loses');
  const current = ((await (await request.get(`/api/v3/insights/${insight.id}`, { headers })).json()) as { data: Insight }).data;
  const theirs = await request.patch(`/api/v3/insights/${insight.id}`, { headers, data: { updated_at: current.updated_at, lead: `Their lead ${stamp}` } });
  expect(theirs.status()).toBe(200);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('changed by someone else');
  await expect(dialog.getByRole('alert')).toContainText('Your changes were not saved.');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Reload' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Their lead ${stamp}`)).toBeVisible();
  await expect(page.getByText('My lead that loses')).toHaveCount(0);

  // Put the insight back as the demo had it.
  const latest = ((await (await request.get(`/api/v3/insights/${insight.id}`, { headers })).json()) as { data: Insight & { lead: string } }).data;
  await request.patch(`/api/v3/insights/${insight.id}`, {
    headers,
    data: {
      updated_at: latest.updated_at,
      lead: (before as Insight & { lead: string }).lead,
      content: (before as Insight & { content: string }).content,
      key_takeaways: (before as Insight & { key_takeaways: { title: string; html: string } | null }).key_takeaways,
      quote_ids: before.quotes.map((q) => q.id),
      showreel_id: before.showreel?.id ?? null,
    },
  });
});

test('[findings]: with update_study a business question and the analysis are edited; a researcher gets no edit buttons', async ({ page, request }) => {
  test.setTimeout(360_000);
  const headers = await apiToken(request, 'master@acme.test');
  const studies = (await (await request.get('/api/v3/studies?limit=100&per_page=100', { headers })).json()) as { data: { id: string; title: string }[] };
  const study = studies.data.find((s) => s.title === 'Oat drink at home in Sweden')!;
  const questions = (await (await request.get(`/api/v3/studies/${study.id}/business-questions`, { headers })).json()) as {
    data: { id: string; title: string; description: string }[];
  };
  const question = questions.data.find((q) => q.title === 'What drives brand choice in the oat drink aisle?')!;
  const stamp = Date.now();

  await signIn(page, 'master@acme.test');
  await page.goto(`${paths.study.insights.getHref(study.id)}?objective_id=${question.id}`);
  await page.getByRole('button', { name: 'Edit business question' }).click({ timeout: 60_000 });
  const questionDialog = page.getByRole('dialog', { name: 'Edit business question' });
  await expectNoSeriousA11yViolations(page);
  await questionDialog.getByLabel('Description').fill(`Habit, price and origin (${stamp})`);
  await questionDialog.getByRole('button', { name: 'Save' }).click();
  await expect(questionDialog).toBeHidden();
  await expect(page.getByText(`Habit, price and origin (${stamp})`)).toBeVisible();

  // The analysis on the study summary: lead and key takeaways (rich text).
  await page.goto(paths.study.summary.getHref(study.id));
  const analysis = page.getByRole('region', { name: 'Oat drink at home in Sweden: analysis' });
  await analysis.getByRole('button', { name: 'Edit analysis' }).click();
  const analysisDialog = page.getByRole('dialog', { name: 'Edit analysis' });
  await expect(analysisDialog.getByRole('textbox', { name: 'Key takeaways' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await analysisDialog.getByLabel('Lead').fill(`Price the barista close to own label (${stamp})`);
  await analysisDialog.getByRole('textbox', { name: 'Key takeaways' }).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(`Sell a smaller pack too ${stamp}`);
  await analysisDialog.getByRole('button', { name: 'Save' }).click();
  await expect(analysisDialog).toBeHidden();
  await expect(analysis.getByText(`Price the barista close to own label (${stamp})`)).toBeVisible();
  await expect(analysis.getByText(`Sell a smaller pack too ${stamp}`).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('analysis-edited-1440.png'), fullPage: true });

  // A researcher reads them without edit buttons.
  await signOut(page);
  await signIn(page, 'researcher@acme.test');
  await page.goto(paths.study.summary.getHref(study.id));
  await expect(page.getByText(`Sell a smaller pack too ${stamp}`).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit analysis' })).toHaveCount(0);
  await page.goto(`${paths.study.insights.getHref(study.id)}?objective_id=${question.id}`);
  await expect(page.getByText(`Habit, price and origin (${stamp})`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit business question' })).toHaveCount(0);
});

test('[findings]: the study summary plays the analysis podcast with its transcript', async ({ page, request }) => {
  test.setTimeout(180_000);
  const headers = await apiToken(request, 'researcher@acme.test');
  const studies = (await (await request.get('/api/v3/studies?limit=100&per_page=100', { headers })).json()) as { data: { id: string; title: string }[] };
  const study = studies.data.find((s) => s.title === 'Meal-kit subscriptions in Spain')!;
  // The podcast job runs after the workers start: wait until the analysis answers one.
  await expect
    .poll(
      async () => {
        const answer = (await (await request.get(`/api/v3/analyses?study_id=${study.id}`, { headers })).json()) as { data: { podcast: unknown }[] };
        return answer.data[0]?.podcast !== null;
      },
      { timeout: 120_000 },
    )
    .toBe(true);

  await signIn(page, 'researcher@acme.test');
  await page.goto(paths.study.summary.getHref(study.id));
  const podcast = page.getByRole('region', { name: /^Podcast/ });
  await expect(podcast).toBeVisible({ timeout: 60_000 });
  await podcast.getByText('Transcript of the podcast').click();
  const lines = podcast.getByRole('list', { name: 'Podcast transcript' }).getByRole('button');
  await expect(lines.first()).toContainText('Meal-kit subscriptions in Spain: analysis');
  const audio = podcast.locator('audio');
  await audio.evaluate((element: HTMLAudioElement) => {
    element.muted = true;
    return element.play();
  });
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeGreaterThan(0.3);
  // A click on a line plays from it, and the line being spoken is marked.
  await lines.nth(1).click();
  await expect(lines.nth(1)).toHaveAttribute('aria-current', 'true');
  await expectNoSeriousA11yViolations(page);
  await podcast.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('podcast-1440.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await podcast.scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('podcast-390.png') });
});
