/**
 * Promise wrappers around ffmpeg/ffprobe (child_process.spawn), media probing and thumbnails.
 * Times are seconds. Errors carry the last lines of the program's stderr.
 */
import { spawn } from 'node:child_process';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { MediaTools } from './tools';

/** Options of a program run: working directory, bytes for stdin, a kill timeout in milliseconds, and an abort signal. */
export type RunOptions = { cwd?: string; input?: string | Buffer; timeoutMs?: number; signal?: AbortSignal };

/** What a finished program printed (UTF-8; stderr keeps only its last 64 KiB). */
export type RunResult = { stdout: string; stderr: string };

const STDERR_KEEP_BYTES = 64 * 1024;
const ERROR_TAIL_LINES = 12;

/** Last `count` non-empty lines of `text`, joined by newlines. */
function lastLines(text: string, count = ERROR_TAIL_LINES): string {
  return text
    .split(/\r?\n|\r/)
    .map((line) => line.trimEnd())
    .filter(Boolean)
    .slice(-count)
    .join('\n');
}

/** Runs `command args` without a shell; resolves with its output on exit code 0, else rejects with an Error quoting the last stderr lines. */
export function runProcess(command: string, args: readonly string[], options: RunOptions = {}): Promise<RunResult> {
  const name = path.basename(command);
  return new Promise<RunResult>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
      windowsHide: true,
    });
    const stdout: Buffer[] = [];
    let stderr = Buffer.alloc(0);
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = (error: Error | null) => {
      if (settled) return;
      settled = true;
      if (timer) clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve({ stdout: Buffer.concat(stdout).toString('utf8'), stderr: stderr.toString('utf8') });
    };
    const onAbort = () => {
      child.kill('SIGKILL');
      finish(new Error(`${name} was aborted`));
    };
    if (options.signal?.aborted) return onAbort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    if (options.timeoutMs) {
      timer = setTimeout(() => {
        child.kill('SIGKILL');
        finish(new Error(`${name} timed out after ${options.timeoutMs} ms\n${lastLines(stderr.toString('utf8'))}`));
      }, options.timeoutMs);
    }
    child.stdout?.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = Buffer.concat([stderr, chunk]);
      if (stderr.length > STDERR_KEEP_BYTES * 2) stderr = stderr.subarray(stderr.length - STDERR_KEEP_BYTES);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      finish(
        new Error(error.code === 'ENOENT' ? `${name} not found: ${command} (set its *_PATH)` : `${name} failed to start: ${error.message}`, { cause: error }),
      );
    });
    child.on('close', (code, signal) => {
      if (code === 0) return finish(null);
      const tail = lastLines(stderr.toString('utf8'));
      finish(new Error(`${name} exited with ${signal ?? `code ${code}`}${tail ? `:\n${tail}` : ''}`));
    });
    if (options.input !== undefined && child.stdin) {
      child.stdin.on('error', () => undefined); // the exit code reports the real failure
      child.stdin.end(options.input);
    }
  });
}

/** Runs ffmpeg with `args` (adds -hide_banner -nostdin -y, and `-loglevel error` unless args set a level); rejects with the last stderr lines. */
export function runFfmpeg(tools: Pick<MediaTools, 'ffmpegPath'>, args: readonly string[], options?: RunOptions): Promise<RunResult> {
  const hasLevel = args.includes('-loglevel') || args.includes('-v');
  return runProcess(tools.ffmpegPath, ['-hide_banner', '-nostdin', '-y', ...(hasLevel ? [] : ['-loglevel', 'error']), ...args], options);
}

/** Runs ffprobe with `args` (adds -hide_banner -loglevel error); resolves with its stdout. */
export function runFfprobe(tools: Pick<MediaTools, 'ffprobePath'>, args: readonly string[], options?: RunOptions): Promise<RunResult> {
  return runProcess(tools.ffprobePath, ['-hide_banner', '-loglevel', 'error', ...args], options);
}

/** Probe result: container duration in seconds, whether a real (non cover-art) video stream and an audio stream exist, and video size in pixels. */
export type MediaInfo = { duration: number; hasVideo: boolean; hasAudio: boolean; width: number | null; height: number | null };

type ProbeJson = {
  format?: { duration?: string };
  streams?: { codec_type?: string; width?: number; height?: number; duration?: string; disposition?: { attached_pic?: number } }[];
};

/** Probes `filePath` with ffprobe: duration (seconds; the longest stream when the container has none) and its streams. Throws when unreadable. */
export async function probeMedia(tools: Pick<MediaTools, 'ffprobePath'>, filePath: string): Promise<MediaInfo> {
  const { stdout } = await runFfprobe(tools, ['-show_format', '-show_streams', '-of', 'json', filePath]);
  const json = JSON.parse(stdout) as ProbeJson;
  const streams = json.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1);
  let duration = Number(json.format?.duration);
  if (!Number.isFinite(duration)) {
    duration = Math.max(0, ...streams.map((s) => Number(s.duration)).filter(Number.isFinite));
  }
  if (!Number.isFinite(duration) || duration <= 0) throw new Error(`ffprobe found no duration in ${filePath}`);
  return {
    duration,
    hasVideo: Boolean(video),
    hasAudio: streams.some((s) => s.codec_type === 'audio'),
    width: video?.width ?? null,
    height: video?.height ?? null,
  };
}

/** Duration of the media file at `filePath` in seconds (ffprobe container duration). */
export async function probeDuration(tools: Pick<MediaTools, 'ffprobePath'>, filePath: string): Promise<number> {
  return (await probeMedia(tools, filePath)).duration;
}

/** Writes one JPEG frame of `videoPath` at `atSeconds` (must be before the end; throws otherwise) scaled to `width` px (even height) into `outJpg`. */
export async function extractThumbnail(
  tools: Pick<MediaTools, 'ffmpegPath'>,
  videoPath: string,
  atSeconds: number,
  outJpg: string,
  width: number,
): Promise<void> {
  await mkdir(path.dirname(outJpg), { recursive: true });
  await rm(outJpg, { force: true });
  const at = Math.max(0, atSeconds).toFixed(3);
  // -ss before -i seeks fast to the keyframe before and then decodes up to the exact time.
  await runFfmpeg(tools, ['-ss', at, '-i', videoPath, '-frames:v', '1', '-vf', `scale=${Math.round(width)}:-2`, '-q:v', '4', '-f', 'image2', outJpg]);
  // A seek past the last frame makes ffmpeg exit 0 without writing anything.
  const written = await stat(outJpg).catch(() => null);
  if (!written || written.size === 0) throw new Error(`ffmpeg wrote no thumbnail at ${at} s of ${videoPath}`);
}

/** Escapes `value` for use as a filter option value inside a filtergraph (both ffmpeg escaping levels: option `\\ ' :`, graph `\\ ' [ ] , ;`). */
export function escapeFilterValue(value: string): string {
  const optionLevel = value.replace(/[\\':]/g, (c) => `\\${c}`);
  return optionLevel.replace(/[\\'[\],;]/g, (c) => `\\${c}`);
}
