import { apiToken, expect, expectNoSeriousA11yViolations, signIn, test } from '../../fixtures/portal';

/** The active (home) client of a demo account, read through the API. */
async function homeClientId(request: Parameters<typeof apiToken>[0], headers: Record<string, string>) {
  const user = (await (await request.get('/api/user', { headers })).json()) as { data: { client_id: string } };
  return user.data.client_id;
}

test('[projects]: a Master creates a project, manages its users, edits, archives and restores it', async ({ page, request }) => {
  test.setTimeout(240_000);
  const title = `00 E2E project ${Date.now()}`;
  // Three more projects so the list runs over one page of five (SPEC §9); archived again at the end.
  const headers = await apiToken(request, 'master@acme.test');
  const clientId = await homeClientId(request, headers);
  const extra: string[] = [];
  for (const n of [1, 2, 3]) {
    const made = await request.post('/api/projects', { headers, data: { client_id: clientId, title: `01 E2E filler ${n} ${Date.now()}` } });
    extra.push(((await made.json()) as { data: { id: string } }).data.id);
  }
  await signIn(page, 'master@acme.test');
  await page.goto('/projects2');
  await expect(page).toHaveURL(/\/projects(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  // Five per page (SPEC §9) with pages for the rest.
  await page.getByRole('button', { name: 'New project' }).click();
  const form = page.getByRole('dialog', { name: 'New project' });
  await form.getByRole('button', { name: 'Create project' }).click();
  await expect(form.getByText('This value is required')).toBeVisible();
  await form.getByLabel(/^Title/).fill(title);
  await form.getByLabel('Description').fill('Made by the end-to-end test');
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByText(`Project ${title} created`)).toBeVisible();

  const list = page.getByRole('list', { name: 'Projects' });
  await expect(list.getByRole('article')).toHaveCount(5);
  const card = list.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText('0 studies · 0 showreels · 0 insights')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Projects pages' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('projects-1440.png'), fullPage: true });

  // Manage project users: the Consumer has no access until granted; Masters see every project by role.
  await card.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Manage project users' }).click();
  const users = page.getByRole('dialog', { name: `Project users of ${title}` });
  const consumerRow = users.getByRole('row').filter({ hasText: 'consumer@acme.test' });
  await expect(consumerRow.getByText('No access')).toBeVisible();
  await expect(users.getByRole('row').filter({ hasText: 'master@acme.test' }).getByText('Every project (role)')).toBeVisible();
  await expect(users.getByRole('row').filter({ hasText: 'master@acme.test' }).getByRole('switch')).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await consumerRow.getByRole('switch').click();
  await expect(page.getByText(/now has access/)).toBeVisible();
  await expect(consumerRow.getByText('Has access')).toBeVisible();
  await consumerRow.getByRole('switch').click();
  await expect(page.getByText(/no longer has access/)).toBeVisible();
  await expect(consumerRow.getByText('No access')).toBeVisible();
  await users.getByRole('button', { name: 'Done' }).click();

  // Edit: the cached list refreshes with the new title.
  await card.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit project' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit project' });
  await edit.getByLabel(/^Title/).fill(`${title} renamed`);
  await edit.getByRole('button', { name: 'Save' }).click();
  const renamed = list.getByRole('article', { name: `${title} renamed` });
  await expect(renamed).toBeVisible();

  // The project page offers the same management.
  await renamed.getByRole('link', { name: `${title} renamed` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${title} renamed` })).toBeVisible();
  await expect(page.getByText('Made by the end-to-end test')).toBeVisible();
  await page.getByRole('button', { name: 'Manage project users' }).click();
  await expect(page.getByRole('dialog', { name: `Project users of ${title} renamed` })).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Edit project' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit project' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Archive: it leaves the list and waits under Archived, from where it is restored (and archived again to tidy up).
  await page.goto('/projects');
  await list.getByRole('button', { name: `Actions for ${title} renamed` }).click();
  await page.getByRole('menuitem', { name: 'Archive project' }).click();
  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(page.getByText(`${title} renamed archived`)).toBeVisible();
  await expect(list.getByRole('article', { name: `${title} renamed` })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Archived' }).click();
  await expect(page).toHaveURL(/archived=true/);
  const archived = page.getByRole('list', { name: 'Projects' }).getByRole('article', { name: `${title} renamed` });
  await expect(archived).toBeVisible();
  await archived.getByRole('button', { name: `Actions for ${title} renamed` }).click();
  await page.getByRole('menuitem', { name: 'Restore project' }).click();
  await expect(page.getByText(`${title} renamed restored`)).toBeVisible();
  await page.getByRole('tab', { name: 'Current' }).click();
  await list.getByRole('button', { name: `Actions for ${title} renamed` }).click();
  await page.getByRole('menuitem', { name: 'Archive project' }).click();
  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(list.getByRole('article', { name: `${title} renamed` })).toHaveCount(0);
  for (const id of extra) await request.put(`/api/projects/${id}?client_id=${clientId}`, { headers, data: { archived: true } });
});

test('[projects]: the studies list filtered by a project offers Manage project users; /studies2 opens the studies list', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signIn(page, 'master@acme.test');
  await page.goto('/studies2');
  await expect(page).toHaveURL(/\/studies(\?|$)/);
  const headers = await apiToken(request, 'master@acme.test');
  const clientId = await homeClientId(request, headers);
  const all = (await (await request.get(`/api/projects?client_id=${clientId}&per_page=100`, { headers })).json()) as { data: { id: string; title: string }[] };
  const projectId = all.data.find((p) => p.title === 'Convenience food 2026')!.id;
  await page.goto(`/studies?project_id=${projectId}`);
  await page.getByRole('button', { name: 'Manage project users' }).click();
  const dialog = page.getByRole('dialog', { name: 'Project users of Convenience food 2026' });
  await expect(dialog.getByRole('table', { name: 'Access to Convenience food 2026' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('[home]: the research team manages articles; the team reads them, external links open in a new tab and say so', async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  const title = `E2E article ${Date.now()}`;
  // An article linking out of the portal (the demo's own articles open its help pages).
  const headers = await apiToken(request, 'admin@portal.test');
  const outside = await request.post('/api/articles', {
    headers,
    data: { title: `${title} outside`, link: 'https://example.org/research-digest', published: true },
  });
  expect(outside.ok()).toBeTruthy();
  await signIn(page, 'admin@portal.test');
  await page.goto('/home');
  const section = page.getByRole('region', { name: 'Articles' });
  await expect(section.getByRole('heading', { level: 2, name: 'Articles' })).toBeVisible();
  await expect(section.getByRole('link', { name: 'Why video-first research finds what surveys miss', exact: true })).not.toHaveAttribute('target', '_blank');
  const external = section.getByRole('link', { name: `${title} outside (opens in a new tab)` });
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', /noopener/);
  expect((await request.delete(`/api/articles/${((await outside.json()) as { data: { id: string } }).data.id}`, { headers })).ok()).toBeTruthy();

  await section.getByRole('button', { name: 'Manage articles' }).click();
  const manager = page.getByRole('dialog', { name: 'Manage articles' });
  await manager.getByRole('button', { name: 'New article' }).click();
  const form = manager.getByRole('form', { name: 'New article' });
  await form.getByLabel(/^Title/).fill(title);
  await form.getByLabel('Lead').fill('Written by the end-to-end test');
  await form.getByLabel(/^Link/).fill('javascript:alert(1)');
  await form.getByRole('button', { name: 'Add article' }).click();
  await expect(form.getByText('Use a portal path (/…) or an http(s) address')).toBeVisible();
  await form.getByLabel(/^Link/).fill('/studies');
  await form.getByLabel('Published on Home').check();
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Add article' }).click();
  const order = manager.getByRole('list', { name: 'Articles in Home order' });
  await expect(order.getByRole('listitem').last()).toContainText(title);
  await manager.getByRole('button', { name: `Move ${title} up` }).click();
  await expect(page.getByText('Order saved')).toBeVisible();
  await expect(order.getByRole('listitem').nth(-2)).toContainText(title);
  await expectNoSeriousA11yViolations(page);
  await manager.getByRole('button', { name: 'Done' }).click();

  // A Master of the client sees the published article, linking inside the portal (same tab), without the editor.
  const context = await browser.newContext();
  const master = await context.newPage();
  await signIn(master, 'master@acme.test');
  await master.goto('/home');
  const theirs = master.getByRole('region', { name: 'Articles' });
  const internal = theirs.getByRole('link', { name: title, exact: true });
  await expect(internal).toBeVisible();
  await expect(internal).not.toHaveAttribute('target', '_blank');
  await expect(theirs.getByRole('button', { name: 'Manage articles' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(master);
  // The demo's own articles open help-centre pages of the portal.
  await theirs.getByRole('link', { name: 'Running one study in five languages', exact: true }).click();
  await expect(master.getByRole('heading', { level: 1, name: 'Running one study in five languages' })).toBeVisible();
  await master.goBack();
  await internal.click();
  await expect(master).toHaveURL(/\/studies/);
  await context.close();

  // Tidy up: delete the article.
  await section.getByRole('button', { name: 'Manage articles' }).click();
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(page.getByText('Article deleted')).toBeVisible();
});

test('[home]: a published notice shows in the header banner (156 px) until each user dismisses it', async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  const message = `E2E news ${Date.now()}`;
  const adminHeaders = await apiToken(request, 'admin@portal.test');
  const clientId = await homeClientId(request, adminHeaders);
  let noticeId: string | undefined;
  // Start from no published notice (an interrupted earlier run may have left one).
  const earlier = (await (await request.get(`/api/notices?client_id=${clientId}`, { headers: adminHeaders })).json()) as {
    data: { id: string; published_at: string | null }[];
  };
  for (const n of earlier.data.filter((n) => n.published_at))
    await request.put(`/api/notices/${n.id}?client_id=${clientId}`, { headers: adminHeaders, data: { published: false } });
  try {
    await signIn(page, 'admin@portal.test');
    await page.goto('/home');
    await page.getByRole('button', { name: 'News banner' }).click();
    const dialog = page.getByRole('dialog', { name: 'News banner' });
    await dialog.getByLabel(/^Message/).fill(message);
    await dialog.getByLabel('Read more link').fill('/stories');
    await dialog.getByRole('button', { name: 'Publish news' }).click();
    await expect(page.getByText('News published')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    const notices = (await (await request.get(`/api/notices?client_id=${clientId}`, { headers: adminHeaders })).json()) as {
      data: { id: string; message: string }[];
    };
    noticeId = notices.data.find((n) => n.message === message)?.id;

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const master = await context.newPage();
    await signIn(master, 'master@acme.test');
    await master.goto('/home');
    const banner = master.getByRole('region', { name: 'News' });
    await expect(banner).toContainText(message);
    await expect(banner.getByRole('link', { name: 'Read more' })).toHaveAttribute('href', /\/stories/);
    expect(await master.locator('header').evaluate((el) => Math.round(el.getBoundingClientRect().height))).toBe(156 + 1);
    await expectNoSeriousA11yViolations(master);
    await master.screenshot({ path: test.info().outputPath('home-banner-1440.png'), fullPage: true });
    await banner.getByRole('button', { name: 'Dismiss news' }).click();
    await expect(banner).toHaveCount(0);
    expect(await master.locator('header').evaluate((el) => Math.round(el.getBoundingClientRect().height))).toBe(100 + 1);
    // Dismissal is kept on the server: a reload (or another device) does not bring it back.
    await master.reload();
    await expect(master.getByRole('heading', { level: 2, name: 'Popular studies' })).toBeVisible();
    await expect(master.getByRole('region', { name: 'News' })).toHaveCount(0);
    await context.close();

    // The narrow header is 136 px with the banner; the admin has not dismissed it.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole('region', { name: 'News' })).toContainText(message);
    expect(await page.locator('header').evaluate((el) => Math.round(el.getBoundingClientRect().height))).toBe(136 + 1);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('home-banner-390.png'), fullPage: true });
  } finally {
    // Withdraw the notice so no other journey sees a banner.
    if (noticeId) await request.put(`/api/notices/${noticeId}?client_id=${clientId}`, { headers: adminHeaders, data: { published: false } });
  }
});

test('[showcase]: /react shows every section to the research team in light and dark; others get the 403 page', async ({ page, browser }) => {
  test.setTimeout(300_000);
  await signIn(page, 'admin@portal.test');
  await page.goto('/react');
  await expect(page).toHaveURL(/\/react\/common/);
  await expect(page.getByRole('heading', { level: 1, name: 'Component showcase' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Showcase sections' });
  for (const [label, heading] of [
    ['Common', 'Buttons'],
    ['Dark', 'Buttons'],
    ['Icons', null],
    ['Layout', 'Page header'],
    ['Lists', null],
    ['Portal components', 'Study status'],
  ] as const) {
    await nav.getByRole('link', { name: label }).click();
    await expect(page.getByRole('heading', { level: 2, name: label })).toBeVisible();
    if (heading) await expect(page.getByRole('heading', { level: 3, name: heading }).first()).toBeVisible();
    if (label === 'Lists') await expect(page.getByRole('list', { name: 'Study cards' }).getByRole('listitem').first()).toBeVisible();
    if (label === 'Icons') await expect(page.getByRole('list', { name: 'Icons' }).getByRole('listitem')).not.toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    if (label === 'Dark' || label === 'Lists') await page.screenshot({ path: test.info().outputPath(`react-${label.toLowerCase()}-1440.png`), fullPage: true });
  }

  const context = await browser.newContext();
  const master = await context.newPage();
  await signIn(master, 'master@acme.test');
  await master.goto('/react/common');
  await expect(master.getByText('You are not authorized to view this page')).toBeVisible();
  await context.close();
});

test('[legal]: the terms, privacy, study terms, PowerPoint subtitles and research help pages are portal pages anyone can read', async ({ page }) => {
  for (const [path, title] of [
    ['/legal/terms-of-service', 'Terms of service'],
    ['/legal/privacy-policy', 'Privacy policy'],
    ['/legal/study-terms', 'Study terms and conditions'],
    ['/help/video-first-research', 'Why video-first research finds what surveys miss'],
    ['/help/business-questions', 'Five tips for writing better business questions'],
    ['/help/multi-market-studies', 'Running one study in five languages'],
    ['/help/powerpoint-subtitles', 'Add subtitles to a video in PowerPoint (Windows)'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
  // The last page, PowerPoint subtitles, gives its steps as a list.
  await expect(page.getByRole('listitem').filter({ hasText: 'Insert Captions' })).toBeVisible();
});
