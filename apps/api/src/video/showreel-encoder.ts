/**
 * Showreel encoder (SPEC §3 Showreel video, §9 processing time), the ffmpeg part of a render (the job around it is
 * jobs/showreel-render-job.ts): cuts each clip frame-accurately out of
 * its source video (re-encoded; `-ss`/`-t` on the input with ffmpeg's accurate seek, which decodes from the keyframe
 * before and drops frames up to the exact time), concatenates them into one H.264/AAC MP4 with `+faststart`, writes
 * WebVTT in the original language and English on the reel's own timeline, a thumbnail, and measures the duration.
 * All times are seconds.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeFilterValue, extractThumbnail, probeDuration, probeMedia, runFfmpeg } from './ffmpeg';
import { findFontFile, type MediaTools } from './tools';
import { cuesToWebVtt } from './showreel-timeline';
import type { VttCue } from './webvtt';

/** One clip to encode: `start`..`end` seconds of the local file `sourcePath`. */
type EncodeClip = { sourcePath: string; start: number; end: number };

/** Input of {@link encodeShowreel}: clips in play order, cues already on the reel's timeline, an output folder. */

export type EncodeShowreelOptions = {
  tools: Pick<MediaTools, 'ffmpegPath' | 'ffprobePath'>;
  clips: readonly EncodeClip[];
  cues: { original: readonly VttCue[]; en: readonly VttCue[] };
  outDir: string;
  /** Largest output height in pixels (default 720); the width follows the first clip's aspect ratio. */
  maxHeight?: number;
  /** x264 preset (default 'superfast': a third less CPU than 'veryfast' at the same CRF, bench/showreel-render.ts). */
  preset?: string;
  /** Aborts ffmpeg (e.g. on shutdown). */
  signal?: AbortSignal;
};

/** Files written by {@link encodeShowreel} and the measured duration (seconds). */
export type EncodedShowreel = {
  videoPath: string;
  thumbnailPath: string;
  subtitlesOriginalPath: string;
  subtitlesEnPath: string;
  duration: number;
};

const FPS = 25;

/** The H.264 video encoding every reel file shares (render and burned-in download): `preset` (default superfast), CRF 23, yuv420p, a key frame every 2 s. */
function h264VideoArgs(preset: string | undefined): string[] {
  return ['-c:v', 'libx264', '-preset', preset ?? 'superfast', '-crf', '23', '-pix_fmt', 'yuv420p', '-g', String(FPS * 2)];
}
const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

/**
 * Encodes the reel into `outDir` (video.mp4, thumbnail.jpg, subtitles.original.vtt, subtitles.en.vtt). Throws an
 * Error naming the problem when there is no clip, a clip is empty, a source is missing or ffmpeg fails.
 */
export async function encodeShowreel(options: EncodeShowreelOptions): Promise<EncodedShowreel> {
  const { tools, clips, outDir } = options;
  if (clips.length === 0) throw new Error('The showreel has no clips');
  await mkdir(outDir, { recursive: true });
  const infos = new Map<string, Awaited<ReturnType<typeof probeMedia>>>();
  for (const clip of clips) {
    if (!(clip.end > clip.start)) throw new Error(`A clip ends (${clip.end} s) before it starts (${clip.start} s)`);
    if (!infos.has(clip.sourcePath)) {
      const info = await probeMedia(tools, clip.sourcePath).catch(() => {
        throw new Error(`The source video ${path.basename(clip.sourcePath)} cannot be read`);
      });
      if (!info.hasVideo) throw new Error(`The source ${path.basename(clip.sourcePath)} has no video`);
      infos.set(clip.sourcePath, info);
    }
  }
  // The source resolution: the tallest source (capped at maxHeight), so a 720p source gives a 720p reel even when the
  // first clip comes from a smaller one; the aspect ratio is the first clip's.
  const first = infos.get(clips[0].sourcePath)!;
  const tallest = Math.max(...[...infos.values()].map((info) => info.height ?? 0));
  const height = even(Math.min(options.maxHeight ?? 720, tallest || 720));
  const width = even(((first.width ?? 1280) / (first.height ?? 720)) * height);

  const args: string[] = ['-hide_banner', '-nostdin', '-y'];
  const filters: string[] = [];
  let input = 0;
  clips.forEach((clip, index) => {
    const duration = (clip.end - clip.start).toFixed(3);
    args.push('-ss', clip.start.toFixed(3), '-t', duration, '-i', clip.sourcePath);
    const videoInput = input;
    input += 1;
    let audioRef = `${videoInput}:a:0`;
    if (!infos.get(clip.sourcePath)!.hasAudio) {
      args.push('-f', 'lavfi', '-t', duration, '-i', 'anullsrc=r=44100:cl=mono');
      audioRef = `${input}:a:0`;
      input += 1;
    }
    filters.push(
      `[${videoInput}:v:0]fps=${FPS},scale=${width}:${height}:force_original_aspect_ratio=decrease,pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2,setsar=1,format=yuv420p,trim=duration=${duration},setpts=PTS-STARTPTS[v${index}]`,
      `[${audioRef}]aresample=44100,aformat=sample_fmts=fltp:channel_layouts=mono,atrim=duration=${duration},asetpts=PTS-STARTPTS[a${index}]`,
    );
  });
  const pairs = clips.map((_, index) => `[v${index}][a${index}]`).join('');
  filters.push(`${pairs}concat=n=${clips.length}:v=1:a=1[v][a]`);
  const videoPath = path.join(outDir, 'video.mp4');
  args.push(
    '-filter_complex',
    filters.join(';'),
    '-map',
    '[v]',
    '-map',
    '[a]',
    ...h264VideoArgs(options.preset),
    '-c:a',
    'aac',
    '-b:a',
    '96k',
    '-ac',
    '1',
    '-ar',
    '44100',
    '-movflags',
    '+faststart',
    videoPath,
  );
  await runFfmpeg(tools, args, { signal: options.signal });
  const duration = await probeDuration(tools, videoPath);
  const thumbnailPath = path.join(outDir, 'thumbnail.jpg');
  await extractThumbnail(tools, videoPath, Math.min(1, duration / 2), thumbnailPath, 640);
  const subtitlesOriginalPath = path.join(outDir, 'subtitles.original.vtt');
  const subtitlesEnPath = path.join(outDir, 'subtitles.en.vtt');
  await writeFile(subtitlesOriginalPath, cuesToWebVtt(options.cues.original));
  await writeFile(subtitlesEnPath, cuesToWebVtt(options.cues.en));
  return { videoPath, thumbnailPath, subtitlesOriginalPath, subtitlesEnPath, duration };
}

/** Removes a render's work folder `dir` (errors ignored). */
export async function removeWorkDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true }).catch(() => undefined);
}

/** Input of {@link burnSubtitles}: the rendered reel, a WebVTT file on its timeline, the output file. */
export type BurnSubtitlesOptions = {
  tools: Pick<MediaTools, 'ffmpegPath'>;
  videoPath: string;
  subtitlesPath: string;
  outPath: string;
  /** A TTF whose folder libass reads fonts from (default: the first system sans-serif found, {@link findFontFile}). */
  fontFile?: string | null;
  /** x264 preset (default 'superfast', as the render). */
  preset?: string;
  signal?: AbortSignal;
};

/**
 * Writes `outPath`: the reel with the cues of `subtitlesPath` burned into the picture (libass `subtitles` filter, white
 * text with a dark outline at the bottom), in the reel's own resolution; the audio is copied. Throws when ffmpeg fails.
 */
export async function burnSubtitles(options: BurnSubtitlesOptions): Promise<void> {
  const fontFile = options.fontFile === undefined ? findFontFile() : options.fontFile;
  const fontsDir = fontFile ? `:fontsdir=${escapeFilterValue(path.dirname(fontFile))}` : '';
  const fontName = fontFile ? `FontName=${path.basename(fontFile, path.extname(fontFile)).replace(/[^A-Za-z0-9 ]/g, ' ')},` : '';
  const style = `${fontName}FontSize=18,PrimaryColour=&H00FFFFFF,OutlineColour=&H80000000,BorderStyle=1,Outline=2,Shadow=0,MarginV=24`;
  await runFfmpeg(
    options.tools,
    [
      '-hide_banner',
      '-nostdin',
      '-y',
      '-i',
      options.videoPath,
      '-vf',
      `subtitles=filename=${escapeFilterValue(options.subtitlesPath)}${fontsDir}:force_style=${escapeFilterValue(style)}`,
      ...h264VideoArgs(options.preset),
      '-c:a',
      'copy',
      '-movflags',
      '+faststart',
      options.outPath,
    ],
    { signal: options.signal },
  );
}
