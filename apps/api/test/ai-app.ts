/**
 * The API with the job queue and the AI workers running (issue 12), so outline and design jobs run for real with the
 * configured provider (built-in unless `env` names an OpenAI-compatible endpoint). `app` answers requests with the
 * queue; `t` is the plain test app (database, `login`).
 */
import { createAiProvider } from '../src/ai';
import { buildApp } from '../src/app';
import { createJobQueue } from '../src/jobs/queue';
import { startAiWorkers } from '../src/jobs/workers';
import { silentLogger } from '../src/lib/logger';
import { createTestApp } from './app';

/** Starts the API with the AI job queue and workers; `close()` stops the queue, the app and the database. */
export async function createAiTestApp(env: Record<string, string> = {}) {
  const t = await createTestApp(env);
  const queue = await createJobQueue(t.handle, { pollingIntervalSeconds: 0.5, sweepCron: null });
  const app = await buildApp(t.config, { db: t.db, storage: t.storage, queue });
  await app.ready();
  await startAiWorkers(queue, { db: t.db, ai: await createAiProvider(t.config.openai, silentLogger()) });
  return {
    t,
    app,
    queue,
    async close() {
      await queue.stop(false);
      await app.close();
      await t.close();
    },
  };
}
