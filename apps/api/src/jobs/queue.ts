/**
 * The durable job queue (ARCHITECTURE §1): pg-boss 10 on the portal's PostgreSQL. With DATABASE_URL pg-boss opens
 * its own small pool; on PGlite it runs through an `executeSql` adapter over the same PGlite instance (multi-statement
 * SQL without parameters via `exec`, single statements with parameters via `query`). Jobs live in the `pgboss`
 * schema, survive restarts, are retried with backoff, and a job whose worker died is failed by pg-boss maintenance
 * after its expiry (the visibility timeout; a render's is sized to the reel, {@link renderExpirySeconds}) and then
 * retried. A render job that exhausts its retries is copied by
 * pg-boss into the dead-letter queue {@link RENDER_DEAD_LETTER_QUEUE} (with its last error as `output`); a sweep job
 * ({@link RENDER_SWEEP_QUEUE}) is scheduled every minute by pg-boss cron and requested once at worker start.
 * Only this file knows pg-boss and its tables (`pgboss.job`): the rest of the app sees {@link JobQueue}.
 */
import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '@insight/db';
import type { Logger } from '../lib/logger';

/** Queue name of showreel renders; job data `{ showreelId }`. */
export const RENDER_QUEUE = 'showreel-render';

/** Dead-letter queue of renders: pg-boss puts a copy of a render job here once its retries are exhausted. */
const RENDER_DEAD_LETTER_QUEUE = 'showreel-render-failed';

/** Queue of the stalled-render sweep (no data): scheduled by pg-boss cron, so one sweep per minute across all processes. */
export const RENDER_SWEEP_QUEUE = 'showreel-render-sweep';

/** Queue of showreel downloads with burned-in subtitles (issue 9); job data {@link DownloadJobData}. */
export const DOWNLOAD_QUEUE = 'showreel-download';

/** Data of a download job: the reel, the rendered file it starts from, and the subtitle language to burn in. */
export type DownloadJobData = { showreelId: string; videoKey: string; subtitles: 'original' | 'en' };

/** Queue of the abandoned-upload sweep (no data): scheduled hourly by pg-boss cron (issue 11, decision 0150). */
export const UPLOAD_SWEEP_QUEUE = 'upload-sweep';

/** Queue of AI study-configuration jobs (outline, design); job data `{ aiJobId }` (the `ai_jobs` row). */
export const AI_QUEUE = 'ai-generate';

/** Data of a render job. */
type RenderJobData = { showreelId: string };

/**
 * How a render job's expiry (seconds after it started, after which pg-boss takes it for dead and retries it) follows
 * the reel: `fixedSeconds` + `secondsPerVideoSecond` × the reel's video seconds, kept between `floorSeconds` and
 * `ceilingSeconds`.
 */
export type RenderExpiry = { fixedSeconds: number; secondsPerVideoSecond: number; floorSeconds: number; ceilingSeconds: number };

/**
 * Render expiry defaults (decision 0200). bench/showreel-render.ts measured 0.13–0.15 render seconds per reel second
 * on this 2-core machine idle and 0.22 at load average 10–15: 0.5 allows more than twice the loaded ratio, and 15 s
 * covers copying the sources, probing, the thumbnail and storing the files. A killed render is retried 30 s after it
 * started for reels up to 30 s long, 45 s for one minute, at most after 30 minutes (a 59-minute reel).
 */
export const RENDER_EXPIRY: RenderExpiry = { fixedSeconds: 15, secondsPerVideoSecond: 0.5, floorSeconds: 30, ceilingSeconds: 1800 };

/** Expiry in whole seconds of the render job of a reel `videoSeconds` long (its clips' total), per `expiry` (default {@link RENDER_EXPIRY}). */
export function renderExpirySeconds(videoSeconds: number, expiry: RenderExpiry = RENDER_EXPIRY): number {
  const seconds = Number.isFinite(videoSeconds) && videoSeconds > 0 ? videoSeconds : 0;
  const sized = Math.ceil(expiry.fixedSeconds + expiry.secondsPerVideoSecond * seconds);
  return Math.min(expiry.ceilingSeconds, Math.max(expiry.floorSeconds, sized));
}

/** State of a render job: waiting (`created`), waiting for a retry, running (`active`), or ended. */
export type RenderJobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** Queue of analysis imports (SPEC §4, issue 10); job data `{ studyId }`. */
const ANALYSIS_IMPORT_QUEUE = 'analysis-import';
/** Queue of analysis podcasts (issue 10): data `{ analysisId }`. */
const PODCAST_QUEUE = 'analysis-podcast';

/** Queue of segment imports (SPEC §7 POST /v3/segments/import/{id}); job data `{ importId }`. */
const SEGMENT_IMPORT_QUEUE = 'segment-import';

/** The newest render job of a showreel: its state and, when it failed, its last error's text. */
type RenderJobRecord = { state: RenderJobState; lastError: string | null };

/** What the app needs from the queue: put renders on it, and (the render sweep) know which renders are pending. */
export interface JobQueue {
  /** Queues a render of the showreel, `videoSeconds` long (its clips' total; sizes the job's expiry); durable, returns once stored. */
  enqueueRender(showreelId: string, videoSeconds: number): Promise<void>;
  /**
   * SQL condition (the queue lives in the app's database) true when a render job of the showreel whose id as text is
   * `showreelId` will still run: queued, waiting for a retry, or running. For updates that must not race a new render.
   */
  pendingRenderCondition(showreelId: SQL): SQL;
  /** The newest render job of each of `showreelIds`; reels without one (never queued, or archived) are absent. */
  latestRenderJobs(showreelIds: readonly string[]): Promise<Map<string, RenderJobRecord>>;
  /** Queues the burn-in of `data.subtitles` into the rendered file `data.videoKey` (durable; returns once stored). */
  enqueueDownload(data: DownloadJobData): Promise<void>;
  /** The newest download job for the rendered file `videoKey` with `subtitles`, or null when none was queued. */
  latestDownloadJob(videoKey: string, subtitles: 'original' | 'en'): Promise<RenderJobRecord | null>;
  /** Queues an AI generation of the `ai_jobs` row `aiJobId` (durable; returns once stored). */
  enqueueAi(aiJobId: string): Promise<void>;
  /** Queues the analysis import of study `studyId` (durable; returns once stored; SPEC §4). */
  enqueueAnalysisImport(studyId: string): Promise<void>;
  /** Queues the segment import `importId` (the `segment_imports` row; durable; returns once stored). */
  enqueueSegmentImport(importId: string): Promise<void>;
  /** Queues (re)making the podcast of analysis `analysisId` (durable; the job skips a podcast that is current). */
  enqueuePodcast(analysisId: string): Promise<void>;
}

/** Settings of the queue; all durations in seconds. */
export type JobQueueOptions = {
  /** PostgreSQL URL for pg-boss's own pool (else it shares the handle's PGlite instance or node-postgres pool). */
  databaseUrl?: string;
  /** How a render job's expiry (visibility timeout) follows its reel's length (default {@link RENDER_EXPIRY}). */
  renderExpiry?: Partial<RenderExpiry>;
  /** Retries of a failed render (default 3). */
  retryLimit?: number;
  /** First retry delay (default 5 s), doubled each retry (backoff). */
  retryDelaySeconds?: number;
  /** How often maintenance (expiry of dead jobs) runs (default 10 s: a dead render is retried soon after its expiry). */
  maintenanceIntervalSeconds?: number;
  /** How often idle workers poll (default 1 s). */
  pollingIntervalSeconds?: number;
  /** Cron of the stalled-render sweep (default every minute, `* * * * *`); null: no schedule (tests request sweeps themselves). */
  sweepCron?: string | null;
  /** Where pg-boss's own errors go (default: stderr). */
  log?: Logger;
};

/** A render job copied to the dead-letter queue: the reel, how many attempts were made, and the last attempt's error text. */
export type DeadRenderJob = { showreelId: string; attempts: number; lastError: string | null };

/** A started pg-boss queue: enqueue, run workers, stop. */
export type PgJobQueue = JobQueue & {
  boss: PgBoss;
  /**
   * Starts `concurrency` workers (default 1) that call `handler` for each render job; a throw fails the job (retried).
   * `expired` aborts when the job's expiry passes: pg-boss then counts the attempt as dead and retries it, so the
   * handler should stop its work rather than render beside the retry.
   */
  workRenders(handler: (data: RenderJobData, expired: AbortSignal) => Promise<void>, concurrency?: number): Promise<void>;
  /** Starts a worker for the dead-letter queue: `handler` gets each render job whose retries ran out. */
  workDeadRenders(handler: (job: DeadRenderJob) => Promise<void>): Promise<void>;
  /** Starts one worker that calls `handler` for each download job; a throw fails the job (retried once). */
  workDownloads(handler: (data: DownloadJobData) => Promise<void>): Promise<void>;
  /** Starts a worker for the abandoned-upload sweep (scheduled hourly; also on {@link PgJobQueue.requestUploadSweep}). */
  workUploadSweeps(handler: () => Promise<void>): Promise<void>;
  /** Queues one upload sweep now (throttled: at most one per minute across processes). */
  requestUploadSweep(): Promise<void>;
  /** Starts `concurrency` workers (default 2) that call `handler` for each AI job; a throw fails the job (retried once). */
  workAi(handler: (data: { aiJobId: string }) => Promise<void>, concurrency?: number): Promise<void>;
  /** Starts one worker that calls `handler` for each analysis import; a throw fails the job (retried twice). */
  workAnalysisImports(handler: (data: { studyId: string }) => Promise<void>): Promise<void>;
  /** Starts one worker that calls `handler` for each segment import; a throw fails the job (retried twice). */
  workSegmentImports(handler: (data: { importId: string }) => Promise<void>): Promise<void>;
  /** Starts one worker that calls `handler` for each analysis podcast; a throw fails the job (retried twice). */
  workPodcasts(handler: (data: { analysisId: string }) => Promise<void>): Promise<void>;
  /** Starts a worker for sweep jobs (scheduled every minute, or requested with {@link PgJobQueue.requestSweep}). */
  workSweeps(handler: () => Promise<void>): Promise<void>;
  /** Queues one sweep now (throttled: at most one per 10 s across processes). */
  requestSweep(): Promise<void>;
  /**
   * Fails every job still running (`active`) on this queue's queues so pg-boss retries it after its retry delay
   * (seconds), instead of waiting out its expiry. Only for a start that alone can own the database (embedded PGlite,
   * one process): there, a running job was left by a process that died. Answers how many jobs were reclaimed.
   */
  reclaimOrphanedJobs(): Promise<number>;
  /** Stops workers and maintenance; `graceful` waits for running jobs (default true). */
  stop(graceful?: boolean): Promise<void>;
};

/** The queues whose running jobs a single-process start reclaims. */
const RECLAIMED_QUEUES = [RENDER_QUEUE, AI_QUEUE, ANALYSIS_IMPORT_QUEUE, RENDER_SWEEP_QUEUE];

type SqlResult = { rows: unknown[] };

/** A pg-boss `db` adapter over a PGlite instance. */
function pgliteAdapter(client: { exec(text: string): Promise<SqlResult[]>; query(text: string, values?: unknown[]): Promise<SqlResult> }) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      }
      return client.query(text, values);
    },
  };
}

/** Creates and starts the queue on `handle` (creates pg-boss's schema and the render queue on first use). */
export async function createJobQueue(handle: DatabaseHandle, options: JobQueueOptions = {}): Promise<PgJobQueue> {
  const common = {
    supervise: true,
    schedule: options.sweepCron !== null,
    migrate: true,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 10,
  };
  const driver = handle.driver;
  const boss =
    driver.kind === 'pglite'
      ? new PgBoss({ ...common, db: pgliteAdapter(driver.client) })
      : options.databaseUrl
        ? new PgBoss({ ...common, connectionString: options.databaseUrl, max: 4 })
        : new PgBoss({ ...common, db: { executeSql: (text: string, values?: unknown[]) => driver.pool.query(text, values) } });
  boss.on('error', (error) => {
    if (options.log) options.log.error({ err: error }, 'job queue error');
    else console.error('[jobs]', error instanceof Error ? error.message : error);
  });
  await boss.start();
  // The render-job lookups (pending render of a reel, latest job per reel) filter on the reel id inside the job's JSON:
  // an expression index keeps them off a scan of every job (pg-boss makes its schema at start, so it is made here).
  await handle.db.execute(sql`create index if not exists job_render_showreel_id_idx on pgboss.job (name, (data->>'showreelId'), created_on desc)`);
  // The dead-letter queue must exist before a queue names it (foreign key).
  await boss.createQueue(RENDER_DEAD_LETTER_QUEUE, { name: RENDER_DEAD_LETTER_QUEUE, retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 });
  const renderExpiry = { ...RENDER_EXPIRY, ...options.renderExpiry };
  const renderQueue = {
    name: RENDER_QUEUE,
    retryLimit: options.retryLimit ?? 3,
    retryDelay: options.retryDelaySeconds ?? 5,
    retryBackoff: true,
    // Each render job carries its own expiry (enqueueRender); this default only applies to a job sent without one.
    expireInSeconds: renderExpiry.ceilingSeconds,
    deadLetter: RENDER_DEAD_LETTER_QUEUE,
  };
  await boss.createQueue(RENDER_QUEUE, renderQueue);
  // createQueue leaves an existing queue as it was: apply the current settings (dead letter, retries) to it too.
  await boss.updateQueue(RENDER_QUEUE, renderQueue);
  await boss.createQueue(RENDER_SWEEP_QUEUE, { name: RENDER_SWEEP_QUEUE, retryLimit: 0, expireInSeconds: 120 });
  // An AI job whose worker died is failed after 5 minutes and retried once; the handler itself records ERROR on model failures.
  await boss.createQueue(AI_QUEUE, { name: AI_QUEUE, retryLimit: 1, retryDelay: 2, retryBackoff: true, expireInSeconds: 300 });
  await boss.createQueue(DOWNLOAD_QUEUE, { name: DOWNLOAD_QUEUE, retryLimit: 1, retryDelay: 5, retryBackoff: true, expireInSeconds: 900 });
  await boss.createQueue(ANALYSIS_IMPORT_QUEUE, { name: ANALYSIS_IMPORT_QUEUE, retryLimit: 2, retryDelay: 5, retryBackoff: true, expireInSeconds: 600 });
  await boss.createQueue(SEGMENT_IMPORT_QUEUE, { name: SEGMENT_IMPORT_QUEUE, retryLimit: 2, retryDelay: 5, retryBackoff: true, expireInSeconds: 600 });
  await boss.createQueue(PODCAST_QUEUE, { name: PODCAST_QUEUE, retryLimit: 2, retryDelay: 5, retryBackoff: true, expireInSeconds: 600 });
  await boss.createQueue(UPLOAD_SWEEP_QUEUE, { name: UPLOAD_SWEEP_QUEUE, retryLimit: 0, expireInSeconds: 600 });
  if (options.sweepCron !== null) {
    await boss.schedule(RENDER_SWEEP_QUEUE, options.sweepCron ?? '* * * * *');
    await boss.schedule(UPLOAD_SWEEP_QUEUE, '17 * * * *');
  }
  const workerIds: string[] = [];
  return {
    boss,
    async enqueueRender(showreelId, videoSeconds) {
      await boss.send(RENDER_QUEUE, { showreelId } satisfies RenderJobData, { expireInSeconds: renderExpirySeconds(videoSeconds, renderExpiry) });
    },
    pendingRenderCondition(showreelId) {
      return sql`exists (select 1 from pgboss.job p where p.name = ${RENDER_QUEUE} and p.data->>'showreelId' = ${showreelId} and p.state < 'completed')`;
    },
    async latestRenderJobs(showreelIds) {
      const latest = new Map<string, RenderJobRecord>();
      if (showreelIds.length === 0) return latest;
      const ids = sql.join(
        [...new Set(showreelIds)].map((id) => sql`${id}`),
        sql`, `,
      );
      const { rows } = await handle.db.execute<{ showreel_id: string; state: RenderJobState; output: unknown }>(sql`
        select distinct on (data->>'showreelId') data->>'showreelId' as showreel_id, state::text as state, output
        from pgboss.job where name = ${RENDER_QUEUE} and data->>'showreelId' in (${ids})
        order by data->>'showreelId', created_on desc`);
      for (const row of rows) latest.set(row.showreel_id, { state: row.state, lastError: errorText(row.output) });
      return latest;
    },
    async workRenders(handler, concurrency = 1) {
      for (let i = 0; i < concurrency; i += 1) {
        const id = await boss.work<RenderJobData>(RENDER_QUEUE, { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 }, async ([job]) =>
          handler(job.data, AbortSignal.timeout(Number(job.expireInSeconds) * 1000)),
        );
        workerIds.push(id);
      }
    },
    async enqueueDownload(data) {
      await boss.send(DOWNLOAD_QUEUE, data);
    },
    async latestDownloadJob(videoKey, subtitles) {
      const { rows } = await handle.db.execute<{ state: RenderJobState; output: unknown }>(sql`
        select state::text as state, output from pgboss.job
        where name = ${DOWNLOAD_QUEUE} and data->>'videoKey' = ${videoKey} and data->>'subtitles' = ${subtitles}
        order by created_on desc limit 1`);
      const row = rows[0];
      return row ? { state: row.state, lastError: errorText(row.output) } : null;
    },
    async workDownloads(handler) {
      const id = await boss.work<DownloadJobData>(
        DOWNLOAD_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
        async ([job]) => handler(job.data),
      );
      workerIds.push(id);
    },
    async enqueueAi(aiJobId) {
      await boss.send(AI_QUEUE, { aiJobId });
    },
    async enqueueAnalysisImport(studyId) {
      await boss.send(ANALYSIS_IMPORT_QUEUE, { studyId }, { singletonKey: studyId });
    },
    async enqueueSegmentImport(importId) {
      await boss.send(SEGMENT_IMPORT_QUEUE, { importId }, { singletonKey: importId });
    },
    async workSegmentImports(handler) {
      const id = await boss.work<{ importId: string }>(
        SEGMENT_IMPORT_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
        async ([job]) => handler(job.data),
      );
      workerIds.push(id);
    },
    async enqueuePodcast(analysisId) {
      await boss.send(PODCAST_QUEUE, { analysisId });
    },
    async workPodcasts(handler) {
      const id = await boss.work<{ analysisId: string }>(
        PODCAST_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
        async ([job]) => handler(job.data),
      );
      workerIds.push(id);
    },
    async workAnalysisImports(handler) {
      const id = await boss.work<{ studyId: string }>(
        ANALYSIS_IMPORT_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
        async ([job]) => handler(job.data),
      );
      workerIds.push(id);
    },
    async workAi(handler, concurrency = 2) {
      for (let i = 0; i < concurrency; i += 1) {
        const id = await boss.work<{ aiJobId: string }>(
          AI_QUEUE,
          { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 0.5 },
          async ([job]) => handler(job.data),
        );
        workerIds.push(id);
      }
    },
    async workDeadRenders(handler) {
      const id = await boss.work<RenderJobData>(
        RENDER_DEAD_LETTER_QUEUE,
        { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
        async ([job]) => handler({ showreelId: job.data.showreelId, attempts: job.retryLimit + 1, lastError: errorText(job.output) }),
      );
      workerIds.push(id);
    },
    async workSweeps(handler) {
      const id = await boss.work(RENDER_SWEEP_QUEUE, { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 }, async () => handler());
      workerIds.push(id);
    },
    async workUploadSweeps(handler) {
      const id = await boss.work(UPLOAD_SWEEP_QUEUE, { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 5 }, async () => handler());
      workerIds.push(id);
    },
    async requestUploadSweep() {
      await boss.send(UPLOAD_SWEEP_QUEUE, {}, { singletonKey: 'upload-sweep', singletonSeconds: 60 });
    },
    async requestSweep() {
      await boss.send(RENDER_SWEEP_QUEUE, {}, { singletonKey: 'sweep', singletonSeconds: 10 });
    },
    async reclaimOrphanedJobs() {
      const names = sql.join(
        RECLAIMED_QUEUES.map((name) => sql`${name}`),
        sql`, `,
      );
      const { rows } = await handle.db.execute<{ id: string; name: string }>(
        sql`select id, name from pgboss.job where state = 'active' and name in (${names})`,
      );
      for (const row of rows) await boss.fail(row.name, row.id, { message: 'The process running this job stopped; it is retried.' });
      return rows.length;
    },
    async stop(graceful = true) {
      await boss.stop({ graceful, wait: true, timeout: graceful ? 30_000 : 1 });
    },
  };
}

/** The message of a failed job's `output` (a serialized Error `{message}`, or pg-boss's timeout `{value: {message}}`), else null. */
function errorText(output: unknown): string | null {
  if (!output || typeof output !== 'object') return null;
  const o = output as { message?: unknown; value?: unknown };
  if (typeof o.message === 'string') return o.message;
  if (typeof o.value === 'string') return o.value;
  if (o.value && typeof o.value === 'object' && typeof (o.value as { message?: unknown }).message === 'string') return (o.value as { message: string }).message;
  return null;
}
