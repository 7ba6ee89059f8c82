/**
 * End-to-end tests in Debian's Chromium (/usr/bin/chromium) against the portal started as `npm start` would, on fresh
 * PGlite data folders (so the first-start demo workspace is generated too): one portal per worker (fixtures/portals.ts,
 * started by start-portals.ts), each test on its worker's portal (the `baseURL` fixture in fixtures/portal.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { E2E_WORKERS } from './fixtures/portals';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  testDir: './specs',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
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
    command: `node --import tsx ${path.join(here, 'start-portals.ts')}`,
    wait: { stdout: /e2e portals ready/ },
    timeout: 480_000,
    stdout: 'pipe',
    env: {
      // Always the embedded PGlite in DATA_DIR, like `npm start`: never the DATABASE_URL that .ci/run sets for the API tests
      // (a shared server database would keep an earlier run's rows without this run's media files). With E2E_DATABASE_URL
      // every portal shares that database, so run one worker (E2E_WORKERS=1).
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      LOG_LEVEL: 'warn',
      // The specs sign the same demo accounts in from one address many times a minute; the limit itself is an API test.
      LOGIN_RATE_LIMIT: '1000',
      // Each portal's mail goes to the SMTP server its worker's team specs start, its Google sign-in to their local OpenID
      // provider (start-portals.ts sets SMTP_URL, OIDC_GOOGLE_ISSUER, PUBLIC_URL, PORT and DATA_DIR per portal).
      OIDC_GOOGLE_CLIENT_ID: 'insight-e2e',
      OIDC_GOOGLE_CLIENT_SECRET: 'insight-e2e-secret',
    },
  },
});
