/**
 * End-to-end tests in Debian's Chromium (/usr/bin/chromium) against the portal started as `npm start` would,
 * on a fresh PGlite data folder (so the first-start demo workspace is generated too).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(here, '.data');
/** Fixed local ports of the test SMTP server and OpenID provider the team specs start (e2e/specs/team/team-fixtures.ts). */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2525);
export const E2E_OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 4455);

export default defineConfig({
  testDir: './specs',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `node ${path.join(root, 'scripts/start.mjs')}`,
    url: `http://localhost:${port}/api/health`,
    timeout: 420_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      // Always the embedded PGlite in DATA_DIR, like `npm start`: never the DATABASE_URL that .ci/run sets for the API tests
      // (a shared server database would keep an earlier run's rows without this run's media files).
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      LOG_LEVEL: 'warn',
      // The specs sign the same demo accounts in from one address many times a minute; the limit itself is an API test.
      LOGIN_RATE_LIMIT: '1000',
      // Mail goes to the SMTP server the team specs start; Google sign-in to their local OpenID provider (its issuer names localhost).
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      PUBLIC_URL: `http://localhost:${port}`,
      OIDC_GOOGLE_ISSUER: `http://localhost:${E2E_OIDC_PORT}`,
      OIDC_GOOGLE_CLIENT_ID: 'insight-e2e',
      OIDC_GOOGLE_CLIENT_SECRET: 'insight-e2e-secret',
    },
  },
});
