/**
 * The showreel render job (SPEC §4 CREATED → PROCESSING → READY | ERROR): fetches the clips' source videos from storage,
 * encodes the reel with {@link encodeShowreel} (video/showreel-encoder.ts), stores the files under fresh keys
 * `showreels/<id>/<render>/…`, swaps them in on success and deletes the previous render's files, so the previous file
 * stays playable while a new render runs. A failure (missing source, ffmpeg error) ends in ERROR with its reason —
 * never left in PROCESSING. If the clips were edited while rendering, the result is discarded (the edit queued its own
 * render). Start, end (with its duration in ms) and failure are logged. A render stopped by `signal` (its job expired:
 * pg-boss retries it) leaves the reel PROCESSING for the retry and throws.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import type { Database } from '@insight/db';
import type { Logger } from '../lib/logger';
import { completeRender, failRender, findShowreelForRender, startRender, transcriptsOfReel, type ClipRow } from '../modules/showreels';
import type { ObjectStorage } from '../storage/storage';
import { encodeShowreel, removeWorkDir } from '../video/showreel-encoder';
import { reelCues } from '../video/showreel-timeline';
import type { MediaTools } from '../video/tools';

/** What a render needs: database, storage, ffmpeg/ffprobe, a scratch folder, a logger; `preset` is the x264 preset. */
export type RenderContext = {
  db: Database;
  storage: ObjectStorage;
  tools: Pick<MediaTools, 'ffmpegPath' | 'ffprobePath'>;
  workDir: string;
  log: Logger;
  preset?: string;
};

/** Fingerprint of an edit list (quote ids and times in order): a render is kept only if it still matches. */
function clipsFingerprint(clips: readonly Pick<ClipRow, 'quoteId' | 'start' | 'end'>[]): string {
  return createHash('sha256')
    .update(JSON.stringify(clips.map((c) => [c.quoteId, c.start, c.end])))
    .digest('hex');
}

/**
 * Renders showreel `showreelId`; answers the final status ('READY', 'ERROR', 'SUPERSEDED' or 'GONE' when deleted).
 * `signal` stops it (ffmpeg killed, files removed) and makes it throw, leaving the reel to the job's retry.
 */
export async function renderShowreelJob(ctx: RenderContext, showreelId: string, signal?: AbortSignal): Promise<'READY' | 'ERROR' | 'SUPERSEDED' | 'GONE'> {
  const reel = await findShowreelForRender(ctx.db, showreelId);
  if (!reel) {
    ctx.log.info({ showreelId }, 'showreel render skipped: the showreel no longer exists');
    return 'GONE';
  }
  const started = performance.now();
  const renderId = randomUUID();
  const log = ctx.log.child({ showreelId, renderId });
  const elapsedMs = () => Math.round(performance.now() - started);
  log.info({ clips: reel.clips.length }, 'showreel render started');
  const fingerprint = clipsFingerprint(reel.clips);
  await startRender(ctx.db, showreelId);
  const dir = path.join(ctx.workDir, `showreel-${showreelId}-${renderId}`);
  const prefix = `showreels/${showreelId}/${renderId}/`;
  try {
    await mkdir(dir, { recursive: true });
    const sources = new Map<string, string>();
    for (const clip of reel.clips) {
      if (sources.has(clip.interviewId)) continue;
      if (!clip.interviewVideoKey) throw new Error(`The video of interview ${clip.interviewId} is missing`);
      const info = await ctx.storage.stat(clip.interviewVideoKey);
      if (!info) throw new Error(`The video of interview ${clip.interviewId} is missing (${clip.interviewVideoKey})`);
      const local = path.join(dir, `source-${clip.interviewId}.mp4`);
      await pipeline(await ctx.storage.read(clip.interviewVideoKey), createWriteStream(local), { signal });
      sources.set(clip.interviewId, local);
    }
    const transcripts = await transcriptsOfReel(ctx.db, reel);
    const timeline = reel.clips.map((c) => ({ interviewId: c.interviewId, start: c.start, end: c.end }));
    const encoded = await encodeShowreel({
      tools: ctx.tools,
      clips: reel.clips.map((c) => ({ sourcePath: sources.get(c.interviewId)!, start: c.start, end: c.end })),
      cues: {
        original: reelCues(timeline, (id) => transcripts.get(`${id}:original`)),
        en: reelCues(timeline, (id) => transcripts.get(`${id}:en`) ?? transcripts.get(`${id}:original`)),
      },
      outDir: path.join(dir, 'out'),
      preset: ctx.preset,
      signal,
    });
    const keys = {
      videoKey: `${prefix}video.mp4`,
      thumbnailKey: `${prefix}thumbnail.jpg`,
      subtitlesOriginalKey: `${prefix}subtitles.original.vtt`,
      subtitlesEnKey: `${prefix}subtitles.en.vtt`,
    };
    await ctx.storage.putFile(keys.videoKey, encoded.videoPath, 'video/mp4');
    await ctx.storage.putFile(keys.thumbnailKey, encoded.thumbnailPath, 'image/jpeg');
    await ctx.storage.putFile(keys.subtitlesOriginalKey, encoded.subtitlesOriginalPath, 'text/vtt');
    await ctx.storage.putFile(keys.subtitlesEnKey, encoded.subtitlesEnPath, 'text/vtt');

    const now = await findShowreelForRender(ctx.db, showreelId);
    const swapped = now !== null && clipsFingerprint(now.clips) === fingerprint && (await completeRender(ctx.db, showreelId, keys, encoded.duration));
    if (!swapped) {
      await ctx.storage.deletePrefix(prefix);
      const status = now ? 'SUPERSEDED' : 'GONE';
      log.info({ status, durationMs: elapsedMs() }, 'showreel render discarded: the showreel changed or was deleted meanwhile');
      return status;
    }
    const oldPrefix = reel.videoKey?.match(/^showreels\/[^/]+\/[^/]+\//)?.[0];
    if (oldPrefix && oldPrefix !== prefix) await ctx.storage.deletePrefix(oldPrefix).catch(() => undefined);
    log.info({ status: 'READY', durationMs: elapsedMs(), videoSeconds: encoded.duration }, 'showreel render finished');
    return 'READY';
  } catch (error) {
    await ctx.storage.deletePrefix(prefix).catch(() => undefined);
    if (signal?.aborted) {
      log.warn({ durationMs: elapsedMs() }, 'showreel render stopped: its job expired and is retried');
      throw signal.reason;
    }
    const reason = error instanceof Error ? error.message : String(error);
    // Only this render's PROCESSING state turns into ERROR; an edit meanwhile (status CREATED) keeps its queued render.
    await failRender(ctx.db, showreelId, reason);
    log.error({ status: 'ERROR', durationMs: elapsedMs(), reason }, 'showreel render failed');
    return 'ERROR';
  } finally {
    await removeWorkDir(dir);
  }
}
