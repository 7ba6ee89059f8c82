/** Starts the job workers of a process (ARCHITECTURE §1): in the API process by default, or in `npm run worker` processes. */
import path from 'node:path';
import type { Database } from '@insight/db';
import { createAiProvider, type AiProvider } from '../ai';
import type { AppConfig } from '../config/env';
import { runAiJob } from '../modules/ai';
import { queueMissingPodcasts, runAnalysisImport, runAnalysisPodcast } from '../modules/findings';
import { runSegmentImport } from '../modules/segment-import';
import { sweepAbandonedUploads } from '../modules/study-creation';
import { silentLogger, type Logger } from '../lib/logger';
import type { ObjectStorage } from '../storage/storage';
import type { MediaTools } from '../video/tools';
import type { PgJobQueue } from './queue';
import { prepareShowreelDownload } from './showreel-download-job';
import { renderShowreelJob } from './showreel-render-job';
import { handleDeadRender, sweepStalledRenders } from './showreel-render-sweep';

/**
 * Runs `concurrency` showreel render workers (default 1) on `queue`, the dead-letter worker (exhausted renders → ERROR)
 * and the stalled-render sweep worker, and requests one sweep now (then pg-boss cron runs it every minute); scratch
 * files go under `dataDir/tmp/renders`. Analysis imports and podcasts have one worker each; analyses without a podcast
 * get one queued. Each job logs through a child of `log` named after the job (default: silent).
 */
export async function startWorkers(
  queue: PgJobQueue,
  deps: { db: Database; storage: ObjectStorage; tools: MediaTools; dataDir: string; concurrency?: number; log?: Logger; openai?: AppConfig['openai'] },
): Promise<void> {
  const log = deps.log ?? silentLogger();
  await startAiWorkers(queue, { db: deps.db, ai: await createAiProvider(deps.openai ?? null, log), log });
  const workDir = path.join(deps.dataDir, 'tmp', 'renders');
  const renderLog = log.child({ job: 'showreel-render' });
  await queue.workRenders(async ({ showreelId }, expired) => {
    await renderShowreelJob({ db: deps.db, storage: deps.storage, tools: deps.tools, workDir, log: renderLog }, showreelId, expired);
  }, deps.concurrency ?? 1);
  const downloadLog = log.child({ job: 'showreel-download' });
  await queue.workDownloads(async (data) => {
    await prepareShowreelDownload({ db: deps.db, storage: deps.storage, tools: deps.tools, workDir, log: downloadLog }, data);
  });
  const deadLog = log.child({ job: 'showreel-render-failed' });
  await queue.workDeadRenders(async (job) => {
    if (await handleDeadRender(deps.db, queue, job)) {
      deadLog.error({ showreelId: job.showreelId, attempts: job.attempts, reason: job.lastError }, 'showreel render ran out of retries: ERROR');
    }
  });
  const sweepLog = log.child({ job: 'showreel-render-sweep' });
  await queue.workSweeps(async () => {
    await sweepStalledRenders(deps.db, queue, sweepLog);
  });
  await queue.requestSweep();
  const uploadSweepLog = log.child({ job: 'upload-sweep' });
  await queue.workUploadSweeps(async () => {
    const deleted = await sweepAbandonedUploads(deps.storage);
    if (deleted.length) uploadSweepLog.info({ deleted: deleted.length }, 'abandoned stimulus uploads deleted');
  });
  await queue.requestUploadSweep();
  const importLog = log.child({ job: 'analysis-import' });
  await queue.workAnalysisImports(async ({ studyId }) => {
    await runAnalysisImport(deps.db, studyId);
    importLog.info({ studyId }, 'analysis import done');
  });
  const segmentImportLog = log.child({ job: 'segment-import' });
  await queue.workSegmentImports(async ({ importId }) => {
    await runSegmentImport(deps.db, importId);
    segmentImportLog.info({ importId }, 'segment import done');
  });
  const podcastLog = log.child({ job: 'analysis-podcast' });
  const podcastDir = path.join(deps.dataDir, 'tmp', 'podcasts');
  await queue.workPodcasts(async ({ analysisId }) => {
    await runAnalysisPodcast({ db: deps.db, storage: deps.storage, tools: deps.tools, workDir: podcastDir, log: podcastLog }, analysisId);
  });
  await queueMissingPodcasts(deps.db, queue);
  log.info({ concurrency: deps.concurrency ?? 1 }, 'job workers started');
}

/** Runs the AI generation workers (outline and design jobs, issue 12) on `queue` with the provider `ai`. */
export async function startAiWorkers(queue: PgJobQueue, deps: { db: Database; ai: AiProvider; log?: Logger }): Promise<void> {
  const log = (deps.log ?? silentLogger()).child({ job: 'ai-generate' });
  await queue.workAi(async ({ aiJobId }) => runAiJob(deps.db, deps.ai, aiJobId, log));
}
