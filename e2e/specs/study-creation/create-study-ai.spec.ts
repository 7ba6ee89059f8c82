import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signIn, test } from '../../fixtures/portal';

/** Screenshots of a changed step at the two widths the wizard is checked at (1440 and 900 px), for review. */
async function screenshots(page: Page, name: string) {
  for (const width of [1440, 900]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('[study-creation]: a researcher creates a study on the AI path with the built-in provider: brief and rating, outline, design, recruit, order', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  await signIn(page, 'researcher@acme.test');

  // The dialog's AI card is live and opens AI_BRIEF.
  await page.getByRole('button', { name: 'Create study' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a study' });
  await dialog.getByRole('button', { name: /Create with AI assist/ }).click();
  await expect(page).toHaveURL(/\/studies\/create\?step_name=AI_BRIEF(&client_id=[0-9a-f-]+)?$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Brief' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Template' })).toHaveCount(0);

  // AI_BRIEF: a thin brief is rated with suggestions; the full one passes more checks.
  const brief = page.getByRole('textbox', { name: 'Brief' });
  await brief.fill('Plant-based snacks.');
  await page.getByRole('button', { name: 'Rate my brief' }).click();
  const rating = page.getByRole('region', { name: 'Brief rating' });
  await expect(rating.getByText(/Brief rating: \d+ \/ 100/)).toBeVisible();
  const thin = Number((await rating.getByText(/Brief rating: \d+/).textContent())?.match(/\d+/)?.[0]);
  await expect(page.getByText('AI: built-in').first()).toBeVisible();
  await expect(rating.getByRole('list', { name: 'Brief checks' }).getByRole('listitem')).toHaveCount(5);
  await expectNoSeriousA11yViolations(page);
  await brief.fill(
    `Objective: understand how families choose plant-based snacks ${stamp}.\nAudience: parents aged 25-45 who buy snacks weekly.\nMarket: Denmark.\n` +
      'Stimuli: two packaging concepts.\nDecisions to inform: which concept to launch next spring.',
  );
  await page.getByRole('button', { name: 'Rate my brief' }).click();
  await expect.poll(async () => Number((await rating.getByText(/Brief rating: \d+/).textContent())?.match(/\d+/)?.[0])).toBeGreaterThan(thin);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // STIMULI of the brief-based draft: a link.
  await expect(page).toHaveURL(/step_name=STIMULI&study=[0-9a-f-]{36}/);
  await page.getByRole('radio', { name: 'Links' }).check();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Packaging concepts');
  await page.getByRole('textbox', { name: 'URL', exact: true }).fill('https://concepts.example.com/snacks');
  await page.getByRole('button', { name: 'Add link' }).click();
  await expect(page.getByRole('list', { name: 'Study materials' }).getByText('https://concepts.example.com/snacks')).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // AI_OUTLINE: generate, then edit the business questions; regenerating asks first.
  await expect(page).toHaveURL(/step_name=AI_OUTLINE/);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Generate outline' }).click();
  // The job is polled every 500 ms: a percentage progress bar shows until it is done (SPEC §4).
  await expect(page.getByRole('progressbar', { name: 'Generating the outline' })).toBeVisible();
  const question1 = page.getByRole('textbox', { name: 'Business question 1', exact: true });
  await expect(question1).toHaveValue(/plant-based snacks/i, { timeout: 30_000 });
  await expect(page.getByText('AI: built-in')).toBeVisible();
  // The AI questions are unsaved until saved: the notice, and each question marked (visibly and in its description).
  const outlineNotice = page.getByRole('status').filter({ hasText: 'Unsaved business questions' });
  await expect(outlineNotice).toContainText('Save and continue');
  await expect(question1).toHaveAccessibleDescription('Unsaved');
  const questionCount = await page.getByRole('textbox', { name: /^Business question \d+$/ }).count();
  await expect(page.getByText('Unsaved', { exact: true })).toHaveCount(questionCount);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'ai-outline-unsaved');
  await page.getByRole('button', { name: 'Regenerate outline' }).click();
  const confirm = page.getByRole('dialog', { name: 'Regenerate the outline?' });
  await expect(confirm).toContainText('overrides your earlier edits');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await question1.fill('Which packaging concept do parents prefer for plant-based snacks?');
  await page.getByRole('textbox', { name: 'Study title', exact: true }).fill(`Plant-based snacks ${stamp}`);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // AI_STUDY_DESIGN: generate sections and tasks for the business questions, then keep them.
  await expect(page).toHaveURL(/step_name=AI_STUDY_DESIGN/);
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Generate study design' }).click();
  await expect(page.getByRole('textbox', { name: 'Question 1 text', exact: true })).not.toHaveValue('', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Regenerate study design' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Question 1 Unsaved' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved questions of the study design' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'ai-design-unsaved');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // RECRUIT as on the template path.
  await expect(page).toHaveURL(/step_name=RECRUIT/);
  await page.getByRole('radio', { name: /Managed: a recruitment specialist/ }).check();
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'Denmark' }).click();
  await page.getByRole('spinbutton', { name: 'Required interviews' }).fill('6');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // CONFIRM and the order.
  await expect(page).toHaveURL(/step_name=CONFIRM/);
  await expect(page.getByText('Which packaging concept do parents prefer for plant-based snacks?').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('checkbox', { name: /I accept the study terms/ }).check();
  await page.getByRole('button', { name: 'Order study' }).click();
  await expect(page.getByText('Your study is ordered and in preparation.')).toBeVisible();

  // The studies list's AI filter (brief-based studies) shows it.
  const studyId = new URL(page.url()).searchParams.get('study') as string;
  const listed = await page.evaluate(async (id) => {
    const token = localStorage.getItem('access_token');
    const answer = await fetch('/api/v3/studies?ai=true', { headers: { authorization: `Bearer ${token}` } });
    return ((await answer.json()) as { data: { id: string }[] }).data.some((s) => s.id === id);
  }, studyId);
  expect(listed).toBe(true);
});

test('[study-creation]: the assistant link /studies/create?step_name=AI_BRIEF&brief=… opens AI_BRIEF with the brief filled in; a brief edit marks the outline and design changed for every browser; new AI objectives clear the tasks', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'researcher@acme.test');
  const text = `Objective: learn how families in Sweden choose oat drinks ${Date.now()}.\nAudience: parents.\nMarket: Sweden.`;
  await page.goto(`/studies/create?step_name=AI_BRIEF&brief=${encodeURIComponent(text)}`);
  await expect(page.getByRole('textbox', { name: 'Brief' })).toHaveValue(text);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/step_name=STIMULI&study=/);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/step_name=AI_OUTLINE/);
  await page.getByRole('button', { name: 'Generate outline' }).click();
  await expect(page.getByRole('textbox', { name: 'Business question 1', exact: true })).toHaveValue(/oat drinks/i, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/step_name=AI_STUDY_DESIGN/);
  await page.getByRole('button', { name: 'Generate study design' }).click();
  await expect(page.getByRole('group', { name: 'Question 1 Unsaved' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/step_name=RECRUIT/);
  const studyId = new URL(page.url()).searchParams.get('study') as string;
  const outlineChanged = 'The brief or stimuli changed since the outline was generated. Regenerate to follow them, or keep your outline.';
  const designChanged = 'The brief, stimuli or business questions changed since the study design was generated.';
  await page.getByRole('tab', { name: 'AI outline', exact: true }).click();
  await expect(page.getByText(outlineChanged)).toHaveCount(0);

  // Back to the brief: an edit marks the outline (and the design) changed.
  await page.getByRole('tab', { name: 'Brief', exact: true }).click();
  await page.getByRole('textbox', { name: 'Brief' }).fill(`${text}\nDecisions to inform: which flavour to launch.`);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/step_name=AI_OUTLINE/);
  await expect(page.getByText(outlineChanged)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'ai-outline-changed');

  // Another browser, another editor of the client: the same marks, from the server.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, 'master@acme.test');
  await otherPage.goto(`/studies/create?step_name=AI_OUTLINE&study=${studyId}`);
  await expect(otherPage.getByText(outlineChanged)).toBeVisible();
  await otherPage.goto(`/studies/create?step_name=AI_STUDY_DESIGN&study=${studyId}`);
  await expect(otherPage.getByText(designChanged)).toBeVisible();
  await expect(otherPage.getByRole('textbox', { name: 'Question 1 text', exact: true })).not.toHaveValue('');
  await other.close();

  // Regenerating asks first; the new AI objectives are unsaved and clear the saved tasks (SPEC §4).
  await page.getByRole('button', { name: 'Regenerate outline' }).click();
  await page.getByRole('dialog', { name: 'Regenerate the outline?' }).getByRole('button', { name: 'Regenerate' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved business questions' })).toContainText('the saved business questions', { timeout: 30_000 });
  await expect(page.getByText('Unsaved', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(outlineChanged)).toHaveCount(0);
  await page.goto(`/studies/create?step_name=AI_STUDY_DESIGN&study=${studyId}`);
  await expect(page.getByText('Save or discard the unsaved business questions in the outline first')).toBeVisible();
  await expect(page.getByRole('group', { name: /^Question \d+/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Generate study design' })).toBeDisabled();
  await expect(page.getByText(designChanged)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Discarding the unsaved questions brings back the saved ones (which no task answers any more).
  await page.getByRole('tab', { name: 'AI outline', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved business questions' })).toBeVisible();
  await screenshots(page, 'ai-outline-unsaved-over-saved');
  await page.getByRole('button', { name: 'Discard unsaved' }).click();
  await page.getByRole('dialog', { name: 'Discard the unsaved business questions?' }).getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved business questions' })).toHaveCount(0);
  await expect(page.getByText('Unsaved', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Business question 1', exact: true })).toHaveValue(/oat drinks/i);
});
