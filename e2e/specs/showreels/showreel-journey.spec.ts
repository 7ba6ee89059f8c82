import { apiToken, expect, expectNoSeriousA11yViolations, paths, signIn, test } from '../../fixtures/portal';

const NOT_PUBLISHED = "The specified showreel doesn't exist, or isn't published.";

test('[showreels]: can build a reel from three quotes, reorder, save, play at once, render, publish and unpublish it', async ({ page, request, browser }) => {
  test.setTimeout(300_000);
  const headers = await apiToken(request, 'researcher@acme.test');
  const studies = (await (await request.get('/api/v3/studies?q=meal-kit', { headers })).json()) as { data: { id: string; title: string }[] };
  const study = studies.data[0];
  expect(study).toBeTruthy();

  await signIn(page, 'researcher@acme.test');
  await page.goto(paths.study.quotes.getHref(study.id));
  await expect(page.getByRole('heading', { name: 'Quotes', level: 2 })).toBeVisible();

  // Select three quotes and add them to a new reel.
  const boxes = page.getByRole('checkbox', { name: /^Select quote by/ });
  await expect(boxes.nth(2)).toBeVisible();
  for (let index = 0; index < 3; index += 1) await boxes.nth(index).check();
  await expect(page.getByText('3 quotes selected')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Add to showreel (3)' }).click();
  const dialog = page.getByRole('dialog', { name: /Add 3 quotes to a showreel/ });
  const title = `E2E reel ${Date.now()}`;
  await dialog.getByLabel(/^Title/).fill(title);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Create showreel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const showreelId = /\/showreels\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';
  expect(showreelId).not.toBe('');
  await expectNoSeriousA11yViolations(page);

  // Reorder by keyboard: lift the first clip, move it down one place, drop it.
  const clipIds = () => page.locator('[data-clip-id]').evaluateAll((items) => items.map((item) => item.getAttribute('data-clip-id')));
  const before = await clipIds();
  expect(before).toHaveLength(3);
  const handle = page.getByRole('button', { name: /^Move Clip 1/ });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.waitForTimeout(300);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText(/moved to position 2 of 3/)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText(/dropped at position 2 of 3/)).toBeAttached();
  await expect.poll(clipIds).toEqual([before[1], before[0], before[2]]);

  // Unsaved edits do not play as a reel.
  const play = page.getByRole('button', { name: 'Play', exact: true });
  await expect(play).toBeDisabled();
  await expect(page.getByText(/Save to play/)).toBeVisible();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/Showreel saved/)).toBeVisible();
  const saved = (await (await request.get(`/api/v3/showreels/${showreelId}`, { headers })).json()) as { data: { quotes: { id: string }[] } };
  expect(saved.data.quotes.map((clip) => clip.id)).toEqual([before[1], before[0], before[2]]);

  // The saved reel plays at once, from the interview videos while the file renders.
  await expect(play).toBeEnabled();
  const editListVideo = page.locator('[data-player="edit-list"] video');
  await editListVideo.evaluate((video: HTMLVideoElement) => {
    video.muted = true;
  });
  await play.click();
  await expect.poll(() => page.getByTestId('reel-clock').textContent()).toMatch(/0:0[1-9]/);
  await expect(page.getByTestId('reel-caption')).toBeVisible();
  await page.getByRole('button', { name: 'Pause', exact: true }).click();

  // The render finishes: READY, and the rendered file plays.
  await expect(page.getByRole('status').filter({ hasText: 'The video file is ready.' })).toBeVisible({ timeout: 180_000 });
  const rendered = page.locator('video[data-player="rendered"]');
  await expect(rendered).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Publish and open the public page signed out.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Showreel published')).toBeVisible();
  const publicLink = await page.getByRole('textbox', { name: 'Public link' }).inputValue();
  expect(publicLink).toContain(paths.publicShowreel.getHref(showreelId));

  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto(paths.publicShowreel.getHref(showreelId));
  await expect(publicPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const publicVideo = publicPage.locator('video[data-player="rendered"]');
  await expect(publicVideo).toBeVisible();
  await publicVideo.evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    return video.play();
  });
  await expect.poll(() => publicVideo.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(0.5);
  expect(await publicVideo.evaluate((video: HTMLVideoElement) => video.textTracks.length)).toBe(2);
  await expectNoSeriousA11yViolations(publicPage);
  await publicPage.goto(paths.publicShowreelV3.getHref(showreelId));
  await expect(publicPage.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Unpublish: the public page says so.
  await page.getByRole('button', { name: 'Unpublish', exact: true }).click();
  await expect(page.getByText('Showreel unpublished')).toBeVisible();
  await publicPage.goto(paths.publicShowreel.getHref(showreelId));
  await expect(publicPage.getByText(NOT_PUBLISHED)).toBeVisible();
  await expectNoSeriousA11yViolations(publicPage);
  await visitor.close();
});

test('[showreels]: can see the not-published text for an unknown reel without signing in', async ({ page }) => {
  await page.goto(paths.publicShowreel.getHref('00000000-0000-4000-8000-000000000000'));
  await expect(page.getByText(NOT_PUBLISHED)).toBeVisible();
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await expectNoSeriousA11yViolations(page);
});
