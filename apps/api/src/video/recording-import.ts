/**
 * Import of a real interview recording: audio (.wav/.ogg/.flac/.mp3…) becomes an MP4 showing the recording's waveform
 * with a moving playhead; video is transcoded to H.264/AAC faststart. Transcript chunks (seconds) come from a WebVTT
 * file, else word timings (words.json), else a plain-text transcript spread over the duration.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeFilterValue, extractThumbnail, probeDuration, probeMedia, runFfmpeg } from './ffmpeg';
import { seedColors } from './interview-video';
import { findFontFile, type MediaTools } from './tools';
import { parseWebVtt } from './webvtt';

/** A timed piece of transcript text (seconds), as in SPEC §3 chunks. */
export type TimedChunk = { start: number; end: number; text: string; words?: { start: number; end: number; text: string }[] };

/** One timed word (seconds), the `words[]` items of a `*.words.json` file. */
export type TimedWord = { word: string; start: number; end: number };

/** Input of importRecording: the source file, transcript files (first present wins: vtt, words.json, txt), output folder and label. */
export type ImportRecordingOptions = {
  tools: MediaTools;
  audioOrVideoPath: string;
  transcript: { vttPath?: string; wordsJsonPath?: string; txtPath?: string };
  outDir: string;
  participantLabel: string;
  /** BCP 47 language of the speech, used for sentence splitting of a .txt transcript (default: 'en'). */
  language?: string;
  /** TTF for the label on audio-only recordings; undefined = findFontFile(), null = no text. */
  fontFile?: string | null;
  /** Picks the background colour of audio-only recordings (default 0). */
  colorSeed?: number;
  signal?: AbortSignal;
};

/** Output of importRecording: `outDir/video.mp4`, `outDir/thumbnail.jpg`, probed duration (seconds) and transcript chunks (seconds). */
export type ImportedRecording = { videoPath: string; thumbnailPath: string; duration: number; chunks: TimedChunk[] };

const MAX_CHUNK_WORDS = 16;
const SENTENCE_GAP_SECONDS = 1.0;
const ABBREVIATION = /^(mr|mrs|ms|dr|prof|st|sr|jr|vs|etc|e\.g|i\.e|ca|bzw|z\.b|u\.a|d\.h|nr|hr|fr|dvs|bl\.a|sra|srta|dra|ud|pág)\.$/i;
const round3 = (seconds: number) => Math.round(seconds * 1000) / 1000;

function endsSentence(token: string): boolean {
  return /[.!?…]["'»”’)\]]*$/.test(token) && !ABBREVIATION.test(token);
}

/** Best index (1..n-1) to split `tokens` in two: near the middle, preferring a comma/semicolon or a long pause before it. */
function splitIndex(tokens: readonly string[], gapsAfter: readonly number[]): number {
  const n = tokens.length;
  let best = Math.ceil(n / 2);
  let bestScore = -Infinity;
  for (let k = Math.max(1, Math.floor(n * 0.25)); k <= Math.min(n - 1, Math.ceil(n * 0.75)); k++) {
    const score = -Math.abs(k - n / 2) / n + (/[,;:–—]$/.test(tokens[k - 1]) ? 0.3 : 0) + Math.min(gapsAfter[k - 1] ?? 0, 1) * 0.5;
    if (score > bestScore) {
      bestScore = score;
      best = k;
    }
  }
  return best;
}

/** Splits index range [from, to) into runs of at most MAX_CHUNK_WORDS words, recursively at the best split point. */
function splitLong(from: number, to: number, tokens: readonly string[], gapsAfter: readonly number[], out: [number, number][]) {
  if (to - from <= MAX_CHUNK_WORDS) {
    out.push([from, to]);
    return;
  }
  const k = from + splitIndex(tokens.slice(from, to), gapsAfter.slice(from, to));
  splitLong(from, k, tokens, gapsAfter, out);
  splitLong(k, to, tokens, gapsAfter, out);
}

/**
 * Groups timed words into sentence-sized chunks: a chunk ends at sentence punctuation or a pause over 1 s, and runs
 * longer than 16 words are split near the middle (preferring commas and pauses). `displayTokens`, when it has exactly
 * one token per word, supplies the shown text (e.g. the punctuated transcript) instead of the aligner's words.
 */
export function chunksFromWords(words: readonly TimedWord[], displayTokens?: readonly string[]): TimedChunk[] {
  const timed = words.filter((w) => Number.isFinite(w.start) && Number.isFinite(w.end) && String(w.word).trim());
  if (timed.length === 0) return [];
  const tokens = displayTokens && displayTokens.length === timed.length ? [...displayTokens] : timed.map((w) => String(w.word).trim());
  const gapsAfter = timed.map((w, i) => (i + 1 < timed.length ? Math.max(0, timed[i + 1].start - w.end) : 0));
  const sentences: [number, number][] = [];
  let from = 0;
  for (let i = 0; i < timed.length; i++) {
    if (i === timed.length - 1 || endsSentence(tokens[i]) || gapsAfter[i] > SENTENCE_GAP_SECONDS) {
      sentences.push([from, i + 1]);
      from = i + 1;
    }
  }
  const runs: [number, number][] = [];
  for (const [start, end] of sentences) splitLong(start, end, tokens, gapsAfter, runs);
  return runs.map(([start, end]) => ({
    start: round3(timed[start].start),
    end: round3(Math.max(timed[end - 1].end, timed[start].start)),
    text: tokens.slice(start, end).join(' '),
    words: timed.slice(start, end).map((w, i) => ({ start: round3(w.start), end: round3(Math.max(w.end, w.start)), text: tokens[start + i] })),
  }));
}

/**
 * Splits a plain transcript into sentences (Intl.Segmenter for `language`; sentences over 16 words split near commas or
 * the middle) and spreads them over [0, duration] seconds in proportion to their length in characters.
 */
export function chunksFromText(text: string, duration: number, language = 'en'): TimedChunk[] {
  const normalized = text.replace(/\s+/g, ' ').trim();
  if (!normalized || !(duration > 0)) return [];
  let segmenter: Intl.Segmenter;
  try {
    segmenter = new Intl.Segmenter(language, { granularity: 'sentence' });
  } catch {
    segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });
  }
  const pieces: string[] = [];
  for (const { segment } of segmenter.segment(normalized)) {
    const tokens = segment.trim().split(' ').filter(Boolean);
    if (tokens.length === 0) continue;
    const runs: [number, number][] = [];
    splitLong(0, tokens.length, tokens, [], runs);
    for (const [from, to] of runs) pieces.push(tokens.slice(from, to).join(' '));
  }
  const totalChars = pieces.reduce((sum, piece) => sum + piece.length, 0);
  let cursor = 0;
  return pieces.map((piece, index) => {
    const start = cursor;
    cursor = index === pieces.length - 1 ? duration : cursor + (duration * piece.length) / totalChars;
    return { start: round3(start), end: round3(cursor), text: piece };
  });
}

type WordsJson = { words?: { word?: unknown; text?: unknown; start?: unknown; end?: unknown }[]; transcript?: unknown } | unknown[];

/** Reads a `*.words.json` file (`{ words: [{word,start,end}], transcript? }` or a bare array) into timed words and optional transcript text. */
async function readWordsJson(filePath: string): Promise<{ words: TimedWord[]; transcript: string | null }> {
  const json = JSON.parse(await readFile(filePath, 'utf8')) as WordsJson;
  const list = (Array.isArray(json) ? json : (json.words ?? [])) as { word?: unknown; text?: unknown; start?: unknown; end?: unknown }[];
  const words = list.map((w) => ({ word: String(w.word ?? w.text ?? ''), start: Number(w.start), end: Number(w.end) }));
  const transcript = !Array.isArray(json) && typeof json.transcript === 'string' ? json.transcript : null;
  return { words, transcript };
}

/** Transcript chunks for a recording of `duration` seconds from the first available of: VTT cues, words.json, txt. Times clamp to [0, duration]. */
async function loadTranscriptChunks(transcript: ImportRecordingOptions['transcript'], duration: number, language = 'en'): Promise<TimedChunk[]> {
  let chunks: TimedChunk[] = [];
  if (transcript.vttPath) {
    chunks = parseWebVtt(await readFile(transcript.vttPath, 'utf8'))
      .map((cue) => ({ start: cue.start, end: cue.end, text: cue.text.replace(/\s+/g, ' ').trim() }))
      .filter((cue) => cue.text);
  } else if (transcript.wordsJsonPath) {
    const { words, transcript: text } = await readWordsJson(transcript.wordsJsonPath);
    const fromTxt = text ?? (transcript.txtPath ? await readFile(transcript.txtPath, 'utf8') : null);
    chunks = chunksFromWords(words, fromTxt?.split(/\s+/).filter(Boolean));
  } else if (transcript.txtPath) {
    chunks = chunksFromText(await readFile(transcript.txtPath, 'utf8'), duration, language);
  }
  return chunks
    .map((chunk) => ({ ...chunk, start: round3(Math.min(Math.max(0, chunk.start), duration)), end: round3(Math.min(chunk.end, duration)) }))
    .filter((chunk) => chunk.end > chunk.start);
}

const KEYFRAMES_EVERY_2S = ['-force_key_frames', 'expr:gte(t,n_forced*2)'];
const AAC = ['-c:a', 'aac', '-b:a', '96k', '-ar', '44100'];

/**
 * Imports a recording into `outDir` (video.mp4: H.264 yuv420p ≤1280 px wide + AAC, +faststart, keyframe every 2 s;
 * thumbnail.jpg 320 px wide) and builds its transcript chunks. Audio-only input gets a picture of its waveform with a
 * moving playhead and the participant label. Throws (with ffmpeg's last stderr lines) when the file cannot be decoded.
 */
export async function importRecording(options: ImportRecordingOptions): Promise<ImportedRecording> {
  const { tools } = options;
  const info = await probeMedia(tools, options.audioOrVideoPath);
  if (!info.hasAudio && !info.hasVideo) throw new Error(`${options.audioOrVideoPath} has neither audio nor video`);
  await mkdir(options.outDir, { recursive: true });
  const videoPath = path.join(options.outDir, 'video.mp4');
  const thumbnailPath = path.join(options.outDir, 'thumbnail.jpg');
  const workDir = await mkdtemp(path.join(options.outDir, '.import-'));
  try {
    let thumbnailAt: number;
    if (info.hasVideo) {
      await transcodeVideo(tools, options.audioOrVideoPath, info.hasAudio, videoPath, options.signal);
      thumbnailAt = Math.min(2, info.duration * 0.25);
    } else {
      await renderAudioPicture(options, info.duration, workDir, videoPath);
      thumbnailAt = info.duration * 0.5;
    }
    const duration = round3(await probeDuration(tools, videoPath));
    await extractThumbnail(tools, videoPath, Math.min(thumbnailAt, Math.max(0, duration - 0.2)), thumbnailPath, 320);
    const chunks = await loadTranscriptChunks(options.transcript, duration, options.language);
    return { videoPath, thumbnailPath, duration, chunks };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

async function transcodeVideo(tools: MediaTools, input: string, hasAudio: boolean, videoPath: string, signal?: AbortSignal) {
  // A silent track keeps players and the showreel renderer uniform when the source has no audio.
  const silence = hasAudio ? [] : ['-f', 'lavfi', '-i', 'anullsrc=r=44100:cl=mono'];
  await runFfmpeg(
    tools,
    [
      '-i',
      input,
      ...silence,
      '-map',
      '0:v:0',
      '-map',
      hasAudio ? '0:a:0' : '1:a:0',
      '-vf',
      'scale=w=trunc(min(1280\\,iw)/2)*2:h=-2,format=yuv420p',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '26',
      ...KEYFRAMES_EVERY_2S,
      ...AAC,
      '-shortest',
      '-movflags',
      '+faststart',
      videoPath,
    ],
    { signal },
  );
}

async function renderAudioPicture(options: ImportRecordingOptions, duration: number, workDir: string, videoPath: string) {
  const width = 640;
  const height = 360;
  const fps = 15; // a still picture with a moving playhead needs few frames
  const waveHeight = 160;
  const waveY = 100;
  const colors = seedColors(options.colorSeed ?? 0);
  const fontFile = options.fontFile === undefined ? findFontFile() : options.fontFile;
  // Pass 1: the whole frame (background, waveform of the full recording, label) as one picture.
  const pictureFilters = [
    `[0:a]aformat=channel_layouts=mono,showwavespic=s=${width}x${waveHeight}:colors=${colors.wave}:scale=sqrt[wave]`,
    `color=c=${colors.background}:s=${width}x${height}:d=0.2[bg]`,
    `[bg][wave]overlay=x=0:y=${waveY}[p0]`,
  ];
  let last = 'p0';
  if (fontFile) {
    await writeFile(path.join(workDir, 'label.txt'), options.participantLabel.replace(/\s+/g, ' ').trim() || ' ');
    pictureFilters.push(`[p0]drawtext=fontfile=${escapeFilterValue(fontFile)}:textfile=label.txt:expansion=none:fontsize=22:fontcolor=white:x=26:y=18[p1]`);
    last = 'p1';
  }
  const pictureFilterPath = path.join(workDir, 'picture-filter.txt');
  await writeFile(pictureFilterPath, pictureFilters.join(';\n'));
  const picturePath = path.join(workDir, 'picture.png');
  await runFfmpeg(
    options.tools,
    ['-i', options.audioOrVideoPath, '-filter_complex_script', pictureFilterPath, '-map', `[${last}]`, '-frames:v', '1', picturePath],
    { cwd: workDir, signal: options.signal },
  );
  // Pass 2: the picture with a playhead crossing it once over the recording, plus the audio.
  const seconds = duration.toFixed(3);
  const filterPath = path.join(workDir, 'filter.txt');
  await writeFile(
    filterPath,
    [
      // Decoded and converted once, then repeated in memory (an image2 `-loop 1` input would decode it every frame).
      `[1:v]format=yuv420p,loop=loop=-1:size=1:start=0,setpts=N/(${fps}*TB),trim=duration=${seconds}[picture]`,
      `color=c=white:s=2x${waveHeight + 20}:r=${fps}[head]`,
      `[picture][head]overlay=x=${escapeFilterValue(`(W-w)*t/${seconds}`)}:y=${waveY - 10}:shortest=1,format=yuv420p[vout]`,
    ].join(';\n'),
  );
  await runFfmpeg(
    options.tools,
    [
      '-i',
      options.audioOrVideoPath,
      '-i',
      picturePath,
      '-filter_complex_script',
      filterPath,
      '-map',
      '[vout]',
      '-map',
      '0:a:0',
      '-c:v',
      'libx264',
      '-preset',
      'superfast',
      '-tune',
      'stillimage',
      '-crf',
      '30',
      '-r',
      String(fps),
      '-g',
      String(fps * 2),
      '-keyint_min',
      String(fps * 2),
      '-sc_threshold',
      '0',
      ...AAC,
      '-t',
      seconds,
      '-movflags',
      '+faststart',
      videoPath,
    ],
    { cwd: workDir, signal: options.signal },
  );
}
