/**
 * The render side of showreels (SPEC §4 CREATED → PROCESSING → READY | ERROR), for the job workers: by showreel id,
 * without a client filter (a job carries only the id a tenant-checked call queued). The jobs module drives these; the
 * job queue's own tables stay behind its "pending job" condition, passed in.
 */
import type { Database } from '@insight/db';
import path from 'node:path';
import * as repo from './showreels.repository';

/** The showreel `id` of any client with its clips, or null when it was deleted. */
export const findShowreelForRender = (db: Database, id: string) => repo.findShowreelForRender(db, id);

/** Transcripts of the reel's interviews (its own client's), keyed `<interviewId>:original|en`. */
export function transcriptsOfReel(db: Database, reel: repo.ShowreelWithClips): Promise<repo.ReelTranscripts> {
  return repo.transcriptsOf(
    db,
    reel.clientId,
    reel.clips.map((clip) => clip.interviewId),
  );
}

/** A render starts: status PROCESSING, error cleared. */
export async function startRender(db: Database, id: string): Promise<void> {
  await repo.setRenderState(db, id, { status: 'PROCESSING', error: null });
}

/** Rendered files stored under `keys`: swaps them in and sets READY (duration in seconds) if the reel is still PROCESSING; answers whether it did. */
export function completeRender(
  db: Database,
  id: string,
  keys: { videoKey: string; thumbnailKey: string; subtitlesOriginalKey: string; subtitlesEnKey: string },
  duration: number,
): Promise<boolean> {
  return repo.setRenderState(db, id, { ...keys, status: 'READY', error: null, duration, readyAt: new Date() }, 'PROCESSING');
}

/** A render failed: ERROR with `reason` (at most 2000 characters), only if this render's PROCESSING state is still current. */
export async function failRender(db: Database, id: string, reason: string): Promise<void> {
  await repo.setRenderState(db, id, { status: 'ERROR', error: reason.slice(0, 2000) }, 'PROCESSING');
}

/**
 * Storage key of the reel's download with `subtitles` burned in, beside the rendered file `videoKey`
 * (`showreels/<id>/<render>/download.<subtitles>.mp4`): cached per render, and deleted with the render's files.
 */
export function burnedDownloadKey(videoKey: string, subtitles: 'original' | 'en'): string {
  return `${path.posix.dirname(videoKey)}/download.${subtitles}.mp4`;
}

export { failStalledRender, findRendersWithoutPendingJob, type PendingRenderCondition } from './showreels.repository';
