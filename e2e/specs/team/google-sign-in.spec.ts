import { expect, expectNoSeriousA11yViolations, signIn, test, signOut } from '../../fixtures/portal';
import { startInbox, startOpenIdProvider, uniqueEmail } from './team-fixtures';

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

test('[team]: the first Google sign-in of an invited address registers it and says so; the next one signs in', async ({ page, browser }) => {
  const inbox = await startInbox();
  try {
    const email = uniqueEmail('oidc-invitee');
    await signIn(page, 'master@acme.test');
    await page.goto('/users');
    await page.getByRole('button', { name: 'Invite users' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite team members' });
    await dialog.getByLabel('Email addresses').fill(email);
    await dialog.getByRole('button', { name: 'Send invitations' }).click();
    await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
    await inbox.waitForMail(email);

    const invitee = await (await browser.newContext()).newPage();
    provider.signInAs({ email, given_name: 'Olga', family_name: 'Openid' });
    await invitee.goto('/auth/login');
    await invitee.getByRole('link', { name: 'Sign in with Google' }).click();
    await expect(invitee.getByText('Welcome to Insight Portal: your account is registered and you are signed in.')).toBeVisible();
    await expect(invitee.getByRole('button', { name: /account menu for Olga Openid/i })).toBeVisible();

    await signOut(invitee);
    await invitee.getByRole('link', { name: 'Sign in with Google' }).click();
    await expect(invitee.getByText('You are signed in.')).toBeVisible();
    await expect(invitee.getByText(/your account is registered/)).toHaveCount(0);
  } finally {
    await inbox.close();
  }
});
