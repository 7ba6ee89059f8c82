/**
 * A job worker process (ARCHITECTURE §1, `npm run worker`): same code and settings as the API, runs only the job
 * workers (showreel renders) against the shared PostgreSQL queue. Run the API with RUN_WORKERS=false to leave all
 * jobs to these processes. Needs DATABASE_URL in practice: PGlite is one process's embedded database.
 */
// First: the V8 settings apply before anything else runs (decision 0350).
import './runtime-flags';
import { mkdirSync } from 'node:fs';
import { createDatabase } from '@insight/db';
import { prepareDatabase } from './startup';
import { loadConfig, startFailureText } from './config/env';
import { createJobQueue } from './jobs/queue';
import { startWorkers } from './jobs/workers';
import { createLogger } from './lib/logger';
import { stopGracefully, stopOnSignals } from './shutdown';
import { createStorage } from './storage/create-storage';

async function main() {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  mkdirSync(config.dataDir, { recursive: true });
  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, vector: Boolean(config.openai?.embeddingModel) });
  await prepareDatabase(database);
  const storage = await createStorage(config);
  const queue = await createJobQueue(database, { databaseUrl: config.databaseUrl, log: log.child({ component: 'job-queue' }) });
  await startWorkers(queue, {
    db: database.db,
    storage,
    tools: config.media,
    dataDir: config.dataDir,
    concurrency: config.workerConcurrency,
    log: log.child({ component: 'workers' }),
    openai: config.openai,
  });
  log.info({ database: database.kind, concurrency: config.workerConcurrency }, 'Insight Portal worker running');
  // SIGINT/SIGTERM: running jobs finish (pg-boss waits up to 30 s), then the database closes.
  stopOnSignals(() => stopGracefully({ queue, database, log }), log);
}

main().catch((error) => {
  console.error(startFailureText(error));
  process.exit(1);
});
