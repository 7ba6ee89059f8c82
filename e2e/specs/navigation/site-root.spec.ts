import { expect, expectNoSeriousA11yViolations, signIn, test } from '../../fixtures/portal';

test('[navigation]: the site root loads the portal: a visitor lands on the login page, a signed-in user at home', async ({ page }) => {
  const answer = await page.goto('/');
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['content-type']).toMatch(/text\/html/);
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByRole('button', { name: /log in/i })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Each field's error is read out with the field (the login form's light text fields, issue 15).
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('This value is required');
  await page.getByRole('textbox', { name: 'Email' }).fill('not-an-address');
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('The email must be a valid email address.');
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('This value is required');
  await expectNoSeriousA11yViolations(page);

  await signIn(page, 'researcher@acme.test');
  await page.goto('/');
  await expect(page).toHaveURL(/\/home/);
});
