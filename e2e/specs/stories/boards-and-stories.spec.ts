import { expect, expectNoSeriousA11yViolations, paths, signIn, test } from '../../fixtures/portal';

const BOARD = `Launch stories ${Date.now().toString(36)}`;
const STORY = `Why oat drink wins ${Date.now().toString(36)}`;

/** True when the page does not scroll sideways (narrow layouts must fit). */
const fitsWidth = () => document.documentElement.scrollWidth <= window.innerWidth + 1;

test('[stories]: the research team writes a board and a story; the Consumer reads it, plays its reel and pages the highlights', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // A Master (update_study) creates a board.
  await signIn(page, 'master@acme.test');
  await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Boards' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Boards' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'New board' }).click();
  const boardDialog = page.getByRole('dialog', { name: 'New board' });
  await boardDialog.getByLabel('Title').fill(BOARD);
  await boardDialog.getByLabel('Label').fill('Launch');
  await boardDialog.getByLabel('Description').fill('Stories for the oat drink launch.');
  await boardDialog.getByRole('button', { name: 'Create board' }).click();
  await expect(page.getByRole('heading', { level: 1, name: BOARD })).toBeVisible();
  await expect(page.getByText('0 stories · 0 markets · 0 interviews')).toBeVisible();

  // …and a story on it, written in the editor.
  await page.getByRole('link', { name: 'New story' }).click();
  await page.getByLabel('Title').fill(STORY);
  await expect(page.getByLabel('Board')).toContainText(BOARD);
  await page.getByRole('button', { name: 'Create story' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit story' })).toBeVisible();
  const text = page.getByRole('textbox', { name: 'Story text' });
  await text.click();
  await page.getByRole('button', { name: 'Section heading', exact: true }).click();
  await page.keyboard.type('Taste decides');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Shoppers try oat drink for the climate and keep buying it for the taste.');
  await expect(text.getByRole('heading', { level: 2, name: 'Taste decides' })).toBeVisible();
  await page.getByRole('button', { name: 'Insert quote' }).click();
  const quotePicker = page.getByRole('dialog', { name: 'Insert a quote' });
  await quotePicker.getByLabel('Search quotes').fill('oat');
  await quotePicker.getByRole('list', { name: 'Quotes' }).getByRole('button').first().click();
  await expect(text.getByRole('group', { name: /^Quote block/ })).toBeVisible();
  await page.getByRole('button', { name: 'Insert showreel' }).click();
  await page.getByRole('dialog', { name: 'Insert a showreel' }).getByRole('list', { name: 'Showreels' }).getByRole('button').first().click();
  await expect(text.getByRole('group', { name: /^Showreel block/ })).toBeVisible();

  // Three highlights, the first with a video; the third moves to the top.
  for (const title of ['Climate starts it', 'Taste keeps it', 'Price is the brake']) {
    await page.getByRole('button', { name: 'Add highlight' }).click();
    await page
      .getByRole('listitem', { name: /Highlight \d+: Highlight \d+$/ })
      .last()
      .getByLabel('Title')
      .fill(title);
  }
  await page
    .getByRole('listitem', { name: /: Climate starts it/ })
    .getByRole('button', { name: 'Choose video' })
    .click();
  await page.getByRole('dialog', { name: 'Choose a video from a showreel' }).getByRole('list', { name: 'Showreels' }).getByRole('button').first().click();
  await page
    .getByRole('listitem', { name: /: Taste keeps it/ })
    .getByRole('button', { name: 'Link a quote' })
    .click();
  await page.getByRole('dialog', { name: 'Insert a quote' }).getByRole('list', { name: 'Quotes' }).getByRole('button').first().click();
  await expect(page.getByRole('listitem', { name: /: Taste keeps it/ }).getByText(/^Links to “/)).toBeVisible();
  await page.getByRole('button', { name: 'Add interview' }).click();
  await page.getByRole('dialog', { name: 'Highlight an interview' }).getByRole('list', { name: 'Interviews' }).getByRole('button').first().click();
  await expect(page.getByRole('list', { name: 'Highlighted interviews' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Move Price is the brake up' }).click();
  await page.getByRole('button', { name: 'Move Price is the brake up' }).click();
  await expect(page.getByRole('listitem', { name: /^Highlight 1: Price is the brake/ })).toBeVisible();
  // Autosave: the state goes to saved without pressing anything.
  await expect(page.getByRole('status')).toHaveText('All changes saved', { timeout: 15_000 });
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { level: 1, name: STORY })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Taste decides' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The Consumer opens the board, the story in it, plays its reel and pages the highlights.
  const consumerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const consumer = await consumerContext.newPage();
  await signIn(consumer, 'consumer@acme.test');
  await consumer.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Boards' }).click();
  await expect(consumer.getByRole('button', { name: 'New board' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(consumer);
  await consumer.getByRole('link', { name: new RegExp(BOARD) }).click();
  await expect(consumer.getByRole('heading', { level: 1, name: BOARD })).toBeVisible();
  await expect(consumer.getByText('1 story ·')).toBeVisible();
  await expectNoSeriousA11yViolations(consumer);
  await consumer.getByRole('link', { name: new RegExp(STORY) }).click();
  await expect(consumer.getByRole('heading', { level: 1, name: STORY })).toBeVisible();
  await expect(consumer.getByRole('link', { name: 'Edit story' })).toHaveCount(0);
  // The way back leads to the board.
  await expect(consumer.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: BOARD })).toBeVisible();

  const reel = consumer.locator('figure video[aria-label^="Showreel:"]').first();
  await expect(reel).toBeVisible();
  await reel.evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    return video.play();
  });
  await expect.poll(() => reel.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(0.5);
  // A highlighted interview plays in place (Consumers do not open study pages).
  await consumer.getByRole('button', { name: /^Watch the interview with/ }).click();
  const interviewDialog = consumer.getByRole('dialog', { name: /^Interview with/ });
  await expect(interviewDialog.locator('video')).toBeVisible();
  await expect(interviewDialog.getByRole('link', { name: 'Open the interview page' })).toHaveCount(0);
  await interviewDialog.getByRole('button', { name: 'Close' }).click();
  const quoteClip = consumer.locator('video[aria-label^="Clip of the quote"]');
  await expect(quoteClip).toBeVisible();
  expect(await quoteClip.evaluate((video: HTMLVideoElement) => video.textTracks.length)).toBeGreaterThanOrEqual(1);

  const carousel = consumer.getByRole('region', { name: 'Highlights' });
  await expect(carousel.getByText('Slides 1–3 of 3')).toBeVisible();
  await consumer.setViewportSize({ width: 390, height: 844 });
  await expect(carousel.getByText('Slide 1 of 3')).toBeVisible();
  await carousel.getByRole('button', { name: 'Next slides' }).click();
  await expect(carousel.getByText('Slide 2 of 3')).toBeVisible();
  await carousel.getByRole('button', { name: 'Next slides' }).focus();
  await consumer.keyboard.press('ArrowRight');
  await expect(carousel.getByText('Slide 3 of 3')).toBeVisible();
  await expect(carousel.getByRole('button', { name: 'Next slides' })).toBeDisabled();
  expect(await consumer.evaluate(fitsWidth)).toBe(true);
  await consumer.screenshot({ path: test.info().outputPath('story-narrow.png'), fullPage: true });
  await expectNoSeriousA11yViolations(consumer);
  await consumer.setViewportSize({ width: 1440, height: 900 });
  await expect(carousel.getByText('Slides 1–3 of 3')).toBeVisible();
  await expect(carousel.getByRole('listitem').first()).toBeInViewport();
  await consumer.screenshot({ path: test.info().outputPath('story-wide.png'), fullPage: true });
  await consumerContext.close();

  // Clean up: the story and the board go.
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete story' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stories' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(STORY) })).toHaveCount(0);
  await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Boards' }).click();
  await page.getByRole('link', { name: new RegExp(BOARD) }).click();
  await expect(page.getByText('0 stories ·')).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete board' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Boards' })).toBeVisible();
});

test('[stories]: an unknown board says Error loading board with a way back', async ({ page }) => {
  await signIn(page, 'consumer@acme.test');
  await page.goto(paths.board.root.getHref('00000000-0000-4000-8000-000000000000'));
  await expect(page.getByText(/Error loading board/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Back to boards' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Boards' })).toBeVisible();
});
