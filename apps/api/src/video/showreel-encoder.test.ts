import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeDuration, runFfprobe } from './ffmpeg';
import { encodeShowreel } from './showreel-encoder';
import { cuesToWebVtt, reelCues, reelOffsets } from './showreel-timeline';
import { resolveMediaTools } from './tools';
import { parseWebVtt } from './webvtt';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const videoDir = path.resolve(repoRoot, '../shared/media/video');
const hasMedia = existsSync(path.join(videoDir, 'derived_bbb_librispeech_en.mp4')) && existsSync(path.join(videoDir, 'mdn_bbb_video.mp4'));
if (!hasMedia) console.log(`showreel render test on real media skipped: no videos at ${videoDir}`);
const tools = resolveMediaTools(process.env);

describe('reel timeline', () => {
  it('lays clips end to end and clips and shifts transcript cues onto the reel', () => {
    const clips = [
      { interviewId: 'a', start: 10, end: 12 },
      { interviewId: 'b', start: 1, end: 2.5 },
    ];
    expect(reelOffsets(clips)).toEqual({ offsets: [0, 2], duration: 3.5 });
    const sections = (chunks: { start: number; end: number; text: string }[]) => [{ tasks: [{ chunks }] }];
    const cues = reelCues(clips, (id) =>
      id === 'a'
        ? sections([
            { start: 9, end: 10.5, text: 'cut at start' },
            { start: 11, end: 13, text: 'cut at end' },
            { start: 20, end: 21, text: 'outside' },
          ])
        : sections([
            { start: 0.5, end: 1.02, text: 'too short after cut' },
            { start: 1.5, end: 2, text: 'inside' },
          ]),
    );
    expect(cues).toEqual([
      { start: 0, end: 0.5, text: 'cut at start' },
      { start: 1, end: 2, text: 'cut at end' },
      { start: 2.5, end: 3, text: 'inside' },
    ]);
    expect(parseWebVtt(cuesToWebVtt(cues))).toEqual(cues);
  });
});

describe.skipIf(!hasMedia)('showreel render on real media (../shared/media/video)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'showreel-render-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('renders an H.264/AAC faststart MP4 whose duration is the sum of the clips (±0.1 s) with subtitles inside the reel', async () => {
    const speech = path.join(videoDir, 'derived_bbb_librispeech_en.mp4');
    const bunny = path.join(videoDir, 'mdn_bbb_video.mp4');
    const vtt = parseWebVtt(await readFile(path.join(videoDir, 'derived_bbb_librispeech_en.vtt'), 'utf8'));
    const speechDuration = await probeDuration(tools, speech);
    const bunnyDuration = await probeDuration(tools, bunny);
    const clips = [
      { interviewId: 'speech', sourcePath: speech, start: 0.37, end: Math.min(3.21, speechDuration) },
      { interviewId: 'bunny', sourcePath: bunny, start: 1.13, end: Math.min(2.9, bunnyDuration) },
      { interviewId: 'speech', sourcePath: speech, start: Math.min(4.04, speechDuration - 2), end: Math.min(6.5, speechDuration) },
    ];
    const expected = clips.reduce((sum, c) => sum + (c.end - c.start), 0);
    const cues = reelCues(clips, (id) => (id === 'speech' ? [{ tasks: [{ chunks: vtt }] }] : []));
    expect(cues.length).toBeGreaterThan(0);
    const out = await encodeShowreel({ tools, clips, cues: { original: cues, en: cues }, outDir: dir });
    expect(Math.abs(out.duration - expected)).toBeLessThanOrEqual(0.1);
    const probe = JSON.parse(
      (await runFfprobe(tools, ['-v', 'error', '-show_entries', 'stream=codec_name,codec_type,duration', '-of', 'json', out.videoPath])).stdout,
    ) as { streams: { codec_name: string; codec_type: string; duration: string }[] };
    expect(probe.streams.find((s) => s.codec_type === 'video')?.codec_name).toBe('h264');
    expect(probe.streams.find((s) => s.codec_type === 'audio')?.codec_name).toBe('aac');
    for (const stream of probe.streams) expect(Math.abs(Number(stream.duration) - expected)).toBeLessThanOrEqual(0.1);
    // +faststart: the moov box comes before mdat.
    const head = (await readFile(out.videoPath)).subarray(0, 64 * 1024).toString('latin1');
    expect(head.indexOf('moov')).toBeGreaterThan(-1);
    expect(head.indexOf('moov')).toBeLessThan(head.indexOf('mdat') === -1 ? Infinity : head.indexOf('mdat'));
    for (const file of [out.subtitlesOriginalPath, out.subtitlesEnPath]) {
      const written = parseWebVtt(await readFile(file, 'utf8'));
      expect(written.length).toBe(cues.length);
      for (const cue of written) {
        expect(cue.start).toBeGreaterThanOrEqual(0);
        expect(cue.end).toBeLessThanOrEqual(out.duration + 0.001);
        expect(cue.end).toBeGreaterThan(cue.start);
      }
    }
    expect(existsSync(out.thumbnailPath)).toBe(true);
  }, 120_000);

  it('fails with a reason naming the missing source', async () => {
    await expect(
      encodeShowreel({
        tools,
        clips: [{ sourcePath: path.join(dir, 'nope.mp4'), start: 0, end: 1 }],
        cues: { original: [], en: [] },
        outDir: path.join(dir, 'x'),
      }),
    ).rejects.toThrow(/nope\.mp4 cannot be read/);
  });
});
