import { expect, expectNoSeriousA11yViolations, signIn, test } from '../../fixtures/portal';
import type { TestSmtpServer } from '../../fixtures/mail';
import { pathOf, startInbox } from './team-fixtures';

let inbox: TestSmtpServer;

test.beforeAll(async () => {
  inbox = await startInbox();
});
test.afterAll(async () => {
  await inbox.close();
});

test('[team]: can reset a forgotten password from the e-mailed link and sign in with the new one', async ({ page }) => {
  const email = 'researcher@acme.test';
  const newPassword = `Reset-${Date.now().toString(36)}-9!`;
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/If an account exists for/)).toBeVisible();

  const mail = await inbox.waitForMail(email);
  expect(mail.link).toContain('/auth/reset_password/');
  const resetPath = pathOf(mail.link);

  await page.goto('/auth/reset_password/not-a-real-token');
  await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new reset link' })).toBeVisible();

  await page.goto(resetPath);
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel(/^Repeat password/).fill(newPassword);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/reset_password_success=true/);
  await expect(page.getByText('Your password has been reset.')).toBeVisible();

  await signIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/home/);

  // Put the demo password back so the other specs keep signing in (through the profile's password change).
  await page.goto('/profile');
  await page.getByLabel(/^Current password/).fill(newPassword);
  await page.getByLabel(/^New password/).fill('Research-2026!');
  await page.getByLabel(/^Repeat password/).fill('Research-2026!');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
});
