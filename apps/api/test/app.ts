/**
 * The API under test (ARCHITECTURE §3 rule 8): `buildApp()` on a fresh migrated database
 * (`createTestDatabase()`: in-memory PGlite, or a throw-away database on the server named by
 * DATABASE_URL) and a temporary local object storage. Use `app.inject()` for requests.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database, DatabaseHandle } from '@insight/db';
import { createTestDatabase } from '@insight/db/testing';
import { buildApp } from '../src/app';
import { startChangeFeed, type ChangeFeed } from '../src/core/change-feed';
import { createLogger } from '../src/lib/logger';
import { loadConfig, type AppConfig } from '../src/config/env';
import { createLocalStorage, type LocalObjectStorage } from '../src/storage/local-storage';
import type { ObjectStorage } from '../src/storage/storage';

/** A running test app: `app` for `inject()`, its `db`, `storage` and `config`, helpers, and `close()`. */
export type TestApp = {
  app: FastifyInstance;
  db: Database;
  handle: DatabaseHandle;
  storage: LocalObjectStorage;
  config: AppConfig;
  /** Temporary folder (DATA_DIR) removed by `close()`. */
  dataDir: string;
  /** Signs in through POST /api/auth/login and answers the access token; throws unless 200. */
  login(email: string, password: string): Promise<string>;
  /** GET `url` with the bearer `token`; answers the raw response. */
  get(url: string, token: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** The app's change feed, when started with `changeFeed: true`. */
  changes?: ChangeFeed;
  /** Closes app and database and removes the temporary folder. */
  close(): Promise<void>;
};

let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

/** Which database the tests run on, for test titles. */
export const testDriver = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite';

/**
 * Starts the API on a fresh database and temporary storage (`env` adds or overrides settings; `options.storage` replaces
 * the local store the app uses, e.g. an S3 store; `options.database` is an open database to use instead, e.g. the scale
 * set for a benchmark — `close()` then closes that handle; `options.beforeReady` adds hooks before the app is ready).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    storage?: ObjectStorage;
    database?: DatabaseHandle;
    beforeReady?: (app: FastifyInstance) => void;
    /** Start a change feed on the database and give it to the app, as server.ts does (answers and viewers kept; decision 0370). */
    changeFeed?: boolean;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'insight-api-test-'));
  // With an embedding model, PGlite loads pgvector as `npm start` does (decision 0171).
  const handle = options.database ?? (await createTestDatabase({ vector: Boolean(env.OPENAI_EMBEDDING_MODEL) }));
  const config = loadConfig({
    PATH: process.env.PATH,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SEED_DEMO: 'false',
    JWT_SECRET: 'test-jwt-secret-that-is-at-least-32-characters',
    MEDIA_SIGNING_SECRET: 'test-media-secret-that-is-at-least-32-chars',
    WEB_DIST: path.join(dataDir, 'no-web-dist'),
    // Every answer is checked against its contract (decision 0300); a test of the compiled serialisers sets 'false'.
    CHECK_RESPONSES: 'true',
    ...env,
  });
  const storage = createLocalStorage(path.join(dataDir, 'media'), config.mediaSigningSecret);
  const changes = options.changeFeed ? await startChangeFeed(handle, createLogger('silent')) : undefined;
  const app = await buildApp(config, { db: handle.db, storage: options.storage ?? storage, changes });
  options.beforeReady?.(app);
  await app.ready();

  return {
    app,
    db: handle.db,
    handle,
    storage,
    config,
    dataDir,
    async login(email, password) {
      // A fresh client address per sign-in keeps many test logins under the per-IP login rate limit.
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: nextAddress() });
      if (res.statusCode !== 200) throw new Error(`login of ${email} failed: ${res.statusCode} ${res.body}`);
      return (res.json() as { access_token: string }).access_token;
    },
    get(url, token, headers = {}) {
      return app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...headers } });
    },
    changes,
    async close() {
      await app.close();
      await changes?.close();
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
