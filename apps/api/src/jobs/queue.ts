/**
 * The durable job queue (ARCHITECTURE §1): pg-boss 10 on the portal's PostgreSQL. With DATABASE_URL pg-boss opens
 * its own small pool; on PGlite it runs through an `executeSql` adapter over the same PGlite instance (multi-statement
 * SQL without parameters via `exec`, single statements with parameters via `query`). Jobs live in the `pgboss`
 * schema, survive restarts, are retried with backoff, and a job whose worker died is failed by pg-boss maintenance
 * after `expireInSeconds` (the visibility timeout) and then retried.
 */
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '@insight/db';

/** Queue name of showreel renders; job data `{ showreelId }`. */
export const RENDER_QUEUE = 'showreel-render';

/** Data of a render job. */
export type RenderJobData = { showreelId: string };

/** What the API needs from the queue: put a render of showreel `showreelId` on it. */
export interface JobQueue {
  /** Queues a render of the showreel (durable; returns once stored). */
  enqueueRender(showreelId: string): Promise<void>;
}

/** Settings of the queue; all durations in seconds. */
export type JobQueueOptions = {
  /** PostgreSQL URL for pg-boss's own pool (else it shares the handle's PGlite instance or node-postgres pool). */
  databaseUrl?: string;
  /** Visibility timeout of a running render: after it, pg-boss fails the job and retries it (default 600 s). */
  expireInSeconds?: number;
  /** Retries of a failed render (default 3). */
  retryLimit?: number;
  /** First retry delay (default 5 s), doubled each retry (backoff). */
  retryDelaySeconds?: number;
  /** How often maintenance (expiry of dead jobs) runs (default 30 s). */
  maintenanceIntervalSeconds?: number;
  /** How often idle workers poll (default 1 s). */
  pollingIntervalSeconds?: number;
};

/** A started pg-boss queue: enqueue, run workers, stop. */
export type PgJobQueue = JobQueue & {
  boss: PgBoss;
  /** Starts `concurrency` workers (default 1) that call `handler` for each render job; a throw fails the job (retried). */
  workRenders(handler: (data: RenderJobData) => Promise<void>, concurrency?: number): Promise<void>;
  /** Stops workers and maintenance; `graceful` waits for running jobs (default true). */
  stop(graceful?: boolean): Promise<void>;
};

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
    schedule: false,
    migrate: true,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
  };
  const driver = handle.driver;
  const boss =
    driver.kind === 'pglite'
      ? new PgBoss({ ...common, db: pgliteAdapter(driver.client) })
      : options.databaseUrl
        ? new PgBoss({ ...common, connectionString: options.databaseUrl, max: 4 })
        : new PgBoss({ ...common, db: { executeSql: (text: string, values?: unknown[]) => driver.pool.query(text, values) } });
  boss.on('error', (error) => console.error('[jobs]', error instanceof Error ? error.message : error));
  await boss.start();
  await boss.createQueue(RENDER_QUEUE, {
    name: RENDER_QUEUE,
    retryLimit: options.retryLimit ?? 3,
    retryDelay: options.retryDelaySeconds ?? 5,
    retryBackoff: true,
    expireInSeconds: options.expireInSeconds ?? 600,
  });
  const workerIds: string[] = [];
  return {
    boss,
    async enqueueRender(showreelId) {
      await boss.send(RENDER_QUEUE, { showreelId } satisfies RenderJobData);
    },
    async workRenders(handler, concurrency = 1) {
      for (let i = 0; i < concurrency; i += 1) {
        const id = await boss.work<RenderJobData>(
          RENDER_QUEUE,
          { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
          async ([job]) => handler(job.data),
        );
        workerIds.push(id);
      }
    },
    async stop(graceful = true) {
      await boss.stop({ graceful, wait: true, timeout: graceful ? 30_000 : 1 });
    },
  };
}
