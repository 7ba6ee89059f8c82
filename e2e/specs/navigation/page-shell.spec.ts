/**
 * The page shell every screen shares (issue 9, "Expected and missing"): document titles, page-change announcements,
 * the shipped Inter font, one focus ring, and section tabs that show they scroll on narrow screens.
 */
import { apiToken, expect, expectNoSeriousA11yViolations, paths, signIn, test, watchSlideIns } from '../../fixtures/portal';

test('[page shell]: every page has its own title and page changes are announced', async ({ page, request }) => {
  const headers = await apiToken(request, 'researcher@acme.test');
  const studies = (await (await request.get('/api/v3/studies', { headers, params: { q: 'meal-kit' } })).json()) as { data: { id: string; title: string }[] };
  const study = studies.data[0];

  await page.goto(paths.auth.login.getHref());
  await expect(page).toHaveTitle('Log in · Insight Portal');
  await signIn(page, 'researcher@acme.test');
  await expect(page).toHaveTitle('Home · Insight Portal');

  await page.goto(paths.study.summary.getHref(study.id));
  await expect(page).toHaveTitle(`${study.title} · Summary · Insight Portal`);
  await page.getByRole('link', { name: 'Quotes', exact: true }).click();
  await expect(page).toHaveTitle(`${study.title} · Quotes · Insight Portal`);
  // The client-side page change is read out by a polite live region.
  await expect(page.getByTestId('route-announcer')).toHaveText(`${study.title} · Quotes · Insight Portal`);
  await expect(page.getByTestId('route-announcer')).toHaveAttribute('aria-live', 'polite');

  await page.goto('/no/such/page');
  await expect(page).toHaveTitle('Page Not Found · Insight Portal');
});

test('[page shell]: the UI renders in the shipped Inter font, and keyboard focus shows one ring', async ({ page }) => {
  await signIn(page, 'researcher@acme.test');
  await page.goto(paths.studies.getHref());
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const isInterLoaded = await page.evaluate(async () => {
    await document.fonts.ready;
    let isLoaded = false;
    document.fonts.forEach((font) => {
      if (font.family.includes('Inter') && font.status === 'loaded') isLoaded = true;
    });
    return document.fonts.check('16px "Inter Variable"') && isLoaded;
  });
  expect(isInterLoaded).toBe(true);

  // Tab to the first navigation link: it shows the theme's 3 px outline.
  const projects = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' });
  for (let step = 0; step < 10 && !(await projects.evaluate((el) => el === document.activeElement)); step += 1) await page.keyboard.press('Tab');
  await expect(projects).toBeFocused();
  const ring = await projects.evaluate((el) => getComputedStyle(el).outlineWidth + ' ' + getComputedStyle(el).outlineStyle);
  expect(ring).toBe('3px solid');
});

test('[page shell]: on a phone the section tabs show a scroll button, and the burger menu slides in', async ({ page, request }) => {
  const headers = await apiToken(request, 'researcher@acme.test');
  const studies = (await (await request.get('/api/v3/studies', { headers, params: { q: 'meal-kit' } })).json()) as { data: { id: string }[] };
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'researcher@acme.test');
  await page.goto(paths.study.summary.getHref(studies.data[0].id));
  const tabs = page.getByRole('navigation', { name: 'Study sections' });
  await expect(tabs.getByRole('link', { name: 'Summary' })).toBeVisible();
  // Scrolled to the start, no left arrow is shown and none takes space: the first tab starts at the row's left edge.
  const [row, first] = await Promise.all([tabs.boundingBox(), tabs.getByRole('link', { name: 'Summary' }).boundingBox()]);
  expect(Math.abs((first?.x ?? 0) - (row?.x ?? 0))).toBeLessThan(2);
  await expect(tabs.locator('button')).toHaveCount(1);
  const more = tabs.locator('button').last();
  await expect(more).toBeVisible();
  // Each click scrolls the row further, until the last section shows.
  const last = tabs.getByRole('listitem').last().getByRole('link');
  await expect
    .poll(async () => {
      if (await last.evaluate((el) => el.getBoundingClientRect().right <= window.innerWidth)) return true;
      await more.click();
      return false;
    })
    .toBe(true);

  // The burger menu's drawer (loaded on its first use) slides in on its first opening too.
  const menuSlides = await watchSlideIns(page, 'Navigation menu');
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' })).toBeVisible();
  await expect.poll(menuSlides.count).toBeGreaterThan(0);
});

test('[page shell]: a reload shows the header at once and loads the user and their clients in parallel', async ({ page }) => {
  await signIn(page, 'researcher@acme.test');
  await page.goto(paths.studies.getHref());
  await expect(page.getByRole('heading', { level: 1, name: 'Studies' })).toBeVisible();

  // Hold the user answer back for a moment: the shell must already be there, and the clients call must not wait for it.
  const started: Record<string, number> = {};
  let releaseUser: () => void = () => undefined;
  const userHeld = new Promise<void>((resolve) => (releaseUser = resolve));
  await page.route(/\/api\/user(\/clients)?(\?.*)?$/, async (route) => {
    const name = route.request().url().includes('/clients') ? 'clients' : 'user';
    started[name] = Date.now();
    if (name === 'user') await userHeld;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  // The studies list's shell shows its heading already (decision 0330), where the page then puts it.
  const heading = page.getByRole('heading', { level: 1, name: 'Studies' });
  await expect(heading).toBeVisible();
  const shellBox = await heading.boundingBox();
  await expect.poll(() => Object.keys(started).sort()).toEqual(['clients', 'user']);
  releaseUser();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /\d+ stud(y|ies)/ })).toBeVisible();
  expect(await heading.boundingBox()).toEqual(shellBox);
});

test('[page shell]: the studies list paints its heading from the HTML alone, only for visitors with a session (decision 0330)', async ({ page }) => {
  // The page's scripts held back: what the server's HTML shows by itself.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto(paths.studies.getHref());
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Studies' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();

  await page.unroute(/\/assets\/.*\.js$/);
  await page.goto(paths.studies.getHref());
  await expect(page).toHaveURL(/\/auth\/login\?redirect_url=%2Fstudies/);
  await signIn(page, 'researcher@acme.test');
  await page.goto(paths.studies.getHref());
  const heading = page.getByRole('heading', { level: 1, name: 'Studies' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const pageBox = await heading.boundingBox();

  // Left first (not reloaded): a lazy file the running SPA asks for once scripts are refused counts as a stale chunk,
  // and its one reload would abort this navigation.
  await page.goto('about:blank');
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto(paths.studies.getHref());
  await expect(heading).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeHidden();
  expect(await heading.boundingBox()).toEqual(pageBox);
});

test('[page shell]: Projects opens the projects list; the navigation and account pages mark their place', async ({ page, request }) => {
  const headers = await apiToken(request, 'master@acme.test');
  const studies = (await (await request.get('/api/v3/studies?limit=100&per_page=100', { headers })).json()) as { data: { id: string; title: string }[] };
  const study = studies.data.find((s) => s.title === 'Oat drink at home in Sweden')!;
  const interviews = (await (await request.get(`/api/v3/interviews?study_id=${study.id}`, { headers })).json()) as { data: { id: string }[] };
  await signIn(page, 'master@acme.test');
  const nav = page.getByRole('navigation', { name: 'Main' });
  /** The navigation's entries with their aria-current (null when not current). */
  const currents = () => nav.getByRole('link').evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('aria-current')]));
  await expect.poll(currents).toEqual([
    ['Home', 'page'],
    ['Stories', null],
    ['Boards', null],
    ['Projects', null],
    ['AI assistant', null],
  ]);
  await nav.getByRole('link', { name: 'Projects' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expect(page).toHaveTitle('Projects · Insight Portal');
  await expect(nav.getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page');
  // The studies list and an interview belong to the Projects section: it is the current entry, but not the current page.
  for (const [url, heading] of [
    [paths.studies.getHref(), 'Studies'],
    [paths.study.interview.getHref(study.id, interviews.data[0].id), /Interview with/],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect.poll(currents).toEqual([
      ['Home', null],
      ['Stories', null],
      ['Boards', null],
      ['Projects', 'true'],
      ['AI assistant', null],
    ]);
  }
  await nav.getByRole('link', { name: 'Projects' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  const firstProject = page.getByRole('list', { name: 'Projects' }).getByRole('article').first();
  await expect(firstProject.getByText(/\d+ stud(y|ies) · \d+ showreels? · \d+ insights?/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A project's page leads back to the projects list.
  await firstProject.getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Projects' })).toBeVisible();

  // The account menu's button is no link to the team page: on its pages it marks its section ("true"), as a nav entry
  // does on another page of its section; the menu item of the page is the page ("page").
  const account = page.getByRole('button', { name: /account menu/i });
  await expect(account).not.toHaveAttribute('aria-current');
  await page.goto(paths.users.getHref());
  await expect(account).toHaveAttribute('aria-current', 'true');
  await account.click();
  await expect(page.getByRole('menuitem', { name: 'User management' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('menuitem', { name: 'Profile' })).not.toHaveAttribute('aria-current');
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(account).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('[aria-current="page"]')).toHaveCount(0);
});
