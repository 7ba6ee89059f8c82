/**
 * `npm run seed` / `npx tsx apps/api/src/seed-cli.ts [--concurrency N]`: opens the database and object storage the
 * way the server does (same environment variables, apps/api/src/config/env.ts), migrates, and creates the demo
 * workspace unless the database already has a client. Stop the server first when it uses the embedded PGlite
 * database (one process at a time may open `DATA_DIR/db`).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createDatabase } from '@insight/db';
import { prepareDatabase } from './startup';
import { ConfigError, loadConfig, startFailureText } from './config/env';
import { createLogger } from './lib/logger';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/accounts';
import { seedDemoWorkspace } from './seed/seed';
import { createStorage } from './storage/create-storage';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { concurrency: { type: 'string' } } });
  const concurrency = values.concurrency === undefined ? undefined : Number(values.concurrency);
  if (concurrency !== undefined && !(Number.isInteger(concurrency) && concurrency >= 1)) {
    throw new ConfigError('--concurrency must be a whole number of at least 1');
  }
  const started = performance.now();
  const elapsed = () => ((performance.now() - started) / 1000).toFixed(1);
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await prepareDatabase(database);
    console.log(`[seed] database (${database.kind}) ready after ${elapsed()} s`);
    const result = await seedDemoWorkspace({
      db: database.db,
      storage: await createStorage(config),
      tools: config.media,
      workDir: path.join(config.dataDir, 'tmp'),
      log: createLogger(config.logLevel).child({ component: 'seed' }),
      concurrency,
    });
    if (!result.created) {
      console.log(`The database (${database.kind}) already has clients: nothing changed.`);
      return;
    }
    console.log(`Demo workspace created in ${result.seconds.toFixed(1)} s: ${result.interviews} interviews.`);
    console.log(`Sign in with any of these (password ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email.padEnd(24)} ${account.description}`);
  } finally {
    await database.close();
    console.log(`[seed] done after ${elapsed()} s in total`);
  }
}

main().catch((error: unknown) => {
  console.error(startFailureText(error));
  process.exit(1);
});
