/**
 * The portal in one process (ARCHITECTURE §1): migrate, create the demo workspace on the first start, start the
 * job queue (and its workers unless RUN_WORKERS=false), serve API + SPA on one port. Prints the URL and the demo sign-ins.
 * Everything logs through one pino logger (LOG_LEVEL): the app as `app.log`, the seed and the workers as its children.
 */
// First: the V8 settings apply before anything else runs (decision 0350).
import './runtime-flags';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createDatabase } from '@insight/db';
import { prepareDatabase } from './startup';
import { startChangeFeed } from './core/change-feed';
import { buildApp } from './app';
import { createJobQueue } from './jobs/queue';
import { startWorkers } from './jobs/workers';
import { stopGracefully, stopOnSignals } from './shutdown';
import { loadConfig, startFailureText } from './config/env';
import { createLogger } from './lib/logger';
import { createStorage } from './storage/create-storage';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/accounts';

async function main() {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  mkdirSync(config.dataDir, { recursive: true });
  // Embedded PGlite runs in a worker thread (issue 15): a long query never holds up other requests or video bytes.
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    embedded: config.embeddedDatabase,
    vector: Boolean(config.openai?.embeddingModel),
  });
  await prepareDatabase(database);
  const storage = await createStorage(config);

  if (config.seedDemo) {
    const { seedDemoWorkspace } = await import('./seed/seed');
    const result = await seedDemoWorkspace({
      db: database.db,
      storage,
      tools: config.media,
      workDir: path.join(config.dataDir, 'tmp'),
      log: log.child({ component: 'seed' }),
    });
    if (result.created)
      log.info({ component: 'seed', seconds: result.seconds, interviews: result.interviews }, `demo workspace created in ${result.seconds.toFixed(1)} s`);
  }

  const queue = await createJobQueue(database, { databaseUrl: config.databaseUrl, log: log.child({ component: 'job-queue' }) });
  if (database.kind === 'pglite') {
    // Only this process can own the embedded database: a job still running was left by a crash, so it is retried now
    // (within seconds of the restart) instead of after its expiry (issue 15).
    const reclaimed = await queue.reclaimOrphanedJobs();
    if (reclaimed) log.info({ component: 'job-queue', reclaimed }, `${reclaimed} interrupted job(s) queued again`);
  }
  if (config.runWorkers) {
    await startWorkers(queue, {
      db: database.db,
      storage,
      tools: config.media,
      dataDir: config.dataDir,
      concurrency: config.workerConcurrency,
      log: log.child({ component: 'workers' }),
      openai: config.openai,
    });
  }
  // Answers and viewers kept between writes (decision 0370): every write, by any process, reaches this one by LISTEN.
  const changes = await startChangeFeed(database, log.child({ component: 'change-feed' }));
  const app = await buildApp(config, { db: database.db, storage, queue, log, changes });
  app.addHook('onClose', () => changes.close());
  // SIGINT/SIGTERM: requests in flight are answered (at most 10 s), then the workers stop, then the database closes.
  stopOnSignals(() => stopGracefully({ app, queue, database, log }), log);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.publicUrl ?? `http://localhost:${port}`;
  console.log(`\nInsight Portal is running at ${url}  (database: ${database.kind})`);
  if (config.seedDemo) {
    console.log(`Demo sign-ins (password ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email.padEnd(24)} ${account.description}`);
  }
}

main().catch((error) => {
  console.error(startFailureText(error));
  process.exit(1);
});
