/**
 * The interview page's HTML starts its API calls and its poster before any script loads (issue 15, decision 0340):
 * each call goes out once, the poster shows from the HTML alone, a token the API refuses falls back to the SPA's own
 * calls (refreshing the session as before), and a signed-out visitor still lands on the login page.
 */
import type { Page, Request } from '@playwright/test';
import { apiToken, expect, expectNoSeriousA11yViolations, paths, signIn, test } from '../../fixtures/portal';

type Listed = { data: { id: string; participant?: { name?: string | null } | null }[] };

/**
 * Signs the researcher in and waits for the home page to have settled (its redirect to /home with client_id, its
 * navigation): a page still booting would otherwise load its files, or make its calls, during the test's own steps.
 */
async function signInSettled(page: Page) {
  await signIn(page, 'researcher@acme.test');
  await expect(page).toHaveURL(/\/home\?client_id=/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

/** The first interview of the demo's meal-kit study, as the researcher sees it. */
async function firstInterview(request: Parameters<typeof apiToken>[0]) {
  const headers = await apiToken(request, 'researcher@acme.test');
  const studies = (await (await request.get('/api/v3/studies', { headers, params: { q: 'meal-kit' } })).json()) as Listed;
  const study = studies.data[0];
  const interviews = (await (await request.get('/api/v3/interviews', { headers, params: { study_id: study.id, limit: '1' } })).json()) as Listed;
  const interview = interviews.data[0];
  return { href: paths.study.interview.getHref(study.id, interview.id), id: interview.id, name: interview.participant?.name || 'participant' };
}

/** Counts the requests of `page` whose URL path (query left out) matches each pattern, and keeps their Authorization. */
function countRequests(page: Page, patterns: Record<string, RegExp>) {
  const seen: Record<string, Request[]> = Object.fromEntries(Object.keys(patterns).map((name) => [name, []]));
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    for (const [name, pattern] of Object.entries(patterns)) if (pattern.test(path)) seen[name].push(request);
  });
  return {
    count: (name: string) => seen[name].length,
    authorizations: (name: string) => seen[name].map((request) => request.headers().authorization),
  };
}

test('[interview early calls]: the HTML asks for the interview once and shows its poster before the scripts run', async ({ page, request }) => {
  const interview = await firstInterview(request);
  await signInSettled(page);
  const interviewPath = new RegExp(`^/api/v3/interviews/${interview.id}$`);

  // The page's scripts held back: what the HTML and its inline script do alone. The SPA is left first: a lazy file of
  // the home page refused while it still loads counts as a stale chunk, and its one reload would abort the navigation.
  await page.goto('about:blank');
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  const early = countRequests(page, { interview: interviewPath, poster: /\/thumbnail\.\w+$/ });
  await page.goto(interview.href);
  const shellVideo = page.locator('video[aria-hidden="true"]');
  await expect(shellVideo).toHaveAttribute('poster', /\/thumbnail\.\w+\?/);
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  await expect.poll(() => early.count('poster')).toBe(1);
  expect(early.count('interview')).toBe(1);
  await expectNoSeriousA11yViolations(page);

  // With its scripts, the page takes the HTML's answers: one interview call, one poster download, one of each session call.
  await page.unroute(/\/assets\/.*\.js$/);
  const calls = countRequests(page, { interview: interviewPath, poster: /\/thumbnail\.\w+$/, user: /^\/api\/user$/, clients: /^\/api\/user\/clients$/ });
  await page.reload();
  const video = page.getByLabel(`Interview video with ${interview.name}`);
  await expect(video).toBeVisible();
  await expect(video).toHaveAttribute('poster', /\/thumbnail\.\w+\?/);
  await expect(page.getByRole('heading', { level: 1, name: `Interview with ${interview.name}` })).toBeVisible();
  // Once the transcript shows, the page has made its calls: none of the HTML's was asked for again.
  await expect(page.getByRole('heading', { name: 'Transcript' })).toBeVisible();
  expect([calls.count('interview'), calls.count('poster'), calls.count('user'), calls.count('clients')]).toEqual([1, 1, 1, 1]);
});

test('[interview early calls]: a token the API refuses, or another client in the URL, falls back to the page’s own calls', async ({ page, request }) => {
  const interview = await firstInterview(request);
  await signInSettled(page);
  const interviewPath = new RegExp(`^/api/v3/interviews/${interview.id}$`);

  // A token that reads as valid but the API refuses (its signature broken): the HTML's calls answer 401, the SPA
  // refreshes the session with its cookie and asks again with the new token. Broken on a page without the SPA, so that
  // no page of the portal sends it before the interview page does.
  await page.goto('/favicon.svg');
  await page.evaluate(() => {
    const token = localStorage.getItem('access_token') ?? '';
    localStorage.setItem('access_token', `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`);
  });
  const refused = countRequests(page, { interview: interviewPath, refresh: /^\/api\/auth\/refresh_token$/ });
  await page.goto(interview.href);
  const video = page.getByLabel(`Interview video with ${interview.name}`);
  await expect(video).toBeVisible();
  expect(refused.count('refresh')).toBe(1);
  const [brokenToken, freshToken] = refused.authorizations('interview');
  expect(refused.count('interview')).toBe(2);
  expect(freshToken).not.toBe(brokenToken);

  // Another client's id in the URL, which this researcher may not act for: the HTML asks for that client (404), the
  // SPA picks the researcher's own client and asks itself.
  const foreign = countRequests(page, { interview: interviewPath });
  await page.goto(`${interview.href}?client_id=00000000-0000-4000-8000-000000000000`);
  await expect(video).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Interview with ${interview.name}` })).toBeVisible();
  expect(foreign.count('interview')).toBe(2);
});

test('[interview early calls]: a signed-out visitor lands on the login page, and nothing is asked for', async ({ page, request }) => {
  const interview = await firstInterview(request);
  const calls = countRequests(page, { api: /^\/api\/(user|v3\/)/ });
  await page.goto(interview.href);
  await expect(page).toHaveURL(/\/auth\/login\?redirect_url=/);
  await expect(page.getByRole('button', { name: /log in/i })).toBeVisible();
  expect(calls.count('api')).toBe(0);
});
