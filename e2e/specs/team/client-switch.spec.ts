import { expect, expectNoSeriousA11yViolations, signIn, test, signOut } from '../../fixtures/portal';

test("[team]: can switch client and see the other client's studies, keeping client_id across navigation and reloads", async ({ page }) => {
  await signIn(page, 'admin@portal.test');
  await page.goto('/studies');
  await expect(page.getByRole('heading', { name: 'Meal-kit subscriptions in Spain' })).toBeVisible();
  // The page shows before client_id reaches the URL (no redirect first): wait for it before reading it.
  await expect(page).toHaveURL(/client_id=/);
  const acmeUrl = new URL(page.url());
  const acmeId = acmeUrl.searchParams.get('client_id');
  expect(acmeId).toBeTruthy();

  await page.getByRole('button', { name: /account menu/i }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Acme Foods' })).toHaveAttribute('aria-checked', 'true');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('menuitemradio', { name: 'Nordic Living' }).click();
  await expect(page.getByText('Switched to Nordic Living')).toBeVisible();
  // The toast shows as the navigation starts: wait for the new client to reach the URL before reading it.
  const clientIdInUrl = () => new URL(page.url()).searchParams.get('client_id');
  await expect.poll(clientIdInUrl).not.toBe(acmeId);
  const nordicId = clientIdInUrl();
  expect(nordicId).toBeTruthy();

  // Projects lists the Nordic projects with their studies.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
  await expect(page).toHaveURL(new RegExp(`client_id=${nordicId}`));
  await expect(page.getByRole('link', { name: 'Meal-kit subscriptions in Spain' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Flat-pack furniture assembly in Sweden' })).toBeVisible();

  // The choice is kept in the session: a bare URL in the same tab comes back with the Nordic client.
  await page.goto('/studies');
  await expect(page).toHaveURL(new RegExp(`client_id=${nordicId}`));

  // An admin-like user's ?client_id= is honoured at start-up.
  await page.goto(`/studies?client_id=${acmeId}`);
  await expect(page.getByRole('heading', { name: 'Meal-kit subscriptions in Spain' })).toBeVisible();
});

test('[team]: can not act for a foreign client through ?client_id= without the permission', async ({ page }) => {
  await signIn(page, 'admin@portal.test');
  await page.goto('/studies');
  await expect(page.getByRole('heading', { name: 'Meal-kit subscriptions in Spain' })).toBeVisible();
  await expect(page).toHaveURL(/client_id=/);
  const acmeId = new URL(page.url()).searchParams.get('client_id');
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitemradio', { name: 'Nordic Living' }).click();
  // The click returns before the switch reaches the URL: wait for it before reading the id.
  await expect(page.getByText('Switched to Nordic Living')).toBeVisible();
  const clientIdInUrl = () => new URL(page.url()).searchParams.get('client_id');
  await expect.poll(clientIdInUrl).not.toBe(acmeId);
  const nordicId = clientIdInUrl();
  await signOut(page);

  await signIn(page, 'master@acme.test');
  await page.goto(`/studies?client_id=${nordicId}`);
  // Replaced by the Master's own client.
  await expect(page).not.toHaveURL(new RegExp(`client_id=${nordicId}`));
  await expect(page.getByRole('heading', { name: 'Meal-kit subscriptions in Spain' })).toBeVisible();
});

test('[team]: the header shows the active client; switching keeps a page both clients have, else goes home', async ({ page }) => {
  await signIn(page, 'admin@portal.test');
  await page.goto('/studies?q=e');
  await expect(page.getByRole('heading', { name: 'Meal-kit subscriptions in Spain' })).toBeVisible();
  const clientButton = page.getByRole('banner').getByRole('button', { name: /^Client: Acme Foods/ });
  await expect(clientButton).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await clientButton.click();
  await page.getByRole('menuitemradio', { name: 'Nordic Living' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Client: Nordic Living/ })).toBeVisible();
  await expect(page).toHaveURL(/\/studies\?q=e&client_id=/);
  await expect(page.getByRole('heading', { name: 'Flat-pack furniture assembly in Sweden' })).toBeVisible();

  // A study belongs to one client: switching from it goes home.
  await page.getByRole('heading', { name: 'Flat-pack furniture assembly in Sweden' }).click();
  await expect(page).toHaveURL(/\/studies\/[0-9a-f-]{36}/);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Client: Nordic Living/ })
    .click();
  await page.getByRole('menuitemradio', { name: 'Acme Foods' }).click();
  await expect(page).toHaveURL(/\/home\?client_id=/);
  await expect(page.getByRole('banner').getByRole('button', { name: /^Client: Acme Foods/ })).toBeVisible();
});

test('[team]: a link without client_id shows its page for the active client at once, then carries client_id in place', async ({ page }) => {
  await signIn(page, 'master@acme.test');
  await expect(page).toHaveURL(/client_id=/);
  const clientId = new URL(page.url()).searchParams.get('client_id')!;
  // The address when the app first renders the page (its header's navigation appears; the HTML shell of decision 0330
  // has none), the Home link's address then, and the history length.
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      const home = document.querySelector('nav[aria-label="Main"] a');
      if (!home) return;
      seen.disconnect();
      (window as unknown as { firstRender: object }).firstRender = { url: location.href, homeHref: home.getAttribute('href'), historyLength: history.length };
    });
    document.addEventListener('DOMContentLoaded', () => seen.observe(document.body, { childList: true, subtree: true }));
  });

  await page.goto('/studies?q=kit');
  await expect(page).toHaveURL(new RegExp(`/studies\\?q=kit&client_id=${clientId}$`));
  const first = await page.evaluate(() => (window as unknown as { firstRender: { url: string; homeHref: string; historyLength: number } }).firstRender);
  // No redirect first: the page rendered at the address as opened, already for the active client (its links carry it) …
  expect(new URL(first.url).search).toBe('?q=kit');
  expect(first.homeHref).toBe(`/home?client_id=${clientId}`);
  await expect(page.getByRole('heading', { name: 'Meal-kit subscriptions in Spain' })).toBeVisible();
  // … and client_id replaced the address in place: no history entry was added.
  expect(await page.evaluate(() => history.length)).toBe(first.historyLength);
  await page.goBack();
  await expect(page).toHaveURL(/\/home\?client_id=/);
});
