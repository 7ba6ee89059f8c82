import { deflateSync } from 'node:zlib';
import { expect, expectNoSeriousA11yViolations, signIn, test } from '../../fixtures/portal';

/** A real PNG of `width`×`height` purple pixels (what the API re-encodes with sharp). */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [123, 31, 162]).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('[study-creation]: a researcher creates a study from a template through every step, reloads midway, edits the draft, exports and orders it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const title = `Snack concept check ${Date.now()}`;
  await signIn(page, 'researcher@acme.test');

  // Start: the header's Create study button opens the two cards.
  await page.getByRole('button', { name: 'Create study' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a study' });
  await expect(dialog.getByText('Create with AI assist')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: /Start from a template/ }).click();

  // SELECT_TEMPLATE: search, preview, choose.
  await expect(page).toHaveURL(/\/studies\/create\?step_name=SELECT_TEMPLATE/);
  await expect(page.getByText('20 templates')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Search templates').fill('concept');
  await page.getByRole('button', { name: 'Preview Concept test' }).click();
  const preview = page.getByRole('dialog', { name: 'Concept test' });
  await expect(preview.getByText('Section 1: Which concept resonates most, and why?')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await preview.getByRole('button', { name: 'Use this template' }).click();

  // STIMULI: one file uploaded with its progress seen, removed; then a link.
  await expect(page).toHaveURL(/step_name=STIMULI&study=[0-9a-f-]{36}/);
  const studyId = new URL(page.url()).searchParams.get('study') as string;
  await page.route('**/api/storage/uploads/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.locator('#stimulus-files').setInputFiles({ name: 'concept-board.png', mimeType: 'image/png', buffer: png(1600, 900) });
  await expect(page.getByRole('progressbar', { name: 'Uploading concept-board.png' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const materials = page.getByRole('list', { name: 'Study materials' });
  await expect(materials.getByText('concept-board.png')).toBeVisible({ timeout: 20_000 });
  await expect(materials.locator('img')).toHaveCount(1);
  await expect(page.getByRole('radio', { name: 'Links' })).toBeDisabled();
  await page.getByRole('button', { name: 'Remove concept-board.png' }).click();
  await expect(materials.getByText('No study materials yet.')).toBeVisible();
  await page.getByRole('radio', { name: 'Links' }).check();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Concept page');
  await page.getByRole('textbox', { name: 'URL', exact: true }).fill('concept.example.com');
  await page.getByRole('button', { name: 'Add link' }).click();
  await expect(page.getByText('The link must start with http:// or https://.')).toBeVisible();
  await page.getByRole('textbox', { name: 'URL', exact: true }).fill('https://concept.example.com/snack');
  await page.getByRole('button', { name: 'Add link' }).click();
  await expect(materials.getByText('https://concept.example.com/snack')).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // OUTLINE, then a reload: the step and the draft come back from the server.
  await expect(page).toHaveURL(/step_name=OUTLINE/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Outline' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Business question 1', exact: true })).toHaveValue('Which concept resonates most, and why?');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('textbox', { name: 'Study title', exact: true }).fill(title);
  await page.getByRole('button', { name: 'Add business question' }).click();
  await page.getByRole('textbox', { name: 'Business question 3', exact: true }).fill('which concept resonates most, and why?');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('This business question already exists.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Business question 3', exact: true }).fill('Where would people buy it?');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // STUDY_DESIGN: a new section for the new business question with a scoring task.
  await expect(page).toHaveURL(/step_name=STUDY_DESIGN/);
  await expect(page.getByRole('textbox', { name: 'Question 1 text', exact: true })).toHaveValue(
    'Look at the concept and think out loud about your first impression.',
  );
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Add section' }).click();
  const section = page.getByRole('region', { name: 'Section 3' });
  await section.getByRole('combobox', { name: 'Business question of section 3' }).click();
  await page.getByRole('option', { name: 'Where would people buy it?' }).click();
  await section.getByRole('combobox', { name: 'Question 6 type' }).click();
  await page.getByRole('option', { name: 'Scoring scale' }).click();
  await section.getByRole('textbox', { name: 'Question 6 text', exact: true }).fill('How likely are you to find it in your usual shop, from 1 to 5?');
  await section.getByLabel('Show Concept page').check();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // RECRUIT: managed with a quality review, one Danish segment.
  await expect(page).toHaveURL(/step_name=RECRUIT/);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('radio', { name: /Managed: a recruitment specialist/ }).check();
  await page.getByRole('checkbox', { name: /quality review/ }).check();
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'Denmark' }).click();
  await expect(page.getByRole('combobox', { name: 'Interview language' })).toHaveText(/Danish/);
  await page.getByRole('spinbutton', { name: 'Required interviews' }).fill('6');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/step_name=CONFIRM/);

  // Edit the draft: materials are locked unless the full editor is opened; the title changes.
  await page.goto(`/studies/${studyId}/edit?step_name=STIMULI`);
  await expect(page.getByText('The study materials of a saved draft are locked.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('tab', { name: 'Outline' }).click();
  await expect(page).toHaveURL(new RegExp(`/studies/${studyId}/edit\\?step_name=OUTLINE`));
  await page.getByRole('textbox', { name: 'Study title', exact: true }).fill(`${title} (edited)`);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/step_name=STUDY_DESIGN/);
  await page.getByRole('tab', { name: 'Confirm' }).click();

  // CONFIRM: the summary, the export and the order.
  await expect(page.getByText(`${title} (edited)`).first()).toBeVisible();
  await expect(page.getByText('How likely are you to find it in your usual shop, from 1 to 5?')).toBeVisible();
  await expect(page.getByText(/Managed by a specialist \(about 1 day\) with a quality review/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export study design' }).click();
  expect((await download).suggestedFilename()).toBe(`${title} (edited) - study design.docx`);
  await page.getByRole('button', { name: 'Order study' }).click();
  await expect(page.getByText('Accept the terms and conditions to start the study.')).toBeVisible();
  await page.getByRole('checkbox', { name: /I accept the study terms/ }).check();
  await page.getByRole('button', { name: 'Order study' }).click();
  await expect(page.getByText('Your study is ordered and in preparation.')).toBeVisible();
  await expect(page.getByText('expect participants in about 2 days')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The studies list shows it at once; the ordered study is no longer a draft.
  await page.getByRole('link', { name: 'Go to studies' }).click();
  await page.getByLabel('Search studies').fill('Snack concept check');
  await expect(page.getByRole('link', { name: new RegExp(`${title} \\(edited\\)`) }).first()).toBeVisible();
  await page.goto(`/studies/${studyId}/edit?step_name=OUTLINE`);
  await expect(page.getByText('This study is no longer a draft, so it cannot be edited.')).toBeVisible();

  // Study Details offers the design export too.
  await page.goto(`/studies/${studyId}/details`);
  const again = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export study design' }).click();
  expect((await again).suggestedFilename()).toMatch(/study design\.docx$/);
  await expectNoSeriousA11yViolations(page);
});

test('[study-creation]: on a narrow screen Create study is in the burger menu; a user without edit permission sees the permission text', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await signIn(page, 'master@acme.test');
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await page.getByRole('button', { name: 'Create study' }).click();
  await expect(page.getByRole('dialog', { name: 'Create a study' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');

  await page.goto('/auth/logout');
  await signIn(page, 'consumer@acme.test');
  await expect(page.getByRole('button', { name: 'Create study' })).toHaveCount(0);
  await page.goto('/studies/00000000-0000-4000-8000-000000000000/edit?step_name=OUTLINE');
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
