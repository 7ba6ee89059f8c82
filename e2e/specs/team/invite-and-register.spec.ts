import { expect, expectNoSeriousA11yViolations, signIn, test, signOut } from '../../fixtures/portal';
import type { TestSmtpServer } from '../../fixtures/mail';
import { pathOf, startInbox, uniqueEmail } from './team-fixtures';

const NEW_PASSWORD = 'Fresh-start-42!';
let inbox: TestSmtpServer;

test.beforeAll(async () => {
  inbox = await startInbox();
});
test.afterAll(async () => {
  await inbox.close();
});

test('[team]: can invite a new address, register from the e-mailed link and see only the granted projects', async ({ page, browser }) => {
  const email = uniqueEmail('invitee');
  await signIn(page, 'master@acme.test');
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'User management' }).click();
  await expect(page.getByRole('heading', { name: 'User management' })).toBeVisible();
  await expect(page.getByTestId('seats-summary')).toContainText('available');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Invite users' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite team members' });
  // An invalid address is named beside itself and nothing is sent.
  await dialog.getByLabel('Email addresses').fill(`${email}, not-an-address`);
  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  await expect(dialog.getByText('The email must be a valid email address.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await dialog.getByLabel('Email addresses').fill(email);
  await dialog.getByRole('combobox', { name: 'Project access' }).click();
  await page.getByRole('option', { name: 'Convenience food 2026' }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  const row = page.getByTestId('team-row').filter({ hasText: email });
  await expect(row.getByText('Pending')).toBeVisible();

  const mail = await inbox.waitForMail(email);
  expect(mail.link).toContain('/auth/register?hash=');

  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(pathOf(mail.link));
  await expect(invitee.getByLabel('Email')).toHaveValue(email);
  await invitee.getByLabel(/^First name/).fill('Ines');
  await invitee.getByLabel(/^Last name/).fill('Invited');
  await invitee.getByLabel('Password', { exact: false }).first().fill(NEW_PASSWORD);
  await invitee.getByLabel(/^Repeat password/).fill('Fresh-start-43!');
  await invitee.getByRole('button', { name: 'Create account' }).click();
  await expect(invitee.getByText('Password does not match')).toBeVisible();
  await expectNoSeriousA11yViolations(invitee);
  await invitee.getByLabel(/^Repeat password/).fill(NEW_PASSWORD);
  await invitee.getByRole('checkbox', { name: /terms of service/ }).check();
  await invitee.getByRole('button', { name: 'Create account' }).click();
  await expect(invitee).not.toHaveURL(/\/auth\//);

  // The link works once.
  await signOut(invitee);
  await invitee.goto(pathOf(mail.link));
  await expect(invitee.getByText(/invalid, has already been used or has expired/)).toBeVisible();

  // Signing in with the chosen password shows only the granted project's studies.
  await signIn(invitee, email, NEW_PASSWORD);
  await invitee.goto('/studies');
  await expect(invitee.getByRole('heading', { name: 'Meal-kit subscriptions in Spain' })).toBeVisible();
  await expect(invitee.getByRole('heading', { name: 'Oat drink at home in Sweden' })).toHaveCount(0);
  await expect(invitee.getByRole('heading', { name: 'Plant-based snacks in Denmark' })).toHaveCount(0);

  // The Master now sees the user as Active.
  await page.reload();
  await expect(page.getByTestId('team-row').filter({ hasText: email }).getByText('Active')).toBeVisible();
});
