/**
 * Keeps SPEC §4 "a failed render ends in ERROR with its reason, never stuck in PROCESSING" true whatever happens to
 * the render job: a job whose retries ran out (dead-letter queue) and reels CREATED/PROCESSING whose job was lost,
 * cancelled, purged or failed end in ERROR with a reason; CREATED reels that never got a job (the demo workspace's
 * reels, a crash between saving and queueing) are queued. The database is the source of truth, never a timer.
 */
import type { Database } from '@insight/db';
import type { Logger } from '../lib/logger';
import { failStalledRender, findRendersWithoutPendingJob, type PendingRenderCondition } from '../modules/showreels';
import type { DeadRenderJob, JobQueue, RenderJobState } from './queue';

/** What a sweep did: reels queued for a render and reels set to ERROR (ids). */
export type SweepResult = { queued: string[]; failed: string[] };

/** ERROR reason of a render job whose retries ran out (the dead-letter handler's text). */
function deadRenderReason(job: Pick<DeadRenderJob, 'attempts' | 'lastError'>): string {
  return `The render failed ${job.attempts} time${job.attempts === 1 ? '' : 's'} and was given up${job.lastError ? `: ${job.lastError}` : ''}`;
}

const pendingOn =
  (queue: JobQueue): PendingRenderCondition =>
  (showreelId) =>
    queue.pendingRenderCondition(showreelId);

/** Dead-letter handler: sets the reel ERROR with the attempts and last error unless it was edited and queued again meanwhile; true when it did. */
export async function handleDeadRender(db: Database, queue: JobQueue, job: DeadRenderJob): Promise<boolean> {
  return failStalledRender(db, job.showreelId, deadRenderReason(job), pendingOn(queue));
}

/**
 * One sweep over every client's reels: CREATED without any job (or whose newest job completed) → queued again;
 * PROCESSING without a pending job, or CREATED whose newest job failed or was cancelled → ERROR with the reason.
 */
export async function sweepStalledRenders(db: Database, queue: JobQueue, log?: Logger): Promise<SweepResult> {
  const result: SweepResult = { queued: [], failed: [] };
  const reels = await findRendersWithoutPendingJob(db, pendingOn(queue));
  const latest = await queue.latestRenderJobs(reels.map((reel) => reel.id));
  for (const reel of reels) {
    const lastJob = latest.get(reel.id) ?? null;
    if (reel.status === 'CREATED' && (lastJob === null || lastJob.state === 'completed')) {
      await queue.enqueueRender(reel.id, reel.videoSeconds);
      result.queued.push(reel.id);
      continue;
    }
    const reason = stalledReason(lastJob?.state ?? null, lastJob?.lastError ?? null);
    if (await failStalledRender(db, reel.id, reason, pendingOn(queue))) result.failed.push(reel.id);
  }
  if (result.queued.length || result.failed.length) {
    log?.info({ queued: result.queued.length, failed: result.failed.length }, 'render sweep: showreels queued or set to ERROR');
  }
  return result;
}

function stalledReason(state: RenderJobState | null, lastError: string | null): string {
  switch (state) {
    case 'failed':
      return `The render failed and was given up${lastError ? `: ${lastError}` : ''}`;
    case 'cancelled':
      return 'The render was cancelled before it finished';
    case 'completed':
      return 'The render stopped without a result';
    default:
      return 'The render was lost before it finished (its job no longer exists)';
  }
}
