import { apiToken, expect, expectNoSeriousA11yViolations, signIn, test } from '../../fixtures/portal';
import type { TestSmtpServer } from '../../fixtures/mail';
import { startInbox, uniqueEmail } from './team-fixtures';

let inbox: TestSmtpServer;

test.beforeAll(async () => {
  inbox = await startInbox();
});
test.afterAll(async () => {
  await inbox.close();
});

test('[team]: can resend an invitation, change access, revoke a project and delete a user, each confirmed', async ({ page, request }) => {
  const email = uniqueEmail('managed');
  const headers = await apiToken(request, 'master@acme.test');
  const clients = (await (await request.get('/api/user/clients', { headers })).json()) as { data: { id: string }[] };
  const projects = (await (await request.get(`/api/projects?client_id=${clients.data[0].id}&per_page=100`, { headers })).json()) as {
    data: { id: string; title: string }[];
  };
  const project = projects.data.find((p) => p.title === 'Convenience food 2026')!;
  const invited = await request.post(`/api/client/${clients.data[0].id}/invite_users`, {
    headers,
    data: { emails: [email], project_ids: [project.id], auto_grant: false },
  });
  expect(invited.ok()).toBeTruthy();
  await inbox.waitForMail(email);

  await signIn(page, 'master@acme.test');
  await page.goto('/users');
  const row = page.getByTestId('team-row').filter({ hasText: email });
  await expect(row.getByText('Pending')).toBeVisible();

  await row.getByRole('button', { name: /actions for/i }).click();
  await page.getByRole('menuitem', { name: 'Resend invitation' }).click();
  await expect(page.getByRole('dialog', { name: 'Resend invitation?' })).toBeVisible();
  await page.getByRole('button', { name: 'Resend', exact: true }).click();
  await expect(page.getByText(`Invitation resent to ${email}`)).toBeVisible();
  await inbox.waitForMail(email);

  await row.getByRole('button', { name: /actions for/i }).click();
  await page.getByRole('menuitem', { name: 'Edit role and access' }).click();
  const edit = page.getByRole('dialog', { name: /Edit access of/ });
  await edit.getByRole('combobox', { name: 'Project access' }).click();
  await page.getByRole('option', { name: 'Nordic plant-based growth' }).click();
  await page.keyboard.press('Escape');
  await expectNoSeriousA11yViolations(page);
  await edit.getByRole('button', { name: 'Save' }).click();
  const nordicChip = row.getByRole('button', { name: /Revoke Nordic plant-based growth/ });
  await expect(nordicChip).toBeVisible();

  await nordicChip.locator('svg').click();
  await page.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(page.getByText(/Nordic plant-based growth revoked from/)).toBeVisible();
  await expect(nordicChip).toHaveCount(0);

  await row.getByRole('button', { name: /actions for/i }).click();
  await page.getByRole('menuitem', { name: 'Delete user' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(/deleted$/)).toBeVisible();
  await expect(page.getByTestId('team-row').filter({ hasText: email })).toHaveCount(0);
});

test('[team]: can not open user management without view_team_account_status', async ({ page }) => {
  await signIn(page, 'researcher@acme.test');
  await page.getByRole('button', { name: /account menu/i }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'User management' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/users');
  await expect(page.getByRole('heading', { name: 'You are not authorized to view this page' })).toBeVisible();
});
