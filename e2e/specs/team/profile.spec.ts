import { expect, expectNoSeriousA11yViolations, signIn, test } from '../../fixtures/portal';

/** A 2×2 red PNG, made here so the spec needs no fixture file. */
const RED_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAABAAAAAQBPJcTWAAAAEElEQVR4nGP4y8AARAwQCgAfrgP19hgqWQAAAABJRU5ErkJggg==',
  'base64',
);

// The Nordic Master is the demo account no other spec reads the name or picture of.
test('[team]: edits the own profile and uploads a profile picture, and both are kept after a reload', async ({ page }) => {
  await signIn(page, 'master@nordic.test');
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile/);

  const details = page.getByRole('form', { name: 'Personal details' });
  await expect(details.getByLabel('Email')).toHaveValue('master@nordic.test');
  await expectNoSeriousA11yViolations(page);

  // A required name left empty is named before anything is sent.
  await details.getByLabel(/^First name/).fill('');
  await details.getByRole('button', { name: 'Save profile' }).click();
  await expect(details.getByText('This value is required')).toBeVisible();

  await details.getByLabel(/^First name/).fill('Ingrid');
  await details.getByLabel('Job title').fill('Head of Consumer Insight');
  await details.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();

  // A file of the wrong type is refused in the page.
  const fileInput = page.getByLabel('Profile picture file');
  await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(page.getByRole('alert').filter({ hasText: 'The picture must be a PNG, JPEG or WebP image.' })).toBeVisible();

  await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: RED_PNG });
  await expect(page.getByText('Selected: me.png')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of the new profile picture' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Profile picture updated')).toBeVisible();

  await page.reload();
  const reloaded = page.getByRole('form', { name: 'Personal details' });
  await expect(reloaded.getByLabel(/^First name/)).toHaveValue('Ingrid');
  await expect(reloaded.getByLabel('Job title')).toHaveValue('Head of Consumer Insight');
  // The stored picture is served back (a signed media URL) and decodes as an image.
  const picture = page.getByRole('img', { name: 'Profile picture' }).first();
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(2);
});
