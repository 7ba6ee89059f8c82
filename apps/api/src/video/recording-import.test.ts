import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { probeMedia, runFfprobe } from './ffmpeg';
import { chunksFromText, chunksFromWords, importRecording } from './recording-import';
import { resolveMediaTools } from './tools';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const sharedMedia = path.resolve(repoRoot, '../shared/media');
const hasSharedMedia = existsSync(sharedMedia);
const tools = resolveMediaTools({ PATH: process.env.PATH });
const tmp = mkdtempSync(path.join(os.tmpdir(), 'media-import-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function expectFaststartH264Aac(file: string) {
  const { stdout } = await runFfprobe(tools, ['-show_entries', 'stream=codec_type,codec_name,pix_fmt', '-of', 'json', file]);
  const streams = (JSON.parse(stdout) as { streams: Record<string, unknown>[] }).streams;
  expect(streams).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ codec_type: 'video', codec_name: 'h264', pix_fmt: 'yuv420p' }),
      expect.objectContaining({ codec_type: 'audio', codec_name: 'aac' }),
    ]),
  );
  // +faststart puts the moov box before mdat.
  const head = readFileSync(file)
    .subarray(0, 64 * 1024)
    .toString('latin1');
  expect(head.indexOf('moov')).toBeGreaterThan(-1);
  expect(head.indexOf('moov')).toBeLessThan(head.indexOf('mdat') === -1 ? Infinity : head.indexOf('mdat'));
}

describe('transcript chunking', () => {
  it('groups words into sentence-sized chunks, using punctuated tokens when they line up', () => {
    const words = 'hello there how are you today i am fine thanks'.split(' ').map((word, i) => ({ word, start: i * 0.5, end: i * 0.5 + 0.4 }));
    const tokens = 'Hello there, how are you today? I am fine, thanks.'.split(' ');
    const chunks = chunksFromWords(words, tokens);
    expect(chunks.map(({ start, end, text }) => ({ start, end, text }))).toEqual([
      { start: 0, end: 2.9, text: 'Hello there, how are you today?' },
      { start: 3, end: 4.9, text: 'I am fine, thanks.' },
    ]);
    // Each chunk keeps its aligned words with the shown (punctuated) text.
    expect(chunks[1].words).toEqual([
      { start: 3, end: 3.4, text: 'I' },
      { start: 3.5, end: 3.9, text: 'am' },
      { start: 4, end: 4.4, text: 'fine,' },
      { start: 4.5, end: 4.9, text: 'thanks.' },
    ]);
    // Without punctuation, a pause over 1 s ends a chunk; "Mr." does not.
    const paused = [
      { word: 'Mr.', start: 0, end: 0.3 },
      { word: 'Smith', start: 0.35, end: 0.8 },
      { word: 'agreed', start: 2.2, end: 2.6 },
    ];
    expect(chunksFromWords(paused).map((c) => c.text)).toEqual(['Mr. Smith', 'agreed']);
  });

  it('splits long unpunctuated runs into chunks of at most 16 words', () => {
    const words = Array.from({ length: 40 }, (_, i) => ({ word: `w${i}${i === 11 ? ',' : ''}`, start: i * 0.3, end: i * 0.3 + 0.25 }));
    const chunks = chunksFromWords(words);
    expect(chunks.every((c) => c.text.split(' ').length <= 16)).toBe(true);
    expect(chunks.map((c) => c.text).join(' ')).toBe(words.map((w) => w.word).join(' '));
    expect(chunks[0].start).toBe(0);
    expect(chunks.at(-1)!.end).toBe(11.95);
  });

  it('spreads plain-text sentences over the duration in proportion to their length', () => {
    const chunks = chunksFromText('Hej. Jeg hedder Aidan og jeg bor i Canada!  Tak.', 10, 'da');
    expect(chunks.map((c) => c.text)).toEqual(['Hej.', 'Jeg hedder Aidan og jeg bor i Canada!', 'Tak.']);
    expect(chunks[0].start).toBe(0);
    expect(chunks.at(-1)!.end).toBe(10);
    for (let i = 1; i < chunks.length; i++) expect(chunks[i].start).toBe(chunks[i - 1].end);
    expect(chunks[1].end - chunks[1].start).toBeGreaterThan(chunks[0].end - chunks[0].start);
  });
});

describe('importRecording (real recordings in ../shared/media)', () => {
  it('turns a Danish WAV with a VTT into a waveform MP4 with the VTT cues as chunks', async (context) => {
    if (!hasSharedMedia) {
      console.log(`skipped: no shared media at ${sharedMedia}`);
      return context.skip();
    }
    const source = path.join(sharedMedia, 'da/udhr-dan-preamble_part1.wav');
    const sourceDuration = (await probeMedia(tools, source)).duration;
    const result = await importRecording({
      tools,
      audioOrVideoPath: source,
      transcript: { vttPath: path.join(sharedMedia, 'da/udhr-dan-preamble_part1.vtt') },
      outDir: path.join(tmp, 'da'),
      participantLabel: 'Læser, Danmark',
      language: 'da',
    });
    expect(Math.abs(result.duration - sourceDuration)).toBeLessThan(0.1);
    expect(Math.abs((await probeMedia(tools, result.videoPath)).duration - result.duration)).toBeLessThan(0.01);
    expect(result.chunks).toEqual([{ start: 0.34, end: 4.39, text: 'VERDENSERKLÆRINGEN OM MENNESKERETTIGHEDERNE INDLEDNING' }]);
    await expectFaststartH264Aac(result.videoPath);
    expect(statSync(result.thumbnailPath).size).toBeGreaterThan(1000);
  });

  it('chunks an English WAV by its words.json timings with the punctuated transcript', async (context) => {
    if (!hasSharedMedia) {
      console.log(`skipped: no shared media at ${sharedMedia}`);
      return context.skip();
    }
    const base = path.join(sharedMedia, 'en/librispeech-1272-128104-0000_picovoice');
    const result = await importRecording({
      tools,
      audioOrVideoPath: `${base}.wav`,
      transcript: { wordsJsonPath: `${base}.words.json` },
      outDir: path.join(tmp, 'en'),
      participantLabel: 'Reader, United Kingdom',
    });
    expect(result.duration).toBeCloseTo(5.86, 1);
    expect(result.chunks.map((c) => c.text).join(' ')).toBe('Mr. Quilter is the apostle of the middle classes and we are glad to welcome his gospel.');
    expect(result.chunks[0].start).toBe(0.54); // first word
    expect(result.chunks.at(-1)!.end).toBeLessThanOrEqual(result.duration);
    for (const chunk of result.chunks) expect(chunk.end).toBeGreaterThan(chunk.start);
    await expectFaststartH264Aac(result.videoPath);
  });

  it('transcodes a WebM video to H.264/AAC faststart', async (context) => {
    const source = path.join(sharedMedia, 'video/mdn_bbb_video.webm');
    if (!existsSync(source)) {
      console.log(`skipped: no ${source}`);
      return context.skip();
    }
    const result = await importRecording({
      tools,
      audioOrVideoPath: source,
      transcript: { vttPath: path.join(sharedMedia, 'video/mdn_bbb_subtitles_en.vtt') },
      outDir: path.join(tmp, 'webm'),
      participantLabel: 'Bunny',
    });
    expect(result.duration).toBeCloseTo(7.8, 1);
    expect(result.chunks.map((c) => c.text)).toEqual(['This is the first subtitle.', 'This is the second.', 'And this is the third!']);
    await expectFaststartH264Aac(result.videoPath);
  });
});
