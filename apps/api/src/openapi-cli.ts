/**
 * `npx tsx apps/api/src/openapi-cli.ts <file>`: builds the app (in-memory database, nothing migrated or served) and
 * writes its OpenAPI document (the one GET /api/docs/json answers) to `<file>` as JSON, for `npm run lint:openapi`
 * (tooling/openapi-lint.js runs Spectral on it). Prints the routes the central operation table lacks, naming each.
 */
import { writeFile } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDatabase } from '@insight/db';
import { buildApp } from './app';
import { loadConfig } from './config/env';
import { undocumentedOperations } from './openapi/document';
import { createLocalStorage } from './storage/local-storage';

async function main(): Promise<void> {
  const target = process.argv[2];
  if (!target) throw new Error('usage: openapi-cli.ts <output file>');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'insight-openapi-'));
  const config = loadConfig({
    PATH: process.env.PATH,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    JWT_SECRET: 'openapi-document-only-secret-of-32-characters',
    MEDIA_SIGNING_SECRET: 'openapi-document-only-media-secret-of-32-chars',
    WEB_DIST: path.join(dataDir, 'no-web-dist'),
  });
  // The document needs the routes only: an empty in-memory database is never queried.
  const database = await createDatabase({});
  const app = await buildApp(config, { db: database.db, storage: createLocalStorage(path.join(dataDir, 'media'), config.mediaSigningSecret) });
  try {
    await app.ready();
    const document = app.swagger() as Parameters<typeof undocumentedOperations>[0];
    await writeFile(target, JSON.stringify(document, null, 2));
    const missing = undocumentedOperations(document);
    if (missing.length) {
      console.error(`[openapi] no entry in apps/api/src/openapi/operations.ts for:\n${missing.map((m) => `  ${m}`).join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
