/**
 * What a walk-through of every page found (issue 9, "Wrong or broken"): session end, segment links, counts, bad ids,
 * sideways overflow, the 404 page's header, invite errors and plurals.
 */
import type { APIRequestContext } from '@playwright/test';
import { apiToken, expect, expectNoSeriousA11yViolations, paths, signIn, test } from '../../fixtures/portal';

type StudySummary = { id: string; title: string; counts: { interviews: number; showreels: { custom: number; curated: number } } };

async function studyByTitle(request: APIRequestContext, title: string): Promise<StudySummary> {
  const headers = await apiToken(request, 'researcher@acme.test');
  const answer = (await (await request.get('/api/v3/studies', { headers, params: { q: title } })).json()) as { data: StudySummary[] };
  const study = answer.data.find((item) => item.title === title);
  expect(study, title).toBeTruthy();
  return study!;
}

/** An unsigned JWT that expired an hour ago: the client must refresh before using it. */
function expiredToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) - 3600;
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 'x', exp, iat: exp - 900 })}.signature`;
}

test('[walk-through]: an ended session lands on the login page keeping the current page, and returns there after signing in', async ({ page, request }) => {
  const study = await studyByTitle(request, 'Meal-kit subscriptions in Spain');
  await signIn(page, 'researcher@acme.test');
  await page.goto(paths.study.summary.getHref(study.id));
  await expect(page.getByRole('heading', { level: 1, name: study.title })).toBeVisible();

  // The session ends while the page is open: the refresh cookie is gone and the access token expired.
  await page.context().clearCookies();
  await page.evaluate((token) => localStorage.setItem('access_token', token), expiredToken());
  await page.getByRole('link', { name: 'Quotes', exact: true }).click();

  await expect(page).toHaveURL(/\/auth\/login\?redirect_url=/);
  const redirect = new URL(page.url()).searchParams.get('redirect_url') ?? '';
  expect(redirect).toMatch(new RegExp(`^/studies/${study.id}/quotes`));
  await expect(page.getByRole('button', { name: /log in/i })).toBeVisible();

  await page.getByLabel(/^Email/).fill('researcher@acme.test');
  await page.getByLabel(/^Password/).fill('Research-2026!');
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page).toHaveURL(new RegExp(`/studies/${study.id}/quotes`));
});

test('[walk-through]: a segment link shows that segment’s people; all segments is a visible opt-in switch', async ({ page, request }) => {
  const study = await studyByTitle(request, 'Plant-based snacks in Denmark');
  await signIn(page, 'researcher@acme.test');
  await page.goto(paths.study.summary.getHref(study.id));
  await page.getByRole('link', { name: 'Flexitarians' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Flexitarians' })).toBeVisible();
  expect(page.url()).not.toContain('cross_segments_enabled');

  await page.getByRole('link', { name: 'Interviews', exact: true }).click();
  const cards = page.getByRole('list', { name: 'Interviews' }).getByRole('link', { name: /^Watch interview with/ });
  await expect(cards).toHaveCount(4);

  const allSegments = page.getByRole('switch', { name: 'Include all segments of the study' });
  await expect(allSegments).not.toBeChecked();
  await allSegments.click();
  await expect(allSegments).toBeChecked();
  await expect(page).toHaveURL(/cross_segments_enabled=true/);
  await expect(cards).toHaveCount(study.counts.interviews);
  await expectNoSeriousA11yViolations(page);

  await allSegments.click();
  await expect(allSegments).not.toBeChecked();
  await expect(cards).toHaveCount(4);
  expect(page.url()).not.toContain('cross_segments_enabled');
});

test('[walk-through]: the study summary counts every showreel the Showreels tab lists', async ({ page, request }) => {
  const study = await studyByTitle(request, 'Meal-kit subscriptions in Spain');
  await signIn(page, 'researcher@acme.test');
  await page.goto(paths.study.showreels.getHref(study.id));
  const total = /(\d+) showreels?/.exec((await page.getByText(/^\d+ showreels?$/).textContent()) ?? '')?.[1];
  expect(Number(total)).toBeGreaterThan(0);

  await page.getByRole('link', { name: 'Summary', exact: true }).click();
  const tile = page.locator('dl > *').filter({ has: page.getByText('Showreels', { exact: true }) });
  await expect(tile.locator('dd')).toHaveText(String(total));
});

test('[walk-through]: an id that is not one shows the not-found page with its text, under the app header', async ({ page }) => {
  await signIn(page, 'researcher@acme.test');
  await page.goto('/study-segment-groups/x/summary');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Segment group not found')).toBeVisible();
  await expect(page.getByTestId('error-status')).toHaveText('404');

  await page.goto('/studies/not-an-id/summary');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Study not found')).toBeVisible();
  // The app header stays, so a signed-in user keeps the navigation.
  await expect(page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Projects' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/no/such/page');
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page.getByRole('navigation', { name: /main/i })).toBeVisible();

  // A page the user may not see (a guard's 403) keeps the header too.
  await page.goto(paths.users.getHref());
  await expect(page.getByRole('heading', { name: 'You are not authorized to view this page' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Home' })).toBeVisible();
});

test('[walk-through]: trimming a clip from the transcript keeps the page its own width', async ({ page, request }) => {
  const study = await studyByTitle(request, 'Meal-kit subscriptions in Spain');
  await page.setViewportSize({ width: 1440, height: 900 });
  // The curated reel: only the research team (Admin) may trim it.
  await signIn(page, 'admin@portal.test');
  await page.goto(paths.study.showreel.getHref(study.id, (await curatedId(request, study.id)) ?? ''));
  await page.getByRole('button', { name: 'Trim from transcript' }).first().click();
  await expect(page.getByRole('list', { name: /^Transcript around/ })).toBeVisible();
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
});

async function curatedId(request: APIRequestContext, studyId: string): Promise<string | undefined> {
  const headers = await apiToken(request, 'researcher@acme.test');
  const answer = (await (await request.get(`/api/v3/studies/${studyId}`, { headers })).json()) as { data: { showreel: { id: string } | null } };
  return answer.data.showreel?.id;
}

test('[walk-through]: an invite with a malformed address still marks an already-active one', async ({ page }) => {
  await signIn(page, 'master@acme.test');
  await page.goto(paths.users.getHref());
  await page
    .getByRole('button', { name: /invite/i })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Invite team members' });
  await dialog.getByLabel('Email addresses').fill('not-an-address, researcher@acme.test');
  await expect(dialog.getByLabel('Role')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  const addresses = dialog.getByRole('list', { name: 'Addresses to invite' });
  await expect(addresses.getByText('The email must be a valid email address.')).toBeVisible();
  await expect(addresses.getByText('This user is already an active member of the team.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
