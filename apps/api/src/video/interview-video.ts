/**
 * Renders a demo interview: lines spoken by the offline TTS (or a gentle tone per line when no TTS exists),
 * assembled into one soundtrack in Node so every line's start/end (seconds) is an exact sample position,
 * then one ffmpeg run makes an H.264/AAC faststart MP4 with a coloured background, a live waveform,
 * the participant label (when a font file exists) and, only when the lines are tones, the current line as a
 * caption: spoken interviews carry their words in the WebVTT subtitle tracks, and burnt-in text would double them.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeFilterValue, extractThumbnail, probeDuration, runFfmpeg } from './ffmpeg';
import { findFontFile, type MediaTools } from './tools';
import { pickVoiceVariant, type SpeechLanguage, type SpeechSynthesizer } from './tts';
import { decodeWav, encodeWav, resample, synthesizeTone, trimSilence, type PcmAudio } from './wav';

/** One spoken line; `pauseBefore` (seconds) replaces the default pause before it, e.g. ~1.2 s where a new task starts. */
type SpokenLine = { text: string; pauseBefore?: number };

/** Input of renderSpokenInterview; lines are plain strings (default pauses) or SpokenLine objects; sizes in pixels. */
export type RenderSpokenInterviewOptions = {
  tools: MediaTools;
  synthesizer: SpeechSynthesizer;
  language: SpeechLanguage;
  lines: readonly (string | SpokenLine)[];
  outDir: string;
  participantLabel: string;
  /** Any integer; picks the background hue, the tone pitch, the default pauses' jitter and (unless voiceVariant) the voice. */
  colorSeed: number;
  /** Video width in pixels (even; default 640). */
  width?: number;
  /** Video height in pixels (even; default 360). */
  height?: number;
  /** espeak-ng variant such as 'f3' or 'm1'; default pickVoiceVariant(colorSeed). */
  voiceVariant?: string;
  /** TTF for the label and captions; undefined = findFontFile(), null = draw no text. */
  fontFile?: string | null;
  signal?: AbortSignal;
};

/** Output of renderSpokenInterview: file paths inside outDir, probed MP4 duration and each input line's audible span (seconds). */
export type RenderedInterview = {
  videoPath: string;
  thumbnailPath: string;
  duration: number;
  lines: { start: number; end: number }[];
  /** 'tone' when no speech synthesiser was available (lines are tones of 0.35 s per word). */
  voice: 'speech' | 'tone';
};

const SAMPLE_RATE = 22_050; // espeak-ng's native rate
const LEAD_IN_SECONDS = 0.5;
const TAIL_SECONDS = 0.8;
const TONE_SECONDS_PER_WORD = 0.35;
const FPS = 24;

/** Default pause (seconds) before line `index` > 0: 0.45–0.70 s, varied deterministically by seed so speech sounds less mechanical. */
function defaultPauseSeconds(seed: number, index: number): number {
  const x = Math.sin((seed + 1) * 12.9898 + index * 78.233) * 43758.5453;
  return 0.45 + 0.25 * (x - Math.floor(x));
}

/** Background and waveform colours (`0xRRGGBB`) for a seed: a golden-angle hue, dark background, light waveform. */
export function seedColors(seed: number): { background: string; wave: string } {
  const hue = (((seed * 137.508) % 360) + 360) % 360;
  return { background: hslHex(hue, 0.45, 0.26), wave: hslHex(hue, 0.7, 0.82) };
}

function hslHex(hue: number, saturation: number, lightness: number): string {
  const k = (n: number) => (n + hue / 30) % 12;
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => Math.round(255 * (lightness - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))));
  return `0x${[channel(0), channel(8), channel(4)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** Greedy word wrap of `text` to lines of at most `maxChars` characters (a longer single word gets its own line). */
export function wrapText(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && current.length + 1 + word.length > maxChars) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Caption text block and font size that fit `text` into at most 4 lines of a `width`×`height` frame. */
function layoutCaption(text: string, width: number, height: number): { text: string; fontSize: number } {
  for (const scale of [0.056, 0.048, 0.042]) {
    const fontSize = Math.max(10, Math.round(height * scale));
    const maxChars = Math.max(12, Math.floor((width * 0.9) / (fontSize * 0.56)));
    const wrapped = wrapText(text, maxChars);
    if (wrapped.length <= 3 || scale === 0.042) return { text: wrapped.slice(0, 5).join('\n'), fontSize };
  }
  throw new Error('unreachable');
}

const round3 = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * Renders `lines` as one spoken interview into `outDir/video.mp4` (H.264 yuv420p + AAC, +faststart, keyframe every 2 s,
 * 24 fps, x264 superfast crf 30, no B-frames) and `outDir/thumbnail.jpg` (320 px wide). Returned line times (seconds) are the audible span of each
 * line in the soundtrack (sample-exact, trimmed of the synthesiser's own leading/trailing silence).
 */
export async function renderSpokenInterview(options: RenderSpokenInterviewOptions): Promise<RenderedInterview> {
  const width = options.width ?? 640;
  const height = options.height ?? 360;
  if (width % 2 || height % 2) throw new Error(`video size must be even, got ${width}x${height}`);
  const lines = options.lines.map((line) => (typeof line === 'string' ? { text: line } : line));
  if (lines.length === 0) throw new Error('renderSpokenInterview needs at least one line');
  const fontFile = options.fontFile === undefined ? findFontFile() : options.fontFile;
  const voiceVariant = options.voiceVariant ?? pickVoiceVariant(options.colorSeed);
  const toneFrequency = 170 + ((((options.colorSeed * 37) % 120) + 120) % 120);

  await mkdir(options.outDir, { recursive: true });
  const workDir = await mkdtemp(path.join(options.outDir, '.render-'));
  try {
    // 1. Speak (or tone) every line, a few at a time; keep only each clip's audible span.
    const texts = lines.map((line, index) => {
      const text = line.text.replace(/\s+/g, ' ').trim();
      if (!text) throw new Error(`line ${index} is empty`);
      return text;
    });
    const clips: PcmAudio[] = new Array(texts.length);
    let usedTone = false;
    let next = 0;
    const speakNext = async (): Promise<void> => {
      while (next < texts.length) {
        const index = next++;
        options.signal?.throwIfAborted();
        const wavPath = path.join(workDir, `line-${index}.wav`);
        const spoken = await options.synthesizer.synthesize(texts[index], options.language, wavPath, voiceVariant);
        let clip: PcmAudio | null = null;
        if (spoken) {
          clip = trimSilence(resample(decodeWav(await readFile(wavPath)), SAMPLE_RATE));
          if (clip.samples.length === 0) clip = null;
        }
        if (!clip) {
          usedTone = true;
          clip = synthesizeTone(Math.max(0.7, countWords(texts[index]) * TONE_SECONDS_PER_WORD), toneFrequency, SAMPLE_RATE);
        }
        clips[index] = clip;
      }
    };
    await Promise.all(Array.from({ length: Math.min(4, texts.length) }, speakNext));

    // 2. One soundtrack: lead-in, clip, pause, clip, …, tail. Positions are whole samples.
    const gapSamples = lines.map((line, index) => {
      const pause = line.pauseBefore ?? (index === 0 ? LEAD_IN_SECONDS : defaultPauseSeconds(options.colorSeed, index));
      return Math.round(Math.max(0, Math.min(pause, 30)) * SAMPLE_RATE);
    });
    const totalSamples =
      gapSamples.reduce((sum, gap) => sum + gap, 0) + clips.reduce((sum, clip) => sum + clip.samples.length, 0) + Math.round(TAIL_SECONDS * SAMPLE_RATE);
    const track = new Int16Array(totalSamples);
    const times: { start: number; end: number }[] = [];
    let cursor = 0;
    clips.forEach((clip, index) => {
      cursor += gapSamples[index];
      track.set(clip.samples, cursor);
      times.push({ start: round3(cursor / SAMPLE_RATE), end: round3((cursor + clip.samples.length) / SAMPLE_RATE) });
      cursor += clip.samples.length;
    });
    const audioDuration = totalSamples / SAMPLE_RATE;
    const audioPath = path.join(workDir, 'audio.wav');
    await writeFile(audioPath, encodeWav({ sampleRate: SAMPLE_RATE, samples: track }));

    // 3. One ffmpeg run: background + waveform (+ label and captions).
    const colors = seedColors(options.colorSeed);
    const waveHeight = Math.round(height * 0.36) & ~1;
    const waveY = Math.round(height * 0.19);
    const bars = Math.max(8, Math.round(width / 10));
    const filters = [
      `color=c=${colors.background}:s=${width}x${height}:r=${FPS}[bg]`,
      // A level-bar waveform: one 10 px bar per audio sample, the audio resampled so each frame shows exactly one
      // frame's worth of samples. Coarse bars compress to a third of a per-pixel waveform and encode faster; the gain
      // only feeds the picture.
      `[0:a]aresample=${bars * FPS},volume=2.5,showwaves=s=${bars}x${waveHeight}:mode=cline:rate=${FPS}:colors=${colors.wave}:scale=sqrt:draw=full,scale=${width}:${waveHeight}:flags=neighbor[wave]`,
      `[bg][wave]overlay=x=0:y=${waveY}:shortest=1[v0]`,
    ];
    let last = 'v0';
    if (fontFile) {
      const font = escapeFilterValue(fontFile);
      const drawText = (file: string, extra: string) => {
        const next = `v${filters.length}`;
        filters.push(`[${last}]drawtext=fontfile=${font}:textfile=${escapeFilterValue(file)}:expansion=none:${extra}[${next}]`);
        last = next;
      };
      await writeFile(path.join(workDir, 'label.txt'), options.participantLabel.replace(/\s+/g, ' ').trim() || ' ');
      const labelSize = Math.round(height * 0.062);
      drawText('label.txt', `fontsize=${labelSize}:fontcolor=white:x=${Math.round(width * 0.04)}:y=${Math.round(height * 0.05)}`);
      // Spoken lines are read from the subtitle tracks; only tones need the words on screen.
      for (const [index, text] of usedTone ? texts.entries() : []) {
        const caption = layoutCaption(text, width, height);
        const file = `caption-${index}.txt`;
        await writeFile(path.join(workDir, file), caption.text);
        // Shown from the line's start until the next line starts, so it does not flicker during pauses.
        const from = times[index].start;
        const until = index + 1 < times.length ? times[index + 1].start : audioDuration;
        drawText(
          file,
          [
            `fontsize=${caption.fontSize}`,
            'fontcolor=white',
            `line_spacing=${Math.round(caption.fontSize * 0.25)}`,
            'box=1',
            'boxcolor=black@0.45',
            `boxborderw=${Math.round(caption.fontSize * 0.4)}`,
            'x=(w-text_w)/2',
            `y=h-text_h-${Math.round(height * 0.07)}`,
            `enable=${escapeFilterValue(`between(t,${from.toFixed(3)},${until.toFixed(3)})`)}`,
          ].join(':'),
        );
      }
    }
    filters.push(`[${last}]format=yuv420p[vout]`);
    const filterPath = path.join(workDir, 'filter.txt');
    await writeFile(filterPath, filters.join(';\n'));

    const videoPath = path.join(options.outDir, 'video.mp4');
    await runFfmpeg(
      options.tools,
      [
        '-i',
        audioPath,
        '-filter_complex_script',
        filterPath,
        '-map',
        '[vout]',
        '-map',
        '0:a',
        '-c:v',
        'libx264',
        '-preset',
        'superfast',
        '-bf',
        '0',
        '-crf',
        '30',
        '-r',
        String(FPS),
        '-g',
        String(FPS * 2),
        '-keyint_min',
        String(FPS * 2),
        '-sc_threshold',
        '0',
        '-c:a',
        'aac',
        '-b:a',
        '64k',
        '-ar',
        '44100',
        '-ac',
        '1',
        '-movflags',
        '+faststart',
        '-shortest',
        videoPath,
      ],
      { cwd: workDir, signal: options.signal },
    );

    const thumbnailPath = path.join(options.outDir, 'thumbnail.jpg');
    const firstLine = times[0];
    await extractThumbnail(options.tools, videoPath, (firstLine.start + firstLine.end) / 2, thumbnailPath, 320);
    const duration = round3(await probeDuration(options.tools, videoPath));
    return { videoPath, thumbnailPath, duration, lines: times, voice: usedTone ? 'tone' : 'speech' };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
