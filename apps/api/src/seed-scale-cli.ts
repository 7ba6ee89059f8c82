/**
 * `npm run seed:scale` (README "Scale data set"): adds the scale workspace (apps/api/src/seed/scale.ts) to the PostgreSQL
 * database of `DATABASE_URL`, beside the demo workspace (created first when the database has no client, so the scale
 * media rows can point at the demo's files). `SCALE_FACTOR` (default 1) scales every count: 1 = 1,000,000 quotes.
 */
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { hash } from '@node-rs/argon2';
import { createDatabase, migrateDatabase } from '@insight/db';
import { ConfigError, loadConfig, startFailureText } from './config/env';
import { createLogger } from './lib/logger';
import { DEMO_PASSWORD } from './seed/accounts';
import { SCALE_CLIENTS, seedScaleWorkspace, takeScaleTimings } from './seed/scale';
import { seedDemoWorkspace } from './seed/seed';
import { createStorage } from './storage/create-storage';

async function main(): Promise<void> {
  const started = performance.now();
  const elapsed = () => ((performance.now() - started) / 1000).toFixed(1);
  const config = loadConfig();
  if (!config.databaseUrl) throw new ConfigError('seed:scale needs DATABASE_URL (a PostgreSQL database; the scale set is too big for the embedded one)');
  const factor = Number(process.env.SCALE_FACTOR ?? '1');
  if (!(factor > 0 && factor <= 10)) throw new ConfigError('SCALE_FACTOR must be a number above 0 and at most 10');
  mkdirSync(config.dataDir, { recursive: true });
  const database = await createDatabase({ databaseUrl: config.databaseUrl });
  try {
    await migrateDatabase(database);
    if (process.env.SCALE_SKIP_DEMO !== 'true') {
      const demo = await seedDemoWorkspace({
        db: database.db,
        storage: await createStorage(config),
        tools: config.media,
        workDir: path.join(config.dataDir, 'tmp'),
        log: createLogger(config.logLevel).child({ component: 'seed' }),
      });
      console.log(demo.created ? `[seed:scale] demo workspace created after ${elapsed()} s` : '[seed:scale] demo workspace already there');
    }
    const passwordHash = await hash(DEMO_PASSWORD, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
    const counts = await seedScaleWorkspace(database.db, { factor, passwordHash, log: (line) => console.log(`[seed:scale] ${line} (${elapsed()} s)`) });
    console.log(`[seed:scale] done after ${elapsed()} s. Sign in with password ${DEMO_PASSWORD} as:`);
    for (const client of SCALE_CLIENTS) console.log(`  master@${client.domain}, researcher@${client.domain} (odd-numbered projects only)`);
    if (process.env.SCALE_TIMINGS === 'true') for (const step of takeScaleTimings().slice(0, 12)) console.log(`  ${step.seconds.toFixed(1)} s  ${step.what}`);
    console.log(counts.map((c) => `  ${c.name}: ${c.studies} studies, ${c.interviews} interviews, ${c.quotes} quotes`).join('\n'));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(startFailureText(error));
  process.exit(1);
});
