/**
 * Locating the external media programs (ffmpeg, ffprobe, espeak-ng) and a caption font.
 * Never reads process.env: the app's config passes its environment in.
 */
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Absolute paths (or bare command names) of the media programs; `espeakPath` is null when no espeak-ng program exists. */
export type MediaTools = { ffmpegPath: string; ffprobePath: string; espeakPath: string | null };

const require = createRequire(import.meta.url);

// The installer packages throw (sometimes a bare string) when their platform binary is missing.
function installerPath(packageName: string): string | null {
  try {
    const mod = require(packageName) as { path?: unknown };
    return typeof mod.path === 'string' && existsSync(mod.path) ? mod.path : null;
  } catch {
    return null;
  }
}

/** Finds an executable `name` in the `PATH`-style string `searchPath` (platform delimiter); returns its absolute path or null. */
function findExecutableOnPath(name: string, searchPath: string | undefined): string | null {
  if (!searchPath) return null;
  const extensions = process.platform === 'win32' ? ['.exe', '.cmd', ''] : [''];
  for (const dir of searchPath.split(path.delimiter)) {
    if (!dir) continue;
    for (const ext of extensions) {
      const candidate = path.join(dir, name + ext);
      try {
        if (statSync(candidate).isFile()) return candidate;
      } catch {
        // not here; keep looking
      }
    }
  }
  return null;
}

/**
 * Resolves the media programs from an environment map (FFMPEG_PATH, FFPROBE_PATH, ESPEAK_PATH override; `ESPEAK_PATH=none` disables the program).
 * Defaults: the npm-shipped ffmpeg/ffprobe (else `ffmpeg`/`ffprobe` on PATH) and `espeak-ng` (or `espeak`) found on env.PATH, else null.
 * Pure with respect to env (only looks at the filesystem); the app's config calls it with process.env.
 */
export function resolveMediaTools(env: Record<string, string | undefined>): MediaTools {
  const pick = (value: string | undefined) => (value && value.trim() ? value.trim() : undefined);
  const ffmpegPath = pick(env.FFMPEG_PATH) ?? installerPath('@ffmpeg-installer/ffmpeg') ?? 'ffmpeg';
  const ffprobePath = pick(env.FFPROBE_PATH) ?? installerPath('@ffprobe-installer/ffprobe') ?? 'ffprobe';
  const espeakOverride = pick(env.ESPEAK_PATH);
  const searchPath = env.PATH ?? env.Path;
  const espeakPath =
    espeakOverride === 'none' ? null : (espeakOverride ?? findExecutableOnPath('espeak-ng', searchPath) ?? findExecutableOnPath('espeak', searchPath));
  return { ffmpegPath, ffprobePath, espeakPath };
}

/** Common locations of a Unicode sans-serif TTF (DejaVu, Liberation, Noto, Arial) on Debian/Ubuntu, Fedora, Arch, Alpine, macOS and Windows. */
const DEFAULT_FONT_CANDIDATES: readonly string[] = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/dejavu-sans-fonts/DejaVuSans.ttf',
  '/usr/share/fonts/TTF/DejaVuSans.ttf',
  '/usr/share/fonts/ttf-dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  '/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf',
  '/usr/share/fonts/liberation-sans/LiberationSans-Regular.ttf',
  '/usr/share/fonts/liberation/LiberationSans-Regular.ttf',
  '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf',
  '/usr/share/fonts/noto/NotoSans-Regular.ttf',
  '/System/Library/Fonts/Supplemental/Arial.ttf',
  '/Library/Fonts/Arial.ttf',
  'C:\\Windows\\Fonts\\arial.ttf',
];

/** First existing font file among `candidates` (default: DEFAULT_FONT_CANDIDATES), or null when none exists (then videos carry no text). */
export function findFontFile(candidates: readonly string[] = DEFAULT_FONT_CANDIDATES): string | null {
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}
