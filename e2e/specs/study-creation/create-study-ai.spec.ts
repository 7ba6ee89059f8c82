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

/** On STIMULI: adds one link as a study material, sees it listed, and saves the step. */
async function addLinkAndContinue(page: Page, title: string, url: string) {
  await page.getByRole('radio', { name: 'Links' }).check();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'URL', exact: true }).fill(url);
  await page.getByRole('button', { name: 'Add link' }).click();
  await expect(page.getByRole('list', { name: 'Study materials' }).getByText(url)).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
}

test('[study-creation]: a researcher creates a study on the AI path with the built-in provider: brief and rating, outline, design, recruit, order', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  await signIn(page, 'researcher@acme.test');

  // The dialog's AI card starts a brief-based draft and opens its first step, the study materials (SPEC §2 order).
  await page.getByRole('button', { name: 'Create study' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a study' });
  await dialog.getByRole('button', { name: /Create with AI assist/ }).click();
  await expect(page).toHaveURL(/\/studies\/create\?step_name=STIMULI&study=[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { level: 2, name: 'Study materials' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Template' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Brief', exact: true })).toBeDisabled();
  await expect(page.getByText('Next you write the brief')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'ai-stimuli');

  // STIMULI: a link, before any brief.
  await addLinkAndContinue(page, 'Packaging concepts', 'https://concepts.example.com/snacks');

  // AI_BRIEF: the materials are listed, and the rating's stimuli check sees them on the first pass.
  await expect(page).toHaveURL(/step_name=AI_BRIEF&study=/);
  await expect(page.getByRole('list', { name: 'Study materials the AI reads' })).toContainText('Packaging concepts');
  const brief = page.getByRole('textbox', { name: 'Brief' });
  await brief.fill('Plant-based snacks.');
  await page.getByRole('button', { name: 'Rate my brief' }).click();
  const rating = page.getByRole('region', { name: 'Brief rating' });
  await expect(rating.getByText(/Brief rating: \d+ \/ 100/)).toBeVisible();
  const thin = Number((await rating.getByText(/Brief rating: \d+/).textContent())?.match(/\d+/)?.[0]);
  await expect(page.getByText('AI: built-in').first()).toBeVisible();
  const checks = rating.getByRole('list', { name: 'Brief checks' }).getByRole('listitem');
  await expect(checks).toHaveCount(5);
  await expect(checks.filter({ hasText: 'Stimuli' }).getByLabel('passed')).toBeVisible();
  await expect(checks.filter({ hasText: 'Audience' }).getByLabel('to improve')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'ai-brief-rated');
  await brief.fill(
    `Objective: understand how families choose plant-based snacks ${stamp}.\nAudience: parents aged 25-45 who buy snacks weekly.\nMarket: Denmark.\n` +
      'Decisions to inform: which concept to launch next spring.',
  );
  await page.getByRole('button', { name: 'Rate my brief' }).click();
  await expect.poll(async () => Number((await rating.getByText(/Brief rating: \d+/).textContent())?.match(/\d+/)?.[0])).toBeGreaterThan(thin);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // AI_OUTLINE: generate, then edit the business questions; regenerating asks first.
  await expect(page).toHaveURL(/step_name=AI_OUTLINE/);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Generate outline' }).click();
  // The job is polled every 500 ms: a percentage progress bar shows until it is done (SPEC §4).
  await expect(page.getByRole('progressbar', { name: 'Generating the outline' })).toBeVisible();
  const question1 = page.getByRole('textbox', { name: 'Business question 1', exact: true });
  // The decision to inform ("which concept to launch") leads, for parents (consumers), about the brief's subject.
  await expect(question1).toHaveValue('Which concept for plant-based snacks appeals most to parents, and why?', { timeout: 30_000 });
  const questions = page.getByRole('textbox', { name: /^Business question \d+$/ });
  for (const value of await questions.evaluateAll((fields) => fields.map((f) => (f as HTMLInputElement).value))) {
    expect(value).toMatch(/plant-based snacks/i);
    expect(value).not.toMatch(/supplier|compan(y|ies)|decision\?/i);
  }
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
  // The edited preference question ("Which packaging concept do parents prefer …") gets a choice and an open "why", about
  // the concepts: the packaging question beside it has the packs.
  const section1 = page.getByRole('region', { name: 'Section 1' });
  await expect(section1.getByRole('combobox', { name: 'Question 2 type' })).toHaveText(/Single choice/);
  await expect(section1.getByRole('textbox', { name: 'Question 2 text', exact: true })).toHaveValue(
    'Which concept for plant-based snacks appeals most to you?',
  );
  await expect(section1.getByRole('textbox', { name: 'Question 3 text', exact: true })).toHaveValue(/^Why does that concept appeal to you/);
  const section2 = page.getByRole('region', { name: 'Section 2' });
  await expect(section2.getByRole('textbox', { name: /^Question \d+ text$/ }).first()).toHaveValue('Which pack of plant-based snacks would you pick up first?');
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

  // Back to the brief by the stepper to fix a typo: the steps already done stay open, so the stepper jumps to Confirm.
  await expect(page).toHaveURL(/step_name=CONFIRM/);
  await page.getByRole('tab', { name: 'Brief', exact: true }).click();
  await expect(page).toHaveURL(/step_name=AI_BRIEF/);
  await brief.fill((await brief.inputValue()).replace('Market: Denmark.', 'Market: Denmark, in Danish.'));
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/step_name=AI_OUTLINE/);
  for (const tab of ['AI study design', 'Recruit', 'Confirm']) await expect(page.getByRole('tab', { name: tab, exact: true })).toBeEnabled();
  await page.getByRole('tab', { name: 'Confirm', exact: true }).click();

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
  await expect(page.getByRole('button', { name: 'Add study materials first' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'ai-brief-from-assistant');
  // Saving creates the draft and goes on to the outline; the study materials step before it stays open.
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/step_name=AI_OUTLINE&study=/);
  await expect(page.getByRole('tab', { name: 'Study materials', exact: true })).toBeEnabled();
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
  // The new outline decides the flavour: a preference question about it, for consumers.
  const firstQuestion = page.getByRole('textbox', { name: 'Business question 1', exact: true });
  await expect(firstQuestion).toHaveValue('Which flavour of oat drinks do parents prefer, and why?');
  // The later steps stay open; the design, whose tasks the new outline cleared, says so on its tab.
  const designTab = page.getByRole('tab', { name: 'AI study design', exact: true });
  await expect(designTab).toHaveAccessibleDescription(/^Needs attention: /);
  await expect(page.getByRole('tab', { name: 'Recruit', exact: true })).toBeEnabled();
  await designTab.click();
  await expect(page).toHaveURL(/step_name=AI_STUDY_DESIGN/);
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

test('[study-creation]: from the assistant link, "Add study materials first" opens the study materials before the brief; the brief is kept and its rating sees them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'researcher@acme.test');
  const text = `Objective: understand how commuters in Germany use e-bikes ${Date.now()}.\nDecisions to inform: which model to launch.`;
  await page.goto(`/studies/create?step_name=AI_BRIEF&brief=${encodeURIComponent(text)}`);
  await page.getByRole('button', { name: 'Add study materials first' }).click();
  await expect(page).toHaveURL(/step_name=STIMULI&study=[0-9a-f-]{36}/);
  await addLinkAndContinue(page, 'E-bike models', 'https://bikes.example.com/models');

  await expect(page).toHaveURL(/step_name=AI_BRIEF&study=/);
  await expect(page.getByRole('textbox', { name: 'Brief' })).toHaveValue(text);
  await expect(page.getByRole('list', { name: 'Study materials the AI reads' })).toContainText('E-bike models');
  await page.getByRole('button', { name: 'Rate my brief' }).click();
  const checks = page.getByRole('region', { name: 'Brief rating' }).getByRole('list', { name: 'Brief checks' }).getByRole('listitem');
  await expect(checks.filter({ hasText: 'Stimuli' }).getByLabel('passed')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/step_name=STIMULI/);
});
