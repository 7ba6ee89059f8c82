import { expect, expectNoSeriousA11yViolations, test } from '../../fixtures/portal';
import { startOpenIdProvider } from './team-fixtures';

let provider: Awaited<ReturnType<typeof startOpenIdProvider>>;

test.beforeAll(async () => {
  provider = await startOpenIdProvider();
});
test.afterAll(async () => {
  await provider.close();
});

test('[team]: can sign in with Google through the OpenID provider and return to redirect_url', async ({ page }) => {
  await page.goto('/studies');
  await expect(page).toHaveURL(/\/auth\/login\?redirect_url=/);
  // Only configured providers get a button: Google is configured for the e2e server, Microsoft is not.
  await expect(page.getByRole('link', { name: 'Sign in with Microsoft' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  provider.signInAs({ email: 'researcher@acme.test' });
  await page.getByRole('link', { name: 'Sign in with Google' }).click();
  await expect(page).toHaveURL(/\/studies/);
  await expect(page.getByRole('button', { name: /account menu for Diego Ruiz/i })).toBeVisible();
});

test('[team]: can see why a Google sign-in without an account fails', async ({ page }) => {
  provider.signInAs({ email: 'nobody-here@e2e.test' });
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Sign in with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Sign-in failed' })).toBeVisible();
  await expect(page.getByRole('alert')).not.toBeEmpty();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Back to log in' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
});
