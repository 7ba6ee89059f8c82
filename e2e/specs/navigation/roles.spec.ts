import { expect, expectNoSeriousA11yViolations, signIn, test, signOut } from '../../fixtures/portal';

test('[navigation]: the consumer sees only stories (and boards, on for Acme) in the navigation', async ({ page }) => {
  await signIn(page, 'consumer@acme.test');
  await expect(page).toHaveURL(/\/stories/);
  const nav = page.getByRole('navigation', { name: /main/i });
  await expect(nav.getByRole('link', { name: 'Stories' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Boards' })).toBeVisible();
  await expect(nav.getByRole('link')).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Projects' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The studies screens are closed to consumers, on the server too.
  await page.goto('/studies');
  await expect(page.getByRole('heading', { name: /not authorized/i })).toBeVisible();
});

test('[navigation]: an unknown page shows Page Not Found with a Home link', async ({ page }) => {
  await signIn(page, 'researcher@acme.test');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The page keeps the app header; the error page's own Home link is in the main content.
  await page.getByRole('main').getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/home/);
});

test('[navigation]: signing in honours redirect_url and signing out returns to the login page', async ({ page }) => {
  await page.goto('/studies');
  await expect(page).toHaveURL(/\/auth\/login\?redirect_url=/);
  await page.getByLabel(/^Email/).fill('researcher@acme.test');
  await page.getByLabel(/^Password/).fill('wrong-password-1!');
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page.getByText('Wrong email or password. Please try again.')).toBeVisible();
  await page.getByLabel(/^Password/).fill('Research-2026!');
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page).toHaveURL(/\/studies/);
  await signOut(page);
});
