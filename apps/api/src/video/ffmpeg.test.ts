import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { escapeFilterValue, extractThumbnail, probeMedia, runFfmpeg, runFfprobe } from './ffmpeg';
import { findFontFile, resolveMediaTools } from './tools';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'media-ffmpeg-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('resolveMediaTools', () => {
  it('defaults to the npm-shipped ffmpeg/ffprobe and finds espeak-ng only on the given PATH', () => {
    const binDir = path.join(tmp, 'bin');
    const fake = path.join(binDir, 'espeak-ng');
    mkdirSync(binDir);
    writeFileSync(fake, '#!/bin/sh\n');
    chmodSync(fake, 0o755);

    const tools = resolveMediaTools({ PATH: `/nonexistent${path.delimiter}${binDir}` });
    expect(tools.ffmpegPath).toMatch(/@ffmpeg-installer[\\/].+ffmpeg(\.exe)?$/);
    expect(tools.ffprobePath).toMatch(/@ffprobe-installer[\\/].+ffprobe(\.exe)?$/);
    expect(tools.espeakPath).toBe(fake);
    expect(resolveMediaTools({}).espeakPath).toBeNull();
  });

  it('lets FFMPEG_PATH, FFPROBE_PATH and ESPEAK_PATH override, and ESPEAK_PATH=none disable the program', () => {
    expect(resolveMediaTools({ FFMPEG_PATH: '/opt/ff/ffmpeg', FFPROBE_PATH: '/opt/ff/ffprobe', ESPEAK_PATH: '/opt/espeak' })).toEqual({
      ffmpegPath: '/opt/ff/ffmpeg',
      ffprobePath: '/opt/ff/ffprobe',
      espeakPath: '/opt/espeak',
    });
    expect(resolveMediaTools({ ESPEAK_PATH: 'none', PATH: '/usr/bin' }).espeakPath).toBeNull();
  });
});

describe('ffmpeg wrapper', () => {
  const tools = resolveMediaTools({});

  it('rejects with the last stderr lines when ffmpeg fails, and names a missing program', async () => {
    await expect(runFfmpeg(tools, ['-i', path.join(tmp, 'missing.wav'), '-f', 'null', '-'])).rejects.toThrow(
      /ffmpeg exited with code 1:\n.*missing\.wav: No such file or directory/,
    );
    await expect(runFfmpeg({ ffmpegPath: path.join(tmp, 'no-ffmpeg') }, ['-version'])).rejects.toThrow(/no-ffmpeg not found/);
  });

  it('probes a generated clip and extracts a thumbnail of the requested width', async () => {
    const clip = path.join(tmp, 'clip.mp4');
    await runFfmpeg(tools, [
      '-f',
      'lavfi',
      '-i',
      'testsrc=s=320x240:r=24:d=2',
      '-f',
      'lavfi',
      '-i',
      'sine=f=440:d=2',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
      clip,
    ]);
    const info = await probeMedia(tools, clip);
    expect(info).toMatchObject({ hasVideo: true, hasAudio: true, width: 320, height: 240 });
    expect(info.duration).toBeCloseTo(2, 1);

    const jpg = path.join(tmp, 'thumbs', 'thumb.jpg');
    await extractThumbnail(tools, clip, 1, jpg, 160);
    const { stdout } = await runFfprobe(tools, ['-show_entries', 'stream=width,height', '-of', 'csv=p=0', jpg]);
    expect(stdout.trim()).toBe('160,120');
    await expect(extractThumbnail(tools, clip, 30, jpg, 160)).rejects.toThrow(/no thumbnail/);
  });

  it('escapes filter values at both filtergraph levels so odd font paths work in drawtext', async (context) => {
    expect(escapeFilterValue("a:b\\c'd,[e];f")).toBe("a\\\\:b\\\\\\\\c\\\\\\'d\\,\\[e\\]\\;f");
    const font = findFontFile();
    if (!font) {
      console.log('skipped the drawtext part: no font file found');
      return context.skip();
    }
    const oddDir = path.join(tmp, "it's, [odd]; dir:1");
    mkdirSync(oddDir);
    const oddFont = path.join(oddDir, 'font.ttf');
    copyFileSync(font, oddFont);
    await runFfmpeg(tools, [
      '-f',
      'lavfi',
      '-i',
      'color=c=black:s=160x90:d=0.1',
      '-vf',
      `drawtext=fontfile=${escapeFilterValue(oddFont)}:text=ok:fontcolor=white`,
      '-frames:v',
      '1',
      path.join(tmp, 'odd.png'),
    ]);
  });
});
