/** Starts the job workers of a process (ARCHITECTURE §1): in the API process by default, or in `npm run worker` processes. */
import path from 'node:path';
import type { Database } from '@insight/db';
import type { ObjectStorage } from '../storage/storage';
import type { MediaTools } from '../video/tools';
import type { PgJobQueue } from './queue';
import { renderShowreelJob } from './showreel-render-job';
import { handleDeadRender, sweepStalledRenders } from './showreel-render-sweep';

/**
 * Runs `concurrency` showreel render workers (default 1) on `queue`, the dead-letter worker (exhausted renders → ERROR)
 * and the stalled-render sweep worker, and requests one sweep now (then pg-boss cron runs it every minute); scratch
 * files go under `dataDir/tmp/renders`.
 */
export async function startWorkers(
  queue: PgJobQueue,
  deps: { db: Database; storage: ObjectStorage; tools: MediaTools; dataDir: string; concurrency?: number; log?: (message: string) => void },
): Promise<void> {
  const workDir = path.join(deps.dataDir, 'tmp', 'renders');
  await queue.workRenders(async ({ showreelId }) => {
    await renderShowreelJob({ db: deps.db, storage: deps.storage, tools: deps.tools, workDir, log: deps.log }, showreelId);
  }, deps.concurrency ?? 1);
  await queue.workDeadRenders(async (job) => {
    if (await handleDeadRender(deps.db, queue, job)) deps.log?.(`showreel ${job.showreelId} ERROR: its render job ran out of retries`);
  });
  await queue.workSweeps(async () => {
    await sweepStalledRenders(deps.db, queue, deps.log);
  });
  await queue.requestSweep();
}
