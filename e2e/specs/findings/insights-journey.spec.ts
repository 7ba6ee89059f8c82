import { readFile } from 'node:fs/promises';
import { apiToken, expect, expectNoSeriousA11yViolations, paths, signIn, test, signOut } from '../../fixtures/portal';

test('[findings]: a master opens the insights, filters by business question, opens an insight, plays a quote, analyzes results and downloads the export', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const headers = await apiToken(request, 'master@acme.test');
  const studies = (await (await request.get('/api/v3/studies?q=meal-kit', { headers })).json()) as { data: { id: string; title: string }[] };
  const study = studies.data.find((s) => s.title === 'Meal-kit subscriptions in Spain')!;
  await signIn(page, 'master@acme.test');

  // The Insights tab: insights grouped by business question, each with a small chart.
  await page.goto(paths.study.summary.getHref(study.id));
  // The summary shows the study's analysis: takeaways, cover video, the reel and the presentation.
  await expect(page.getByRole('heading', { name: 'Meal-kit subscriptions in Spain: analysis' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Meal-kit subscriptions in Spain: analysis' }).getByRole('button', { name: 'Export to PowerPoint' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Insights', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Insights' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What stops people from subscribing to a meal kit?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Price, flexibility and plastic hold people back' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Filter by business question: kept in the URL, the question's page shows above its insights.
  await page.getByLabel('Business question').click();
  await page.getByRole('option', { name: 'What stops people from subscribing to a meal kit?' }).click();
  await expect(page).toHaveURL(/objective_id=/);
  // The question's page (its heading, quotes, tasks with charts) above its insights (under the same heading).
  await expect(page.getByRole('heading', { level: 3, name: 'What stops people from subscribing to a meal kit?' })).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Tasks and answers' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Play quote by/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Two weekday routines: improvise or batch-cook' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Open an insight: its chart (with a table alternative) and its quotes, which play in place.
  await page.getByRole('link', { name: 'Price, flexibility and plastic hold people back' }).click();
  await expect(page).toHaveURL(/\/insights\/[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { level: 2, name: 'Price, flexibility and plastic hold people back' })).toBeVisible();
  const chart = page.getByRole('figure', { name: /What holds you back/ });
  await expect(chart).toBeVisible();
  await chart.getByRole('button', { name: 'Show as table' }).click();
  await expect(chart.getByRole('row', { name: /The price/ })).toContainText('57.1%');
  await expectNoSeriousA11yViolations(page);
  await page
    .getByRole('button', { name: /^Play quote by/ })
    .first()
    .click();
  const video = page.locator('video').first();
  await expect(video).toBeVisible();
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.3);
  await expect(page.getByRole('link', { name: 'Next insight' })).toBeVisible();

  // Analyze results: only participants who cancelled a subscription; the numbers recompute, and clearing restores them.
  await page.goto(paths.study.insights.getHref(study.id));
  const analyze = page.getByRole('region', { name: 'Analyze results' });
  await expect(analyze.getByText('All 7 participants')).toBeVisible();
  const tried = analyze.getByRole('figure', { name: /Have you ever tried/ });
  await expect(tried.getByRole('row', { name: /Yes, but I cancelled it/ })).toContainText('42.9%');
  await analyze.getByLabel('Task').click();
  await page.getByRole('option', { name: /Have you ever tried/ }).click();
  await analyze.getByLabel('Answer').click();
  await page.getByRole('option', { name: 'Yes, but I cancelled it' }).click();
  await analyze.getByRole('button', { name: 'Add answer filter' }).click();
  await expect(page).toHaveURL(/audience_answer=/);
  await expect(analyze.getByText('Showing 3 of 7 participants')).toBeVisible();
  await expect(tried.getByRole('row', { name: /Yes, but I cancelled it/ })).toContainText('100%');
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await expect(analyze.getByText('Showing 3 of 7 participants')).toBeVisible();
  await analyze.getByRole('button', { name: 'Clear filters' }).click();
  await expect(analyze.getByText('All 7 participants')).toBeVisible();
  await expect(tried.getByRole('row', { name: /Yes, but I cancelled it/ })).toContainText('42.9%');

  // Export to PowerPoint: a dialog, progress, then the .pptx downloads.
  await page.getByRole('button', { name: 'Export to PowerPoint' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export to PowerPoint' });
  await expectNoSeriousA11yViolations(page);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download .pptx' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Meal-kit-subscriptions-in-Spain.pptx');
  const file = await readFile((await download.path())!);
  expect(file.subarray(0, 2).toString()).toBe('PK');
  expect(file.length).toBeGreaterThan(20_000);
  await expect(dialog.getByText(/was downloaded/)).toBeVisible();
});

test('[findings]: project insights list the insights of the project’s studies and open one', async ({ page, request }) => {
  const headers = await apiToken(request, 'master@acme.test');
  const studies = (await (await request.get('/api/v3/studies?q=meal-kit', { headers })).json()) as { data: { project_id: string | null }[] };
  const projectId = studies.data[0].project_id!;
  await signIn(page, 'master@acme.test');
  await page.goto(paths.project.summary.getHref(projectId));
  await page.getByRole('link', { name: 'Insights', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Insights' })).toBeVisible();
  await page.getByLabel('Search insights').fill('plastic');
  await expect(page).toHaveURL(/q=plastic/);
  await expect(page.getByRole('link', { name: 'Price, flexibility and plastic hold people back' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Price, flexibility and plastic hold people back' }).click();
  await expect(page).toHaveURL(/\/projects\/.+\/insights\/.+/);
  await expect(page.getByRole('heading', { name: 'Price, flexibility and plastic hold people back' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('[findings]: a segment’s objectives open as business-question pages with charts for the segment’s participants', async ({ page, request }) => {
  const headers = await apiToken(request, 'researcher@acme.test');
  const studies = (await (await request.get('/api/v3/studies?q=meal-kit', { headers })).json()) as { data: { id: string }[] };
  const segments = (await (await request.get(`/api/v3/studies/${studies.data[0].id}/segments`, { headers })).json()) as { data: { id: string }[] };
  await signIn(page, 'researcher@acme.test');
  await page.goto(paths.segment.section.getHref(segments.data[0].id, 'objectives'));
  await expect(page.getByRole('heading', { level: 2, name: 'Objectives' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'What stops people from subscribing to a meal kit?' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'What stops people from subscribing to a meal kit?' })).toBeVisible();
  await expect(page.getByText(/Charts show the participants of this segment \(\d+ of 7\)/)).toBeVisible();
  await expect(page.getByRole('figure', { name: /What holds you back/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('[findings]: with update_study an insight is edited in place and analyses are imported; a researcher sees it read-only', async ({ page, request }) => {
  const headers = await apiToken(request, 'master@acme.test');
  const studies = (await (await request.get('/api/v3/studies?q=meal-kit', { headers })).json()) as { data: { id: string }[] };
  const studyId = studies.data[0].id;
  const insights = (await (await request.get(`/api/v3/insights?study_id=${studyId}`, { headers })).json()) as { data: { id: string; title: string }[] };
  const insight = insights.data.find((i) => i.title.startsWith('Two weekday routines'))!;
  await signIn(page, 'master@acme.test');
  await page.goto(paths.study.insight.getHref(studyId, insight.id));
  await page.getByRole('button', { name: 'Edit insight' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit insight' });
  await expectNoSeriousA11yViolations(page);
  const lead = `Edited lead ${Date.now()}`;
  await dialog.getByLabel('Lead').fill(lead);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(lead)).toBeVisible();

  // Import analyses: the job runs (progress), and a repeat says 'Already imported'.
  await page.goto(paths.study.insights.getHref(studyId));
  const importButton = page.getByRole('button', { name: 'Import analyses' });
  await importButton.click();
  await expect(importButton).toBeEnabled({ timeout: 30_000 });
  await importButton.click();
  await expect(page.getByText('Already imported')).toBeVisible();

  await signOut(page);
  await signIn(page, 'researcher@acme.test');
  await page.goto(paths.study.insight.getHref(studyId, insight.id));
  await expect(page.getByText(lead)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit insight' })).toHaveCount(0);
  await page.goto(paths.study.insights.getHref(studyId));
  await expect(page.getByRole('heading', { level: 2, name: 'Insights' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import analyses' })).toHaveCount(0);
});
