/**
 * The showreel download job (issue 9): burns the reel's original-language or English subtitles into its rendered file
 * (the source resolution the render chose) with ffmpeg, and caches the result in storage beside the render
 * ({@link burnedDownloadKey}), so each file is made once per render. A reel rendered again meanwhile (another
 * `videoKey`) discards the result. A failure throws (pg-boss retries once; the API then reports ERROR with the reason).
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import { burnedDownloadKey, findShowreelForRender } from '../modules/showreels';
import { burnSubtitles, removeWorkDir } from '../video/showreel-encoder';
import type { DownloadJobData } from './queue';
import type { RenderContext } from './showreel-render-job';

/** Makes the download of `data` unless cached; answers READY (made or already there) or GONE (reel deleted or rendered again). */
export async function prepareShowreelDownload(ctx: RenderContext, data: DownloadJobData): Promise<'READY' | 'GONE'> {
  const reel = await findShowreelForRender(ctx.db, data.showreelId);
  if (!reel || reel.videoKey !== data.videoKey) return 'GONE';
  const key = burnedDownloadKey(data.videoKey, data.subtitles);
  if (await ctx.storage.stat(key)) return 'READY';
  const subtitlesKey = data.subtitles === 'en' ? reel.subtitlesEnKey : reel.subtitlesOriginalKey;
  if (!subtitlesKey) throw new Error(`The showreel has no ${data.subtitles === 'en' ? 'English' : 'original-language'} subtitles`);
  const started = performance.now();
  const log = ctx.log.child({ showreelId: reel.id, subtitles: data.subtitles });
  const dir = path.join(ctx.workDir, `download-${reel.id}-${randomUUID()}`);
  try {
    await mkdir(dir, { recursive: true });
    const videoPath = path.join(dir, 'video.mp4');
    const subtitlesPath = path.join(dir, 'subtitles.vtt');
    await pipeline(await ctx.storage.read(data.videoKey), createWriteStream(videoPath));
    await pipeline(await ctx.storage.read(subtitlesKey), createWriteStream(subtitlesPath));
    const outPath = path.join(dir, 'download.mp4');
    await burnSubtitles({ tools: ctx.tools, videoPath, subtitlesPath, outPath, preset: ctx.preset });
    await ctx.storage.putFile(key, outPath, 'video/mp4');
    const now = await findShowreelForRender(ctx.db, data.showreelId);
    if (!now || now.videoKey !== data.videoKey) {
      await ctx.storage.delete(key).catch(() => undefined);
      return 'GONE';
    }
    log.info({ durationMs: Math.round(performance.now() - started) }, 'showreel download prepared');
    return 'READY';
  } catch (error) {
    log.error({ reason: error instanceof Error ? error.message : String(error) }, 'showreel download failed');
    throw error;
  } finally {
    await removeWorkDir(dir);
  }
}
