import { expect, expectNoSeriousA11yViolations, signIn, test, watchSlideIns } from '../../fixtures/portal';

test('[assistant]: a researcher asks about the demo studies, sees the answer stream with citations and plays a cited clip', async ({ page }) => {
  // Two answers, a clip, the subtitle switch and two axe runs: longer than one page's default budget.
  test.setTimeout(120_000);
  await signIn(page, 'researcher@acme.test');
  await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'AI assistant' }).click();
  await expect(page).toHaveURL(/\/assistant/);
  await expect(page.getByRole('heading', { name: 'AI assistant', level: 1 })).toBeVisible();
  // The provider and how it searches (no embedding model in e2e: by words).
  await expect(page.getByText('AI: built-in · searches your research by words').first()).toBeVisible();
  // No floating button on the assistant page itself.
  await expect(page.getByRole('button', { name: 'Open the AI assistant' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Message the assistant').fill('What do participants say about snacks?');
  await page.getByRole('button', { name: 'Send' }).click();
  const answer = page.getByRole('article', { name: 'Assistant answer' }).last();
  await expect(answer).toContainText('Extractive summary');
  await expect(answer.getByRole('region', { name: 'Sources' })).toBeVisible();
  // The new thread is in the list, titled by the question.
  await expect(
    page
      .getByRole('navigation', { name: 'Conversations' })
      .getByRole('button', { name: /What do participants say about snacks/ })
      .first(),
  ).toBeVisible();

  await answer
    .getByRole('button', { name: /^Play clip \d+/ })
    .first()
    .click();
  const video = answer.locator('video');
  await expect(video).toBeVisible();
  await expect.poll(async () => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);

  // The clip's subtitles follow the portal's Original/English choice (English by default).
  const showing = () => video.evaluate((v: HTMLVideoElement) => Array.from(v.textTracks).find((t) => t.mode === 'showing')?.label ?? null);
  await expect.poll(showing).toBe('English');
  const subtitleLanguage = answer.getByRole('group', { name: 'Subtitle language' });
  await subtitleLanguage.getByRole('button', { name: 'Original' }).click();
  await expect.poll(showing).toBe('Original');
  await expect(subtitleLanguage.getByRole('button', { name: 'Original' })).toHaveAttribute('aria-pressed', 'true');
  await subtitleLanguage.getByRole('button', { name: 'English' }).click();
  await expect.poll(showing).toBe('English');

  // Regenerate keeps one answer; copy is offered.
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await expect(page.getByRole('article', { name: 'Assistant answer' })).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'Assistant answer' }).getByRole('button', { name: 'Copy' })).toBeVisible();
});

test('[assistant]: drafting a brief offers "Start a study from this brief"; the floating panel answers on other pages', async ({ page }) => {
  await signIn(page, 'researcher@acme.test');
  await page.goto('/studies');
  await page.getByRole('button', { name: 'Open the AI assistant' }).click();
  const panel = page.getByRole('dialog', { name: 'AI assistant' });
  await expect(panel).toBeVisible();
  await panel.getByLabel('Message the assistant').fill('Draft a study brief about oat drinks for families in Sweden');
  await panel.getByRole('button', { name: 'Send' }).click();
  const start = panel.getByRole('link', { name: 'Start a study from this brief' });
  await expect(start).toBeVisible();
  await expect(start).toHaveAttribute('href', /\/studies\/create\?step_name=AI_BRIEF&brief=Objective/);
  await expect(panel).toContainText('Market: Sweden');
  await expectNoSeriousA11yViolations(page);
});

test('[assistant]: the floating assistant is hidden on flagged pages and on error pages, and comes back on ordinary pages', async ({ page }) => {
  await signIn(page, 'researcher@acme.test');
  const launcher = page.getByRole('button', { name: 'Open the AI assistant' });
  await page.goto('/studies');
  await expect(launcher).toBeVisible();
  // Flagged: the study wizard (it has its own AI steps).
  await page.goto('/studies/create?step_name=AI_BRIEF');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(launcher).toHaveCount(0);
  // Error pages: an unknown page and a study that does not exist.
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(launcher).toHaveCount(0);
  await page.goto('/studies/00000000-0000-4000-8000-000000000000/summary');
  await expect(page.getByTestId('error-status')).toBeVisible();
  await expect(launcher).toHaveCount(0);
  // Back on an ordinary page (client-side navigation from the error page), the button is there again.
  await page.getByRole('main').getByRole('link', { name: 'Home' }).click();
  await expect(page).not.toHaveURL(/no-such-page|00000000/);
  await expect(launcher).toBeVisible();
});

test('[assistant]: the assistant is not offered without ai_assistant, nor on error pages', async ({ page }) => {
  await signIn(page, 'consumer@acme.test');
  await expect(page.getByRole('button', { name: 'Open the AI assistant' })).toHaveCount(0);
  await page.goto('/assistant');
  await expect(page.getByRole('heading', { name: /not authorized/i })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open the AI assistant' })).toHaveCount(0);
});

test('[assistant]: the floating panel slides in on its first opening as on later ones, and keyboard focus moves into it', async ({ page }) => {
  await signIn(page, 'researcher@acme.test');
  await page.goto('/studies');
  // Each opening's slide-in is a CSS transition of the panel's transform: count the ones that start.
  const { count: slides, reset: resetSlides } = await watchSlideIns(page, 'AI assistant');
  const panel = page.getByRole('dialog', { name: 'AI assistant' });
  const focusIsInPanel = () => panel.evaluate((element) => element.contains(document.activeElement));
  const launcher = page.getByRole('button', { name: 'Open the AI assistant' });

  // First opening, from the keyboard: the panel's code loads now (decision 0320).
  await launcher.focus();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await expect.poll(slides).toBeGreaterThan(0);
  await expect.poll(focusIsInPanel).toBe(true);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(launcher).toBeFocused();

  // A later opening slides in the same way.
  await resetSlides();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await expect.poll(slides).toBeGreaterThan(0);
  await expect.poll(focusIsInPanel).toBe(true);
});
