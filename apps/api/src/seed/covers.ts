/**
 * Generated images for the demo workspace (no network): a soft two-colour gradient with a highlight, made by
 * ffmpeg's `geq` at low resolution and scaled up (fast even on the 2018 static ffmpeg build), optionally with a
 * centred caption (stimulus files such as "Packaging concept A").
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeFilterValue, runFfmpeg } from '../video/ffmpeg';
import { findFontFile, type MediaTools } from '../video/tools';
import { mulberry32 } from './plan';

/** Options of {@link renderGradientImage}: output size in pixels (default 960×540) and an optional caption. */
export type GradientImageOptions = { width?: number; height?: number; caption?: string; seed?: number };

/** Parses `#rrggbb` into [r, g, b] (0–255); throws on anything else. */
function parseHexColor(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [parseInt(m[1], 16), parseInt(m[2], 16), parseInt(m[3], 16)];
}

/**
 * Writes a JPEG (or PNG, by extension) gradient from `colors[0]` (top left) to `colors[1]` (bottom right) with a soft
 * light spot and a gentle wave placed by `seed`, to `outPath`.
 */
export async function renderGradientImage(
  tools: Pick<MediaTools, 'ffmpegPath'>,
  colors: readonly [string, string],
  outPath: string,
  options: GradientImageOptions = {},
): Promise<void> {
  const width = options.width ?? 960;
  const height = options.height ?? 540;
  const random = mulberry32(options.seed ?? 1);
  const [a, b] = colors.map(parseHexColor);
  const spotX = (0.55 + random() * 0.35).toFixed(3);
  const spotY = (0.15 + random() * 0.3).toFixed(3);
  const phase = (random() * 6).toFixed(3);
  const t = '(X/W*0.65+Y/H*0.35)';
  const light = `(18*sin(X/W*9+Y/H*5+${phase})+55*exp(-((X/W-${spotX})*(X/W-${spotX})+(Y/H-${spotY})*(Y/H-${spotY}))*9))`;
  const channel = (i: number) => `clip(${a[i]}+(${b[i] - a[i]})*${t}+${light},0,255)`;
  const filters = [`geq=r='${channel(0)}':g='${channel(1)}':b='${channel(2)}'`, `scale=${width}:${height}:flags=bicubic`];

  await mkdir(path.dirname(outPath), { recursive: true });
  const font = options.caption ? findFontFile() : null;
  const work = font ? await mkdtemp(path.join(path.dirname(outPath), '.caption-')) : null;
  try {
    if (font && work && options.caption) {
      const captionFile = path.join(work, 'caption.txt');
      await writeFile(captionFile, options.caption);
      const size = Math.round(height * 0.075);
      filters.push(
        `drawtext=fontfile=${escapeFilterValue(font)}:textfile=${escapeFilterValue(captionFile)}:expansion=none:fontsize=${size}` +
          `:fontcolor=white:box=1:boxcolor=black@0.35:boxborderw=${Math.round(size * 0.5)}:x=(w-text_w)/2:y=(h-text_h)/2`,
      );
    }
    const small = `${Math.max(2, Math.round(width / 3))}x${Math.max(2, Math.round(height / 3))}`;
    await runFfmpeg(tools, [
      '-f',
      'lavfi',
      '-i',
      `color=c=black:s=${small}:r=1,format=rgb24`,
      '-vf',
      filters.join(','),
      '-frames:v',
      '1',
      '-q:v',
      '3',
      outPath,
    ]);
  } finally {
    if (work) await rm(work, { recursive: true, force: true });
  }
}
