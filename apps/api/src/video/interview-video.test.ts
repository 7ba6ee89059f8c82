import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { probeMedia, runFfmpeg, runFfprobe } from './ffmpeg';
import { renderSpokenInterview, wrapText, type RenderedInterview } from './interview-video';
import { findFontFile, resolveMediaTools } from './tools';
import { createSpeechSynthesizer, type SpeechLanguage, type SpeechSynthesizer } from './tts';

const tools = resolveMediaTools({ PATH: process.env.PATH });
const tmp = mkdtempSync(path.join(os.tmpdir(), 'media-interview-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

type Silence = { start: number; end: number };

/** Silences of at least `minSeconds` below -40 dBFS in the MP4's decoded audio, found by ffmpeg silencedetect. */
async function detectSilences(file: string, minSeconds: number): Promise<Silence[]> {
  const { stderr } = await runFfmpeg(tools, [
    '-loglevel',
    'info',
    '-i',
    file,
    '-map',
    '0:a',
    '-af',
    `silencedetect=noise=-40dB:d=${minSeconds}`,
    '-f',
    'null',
    '-',
  ]);
  const silences: Silence[] = [];
  for (const match of stderr.matchAll(/silence_(start|end): (-?[\d.]+)/g)) {
    if (match[1] === 'start') silences.push({ start: Number(match[2]), end: Infinity });
    else silences[silences.length - 1].end = Number(match[2]);
  }
  return silences;
}

/** Asserts the reported line times match the audio: every pause between lines is a detected silence whose edges are within 50 ms, and no long silence falls inside a line. */
async function expectLinesMatchAudio(result: RenderedInterview) {
  const info = await probeMedia(tools, result.videoPath);
  expect(info.hasVideo && info.hasAudio).toBe(true);
  expect(Math.abs(info.duration - result.duration)).toBeLessThan(0.1);
  const lastEnd = result.lines[result.lines.length - 1].end;
  // The soundtrack ends 0.8 s after the last line, and both streams last as long as the reported duration.
  expect(Math.abs(result.duration - (lastEnd + 0.8))).toBeLessThan(0.1);
  const { stdout } = await runFfprobe(tools, ['-show_entries', 'stream=codec_type,duration', '-of', 'json', result.videoPath]);
  for (const stream of (JSON.parse(stdout) as { streams: { codec_type: string; duration: string }[] }).streams) {
    expect(Math.abs(Number(stream.duration) - result.duration), `${stream.codec_type} stream duration`).toBeLessThan(0.1);
  }

  const silences = await detectSilences(result.videoPath, 0.3);
  const tolerance = 0.05;
  // Leading silence, then one silence per gap between lines.
  const expected: Silence[] = [{ start: 0, end: result.lines[0].start }];
  for (let i = 0; i + 1 < result.lines.length; i++) expected.push({ start: result.lines[i].end, end: result.lines[i + 1].start });
  for (const gap of expected) {
    const found = silences.find((s) => Math.abs(s.start - gap.start) <= tolerance && Math.abs(s.end - gap.end) <= tolerance);
    expect(found, `silence ${gap.start}–${gap.end} s in ${JSON.stringify(silences)}`).toBeDefined();
  }
  for (const silence of silences) {
    for (const line of result.lines) {
      const overlap = Math.min(silence.end, line.end) - Math.max(silence.start, line.start);
      expect(overlap, `silence ${silence.start}–${silence.end} inside line ${line.start}–${line.end}`).toBeLessThan(tolerance);
    }
  }
}

async function expectH264Aac(file: string) {
  const { stdout } = await runFfprobe(tools, ['-show_entries', 'stream=codec_type,codec_name,width,height,avg_frame_rate,pix_fmt', '-of', 'json', file]);
  const streams = (JSON.parse(stdout) as { streams: Record<string, unknown>[] }).streams;
  expect(streams).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ codec_type: 'video', codec_name: 'h264', width: 640, height: 360, avg_frame_rate: '24/1', pix_fmt: 'yuv420p' }),
      expect.objectContaining({ codec_type: 'audio', codec_name: 'aac' }),
    ]),
  );
  // Keyframes every 2 s.
  const keyframes = await runFfprobe(tools, ['-select_streams', 'v', '-skip_frame', 'nokey', '-show_entries', 'frame=pts_time', '-of', 'json', file]);
  const times = (JSON.parse(keyframes.stdout) as { frames: { pts_time: string }[] }).frames.map((f) => Number(f.pts_time));
  expect(times.slice(0, 3)).toEqual([0, 2, 4]);
}

const LINES: Record<'en' | 'da', (string | { text: string; pauseBefore?: number })[]> = {
  en: [
    'Hi, my name is Anna, and I do the weekly shopping for our family.',
    { text: 'The search worked well, it found the oat milk I always buy.', pauseBefore: 1.2 },
    'Checkout confused me, because delivery slots came after the card details.',
  ],
  da: [
    'Hej, jeg hedder Mads, og jeg handler ind til hele familien.',
    { text: 'Søgningen virkede fint, den fandt den havremælk jeg altid køber.', pauseBefore: 1.2 },
    'Betalingen var forvirrende, fordi leveringstiderne kom til sidst.',
  ],
};

describe('renderSpokenInterview', () => {
  let synthesizer: SpeechSynthesizer;

  for (const language of ['en', 'da'] as const satisfies readonly SpeechLanguage[]) {
    it(`speaks a short ${language} interview whose line times match the audio`, async () => {
      synthesizer ??= await createSpeechSynthesizer(tools);
      console.log(`TTS engine: ${synthesizer.engine}`);
      const started = Date.now();
      const result = await renderSpokenInterview({
        tools,
        synthesizer,
        language,
        lines: LINES[language],
        outDir: path.join(tmp, language),
        participantLabel: language === 'en' ? 'Anna, 34, United Kingdom' : 'Mads, 41, Danmark',
        colorSeed: language === 'en' ? 1 : 2,
      });
      console.log(`${language}: ${result.duration} s of video in ${Date.now() - started} ms`);
      expect(result.voice).toBe(synthesizer.engine === 'none' ? 'tone' : 'speech');
      expect(result.lines).toHaveLength(3);
      // The marked task pause is longer than the default pauses.
      expect(result.lines[1].start - result.lines[0].end).toBeCloseTo(1.2, 3);
      expect(result.lines[2].start - result.lines[1].end).toBeGreaterThanOrEqual(0.45);
      expect(result.lines[2].start - result.lines[1].end).toBeLessThanOrEqual(0.7);
      await expectLinesMatchAudio(result);
      await expectH264Aac(result.videoPath);
      expect(statSync(result.thumbnailPath).size).toBeGreaterThan(1000);
      expect(path.dirname(result.videoPath)).toBe(path.join(tmp, language));
    });
  }

  it('speaks with the WebAssembly espeak-ng when the program is not used', async (context) => {
    const wasm = await createSpeechSynthesizer(tools, { engines: ['espeak-ng-wasm'] });
    if (wasm.engine === 'none') {
      console.log('skipped: @echogarden/espeak-ng-emscripten did not load');
      return context.skip();
    }
    expect(wasm.engine).toBe('espeak-ng-wasm');
    const result = await renderSpokenInterview({
      tools,
      synthesizer: wasm,
      language: 'sv',
      lines: ['Hej, jag heter Karin och jag bor i Göteborg.', 'Jag tyckte att appen var enkel att använda.'],
      outDir: path.join(tmp, 'sv-wasm'),
      participantLabel: 'Karin, 29, Sverige',
      colorSeed: 7,
    });
    expect(result.voice).toBe('speech');
    await expectLinesMatchAudio(result);
  });

  it('uses the WASM build when the configured espeak-ng program does not run', async () => {
    const synthesizer = await createSpeechSynthesizer({ espeakPath: path.join(tmp, 'no-espeak') });
    expect(['espeak-ng-wasm', 'none']).toContain(synthesizer.engine);
  });

  it('falls back to tones of 0.35 s per word with captions when no synthesiser exists', async () => {
    const none = await createSpeechSynthesizer(tools, { engines: [] });
    expect(none.engine).toBe('none');
    const lines = ['One two three four five six seven eight.', 'Nine ten eleven.'];
    const result = await renderSpokenInterview({
      tools,
      synthesizer: none,
      language: 'en',
      lines,
      outDir: path.join(tmp, 'tone'),
      participantLabel: 'Participant 3',
      colorSeed: 3,
    });
    expect(result.voice).toBe('tone');
    expect(result.lines[0].end - result.lines[0].start).toBeCloseTo(8 * 0.35, 3);
    expect(result.lines[1].end - result.lines[1].start).toBeCloseTo(3 * 0.35, 3);
    await expectLinesMatchAudio(result);

    if (!findFontFile()) return console.log('caption check skipped: no font file found');
    // A caption is drawn as white text in the lower part of the frame, where the background is otherwise dark.
    const at = ((result.lines[0].start + result.lines[0].end) / 2).toFixed(2);
    const raw = path.join(tmp, 'caption.gray');
    await runFfmpeg(tools, ['-ss', at, '-i', result.videoPath, '-frames:v', '1', '-vf', 'crop=640:100:0:260,format=gray', '-f', 'rawvideo', raw]);
    const bright = [...readFileSync(raw)].filter((v) => v > 200).length;
    expect(bright).toBeGreaterThan(200);
  });

  it('wraps caption text at word boundaries', () => {
    expect(wrapText('the quick brown fox jumps over the lazy dog', 15)).toEqual(['the quick brown', 'fox jumps over', 'the lazy dog']);
    expect(wrapText('supercalifragilistic word', 10)).toEqual(['supercalifragilistic', 'word']);
  });
});
