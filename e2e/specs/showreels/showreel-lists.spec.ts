/**
 * Showreel lists beyond one study (SPEC §2 /projects/{project}/summary and /client, §3 List params) and deleting a
 * reel with confirmation (SPEC §5). Reels are made through the API here, so the specs do not depend on demo reels.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, expect, expectNoSeriousA11yViolations, paths, signIn, test } from '../../fixtures/portal';

type Headers = Record<string, string>;
type StudyRow = { id: string; title: string; project_id: string | null };

/** The meal-kit study of the demo workspace (it has quotes and belongs to a project). */
async function mealKitStudy(request: APIRequestContext, headers: Headers): Promise<StudyRow> {
  const answer = (await (await request.get('/api/v3/studies?q=meal-kit', { headers })).json()) as { data: StudyRow[] };
  const study = answer.data[0];
  expect(study, 'the demo meal-kit study').toBeTruthy();
  expect(study.project_id, 'the meal-kit study belongs to a project').toBeTruthy();
  return study;
}

/** Creates one reel per title from the study's first quotes, in the order given; answers their ids. */
async function createReels(request: APIRequestContext, headers: Headers, study: StudyRow, titles: string[]): Promise<string[]> {
  const quotes = (await (await request.get(`/api/v3/quotes?study_id=${study.id}&limit=4`, { headers })).json()) as { data: { id: string }[] };
  expect(quotes.data.length).toBeGreaterThan(1);
  const ids: string[] = [];
  for (const [index, title] of titles.entries()) {
    const answer = await request.post('/api/v3/showreels', {
      headers,
      data: {
        study_id: study.id,
        project_id: study.project_id,
        title,
        description: `E2E reel ${index + 1}`,
        quotes: [{ id: quotes.data[index % quotes.data.length].id }],
      },
    });
    expect(answer.status(), await answer.text()).toBe(201);
    ids.push(((await answer.json()) as { data: { id: string } }).data.id);
  }
  return ids;
}

/** Titles of the reels shown, in list order. */
const shownTitles = (page: Page) => page.getByRole('list', { name: 'Showreels' }).getByRole('heading', { level: 3 }).allTextContents();

/** Chooses `option` in the MUI select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('[showreels]: can delete a reel from its page and from a list, after confirming', async ({ page, request }) => {
  const headers = await apiToken(request, 'researcher@acme.test');
  const study = await mealKitStudy(request, headers);
  const stamp = `Del ${Date.now()}`;
  const [first, second] = await createReels(request, headers, study, [`${stamp} one`, `${stamp} two`]);

  await signIn(page, 'researcher@acme.test');
  await page.goto(paths.study.showreel.getHref(study.id, first));
  await expect(page.getByRole('heading', { level: 1, name: `${stamp} one` })).toBeVisible();

  // Cancel keeps the reel.
  await page.getByRole('button', { name: 'Delete showreel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this showreel?' });
  await expect(dialog).toContainText(`“${stamp} one”`);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await request.get(`/api/v3/showreels/${first}`, { headers })).status()).toBe(200);

  // Confirming deletes it and goes back to the study's list, keeping client_id.
  await page.getByRole('button', { name: 'Delete showreel' }).click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(`Showreel “${stamp} one” deleted`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${paths.study.showreels.getHref(study.id)}\\?.*client_id=`));
  await expect(page.getByRole('heading', { level: 2, name: 'Showreels' })).toBeVisible();
  expect((await request.get(`/api/v3/showreels/${first}`, { headers })).status()).toBe(404);

  // From a list row: the list narrows to the second reel, which is deleted in place.
  await page.getByLabel('Search showreels').fill(stamp);
  await expect(page.getByRole('status').filter({ hasText: /^1 showreel$/ })).toBeVisible();
  expect(await shownTitles(page)).toEqual([`${stamp} two`]);
  await page.getByRole('button', { name: `Delete ${stamp} two` }).click();
  await expect(dialog).toContainText(`“${stamp} two”`);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(`Showreel “${stamp} two” deleted`)).toBeVisible();
  await expect(page.getByText('No showreels match your search')).toBeVisible();
  // The card and its Delete button are gone: keyboard focus lands on the search, not on the page body.
  await expect(page.getByLabel('Search showreels')).toBeFocused();
  expect((await request.get(`/api/v3/showreels/${second}`, { headers })).status()).toBe(404);
  await expectNoSeriousA11yViolations(page);
});

test('[showreels]: can list, search and sort the showreels of a project and of the client', async ({ page, request }) => {
  const headers = await apiToken(request, 'researcher@acme.test');
  const study = await mealKitStudy(request, headers);
  const stamp = `List ${Date.now()}`;
  const ids = await createReels(request, headers, study, [`${stamp} Bravo`, `${stamp} Alpha`, `${stamp} Charlie`]);

  // The studies list links to the chosen project's page.
  await signIn(page, 'researcher@acme.test');
  await page.goto(paths.studies.getHref({ project_id: study.project_id ?? '' }));
  await page.getByRole('link', { name: /^Open project/ }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.project.summary.getHref(study.project_id ?? '')}\\?.*client_id=`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Studies of this project' }).getByRole('link', { name: new RegExp(study.title) })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Search, then sort by title both ways; the choice is kept in the URL.
  await page.getByLabel('Search showreels').fill(stamp);
  await expect(page.getByRole('status').filter({ hasText: /^3 showreels$/ })).toBeVisible();
  await choose(page, 'Sort by', 'Title');
  await choose(page, 'Order', 'Ascending');
  await expect.poll(() => shownTitles(page)).toEqual([`${stamp} Alpha`, `${stamp} Bravo`, `${stamp} Charlie`]);
  await choose(page, 'Order', 'Descending');
  await expect.poll(() => shownTitles(page)).toEqual([`${stamp} Charlie`, `${stamp} Bravo`, `${stamp} Alpha`]);
  await expect(page).toHaveURL(/sort_by=title/);
  await expect(page).toHaveURL(/sort_order=desc/);
  await expectNoSeriousA11yViolations(page);

  // A row opens the reel on its study's page.
  await page.getByRole('link', { name: new RegExp(`${stamp} Alpha`) }).click();
  await expect(page).toHaveURL(new RegExp(paths.study.showreel.getHref(study.id, ids[1])));
  await expect(page.getByRole('heading', { level: 1, name: `${stamp} Alpha` })).toBeVisible();

  // The client's page, from the account menu: every reel of the client, sorted by creation.
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Client showreels' }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.client.getHref()}\\?.*client_id=`));
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Foods' })).toBeVisible();
  await page.getByLabel('Search showreels').fill(stamp);
  await expect(page.getByRole('status').filter({ hasText: /^3 showreels$/ })).toBeVisible();
  await choose(page, 'Sort by', 'Created');
  await choose(page, 'Order', 'Ascending');
  await expect.poll(() => shownTitles(page)).toEqual([`${stamp} Bravo`, `${stamp} Alpha`, `${stamp} Charlie`]);
  await expect(page.getByRole('list', { name: 'Showreels' })).toContainText(`Study: ${study.title}`);
  await expectNoSeriousA11yViolations(page);

  // Nothing matches: the empty state.
  await page.getByLabel('Search showreels').fill(`${stamp} nothing like this`);
  await expect(page.getByText('No showreels match your search')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  for (const id of ids) await request.delete(`/api/v3/showreels/${id}`, { headers });
});

test('[showreels]: can see the 404 page for an unknown project', async ({ page }) => {
  await signIn(page, 'researcher@acme.test');
  await page.goto(paths.project.summary.getHref('00000000-0000-4000-8000-000000000000'));
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('[showreels]: a researcher watches a curated demo reel read-only: no editor and no Delete, but may publish', async ({ page, request }) => {
  const headers = await apiToken(request, 'researcher@acme.test');
  const study = await mealKitStudy(request, headers);
  const reels = (await (await request.get(`/api/v1/showreels?study_id=${study.id}&per_page=100`, { headers })).json()) as {
    data: { id: string; title: string; type: string }[];
  };
  const curated = reels.data.find((reel) => reel.type === 'CURATED');
  expect(curated, 'the demo workspace has a curated reel in the meal-kit study').toBeTruthy();

  await signIn(page, 'researcher@acme.test');
  await page.goto(paths.study.showreel.getHref(study.id, curated!.id));
  await expect(page.getByRole('heading', { level: 1, name: curated!.title })).toBeVisible();
  await expect(page.getByText('only the research team can change it')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Clips of the showreel' }).getByRole('listitem')).not.toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete showreel' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Move Clip/ })).toHaveCount(0);
  // The demo reel is published: the researcher (publish_videos) may unpublish it.
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Nor is it offered for deletion in the study's list.
  await page.goto(paths.study.showreels.getHref(study.id));
  await expect(page.getByRole('heading', { level: 3, name: curated!.title })).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete ${curated!.title}` })).toHaveCount(0);
});
