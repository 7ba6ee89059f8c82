import { expect, test } from '../../fixtures/portal';

test('[security]: the portal sends a CSP that blocks inline scripts and framing, and the suite fails on violations', async ({ page, cspViolations }) => {
  const answer = await page.goto('/auth/login');
  const headers = answer?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  await expect(page.getByRole('button', { name: /log in/i })).toBeVisible();
  expect(cspViolations).toEqual([]);

  // An injected inline script does not run, and the refusal is caught by the fixture.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
  });
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  expect(cspViolations.join('\n')).toMatch(/script-src/);
  cspViolations.length = 0;
});
