/**
 * Offline text-to-speech for demo interviews: the espeak-ng program when installed (fast), else the
 * eSpeak-NG WebAssembly build shipped in @echogarden/espeak-ng-emscripten, else none.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runProcess } from './ffmpeg';
import type { MediaTools } from './tools';
import { decodeWav, encodeWav } from './wav';

/** Interview languages the synthesiser speaks (ISO 639-1). */
export type SpeechLanguage = 'en' | 'da' | 'es' | 'de' | 'sv';

/** Which engine a synthesiser uses: the espeak-ng program, its WebAssembly build, or none (synthesize returns null). */
type SpeechEngine = 'espeak-ng' | 'espeak-ng-wasm' | 'none';

/** A text-to-speech engine writing 16-bit mono WAV files; `synthesize` resolves with the file's duration in seconds, or null for engine 'none'. */
export type SpeechSynthesizer = {
  engine: SpeechEngine;
  synthesize(text: string, language: SpeechLanguage, outWav: string, voiceVariant?: string): Promise<{ duration: number } | null>;
};

/** Options of createSpeechSynthesizer: engines to try in order (default both espeak engines) and speaking rate in words per minute (default 165). */
export type SpeechSynthesizerOptions = { engines?: readonly Exclude<SpeechEngine, 'none'>[]; wordsPerMinute?: number };

/** espeak-ng voice per interview language. */
const ESPEAK_VOICES: Readonly<Record<SpeechLanguage, string>> = { en: 'en-us', da: 'da', es: 'es', de: 'de', sv: 'sv' };

/** espeak-ng voice variants (present in both the Debian data and the WASM data), alternating female/male, for distinct participants. */
export const VOICE_VARIANTS: readonly string[] = ['f3', 'm3', 'f2', 'm1', 'f4', 'm2', 'f1', 'm4', 'f5', 'm7'];

/** Deterministic voice variant for a participant seed (any integer), e.g. 'f3'. */
export function pickVoiceVariant(seed: number): string {
  const index = ((Math.trunc(seed) % VOICE_VARIANTS.length) + VOICE_VARIANTS.length) % VOICE_VARIANTS.length;
  return VOICE_VARIANTS[index];
}

function voiceName(language: SpeechLanguage, voiceVariant?: string): string {
  const variant = voiceVariant && /^[A-Za-z0-9_-]+$/.test(voiceVariant) ? `+${voiceVariant}` : '';
  return `${ESPEAK_VOICES[language]}${variant}`;
}

// The subset of the Emscripten module's eSpeakNGWorker we use (see node_modules/@echogarden/espeak-ng-emscripten/espeak-ng.js).
type WasmWorker = {
  set_voice(name: string): number;
  set_rate(wordsPerMinute: number): void;
  get_samplerate(): number;
  synthesize(text: string, callback: (samples: Int16Array, events: unknown[]) => number | boolean): void;
};
type WasmModule = { eSpeakNGWorker: new () => WasmWorker };

/** Loads the eSpeak-NG WebAssembly build (offline: reads espeak-ng.data beside the module); resolves null when unavailable. */
async function loadWasmWorker(): Promise<WasmWorker | null> {
  try {
    const specifier = '@echogarden/espeak-ng-emscripten';
    const imported = (await import(specifier)) as { default: () => Promise<WasmModule> };
    const module = await imported.default();
    return new module.eSpeakNGWorker();
  } catch {
    return null;
  }
}

async function synthesizeWithProgram(espeakPath: string, text: string, voice: string, wordsPerMinute: number, outWav: string) {
  // Text goes through stdin so a line starting with "-" is never read as an option.
  await runProcess(espeakPath, ['-v', voice, '-s', String(wordsPerMinute), '-b', '1', '-w', outWav, '--stdin'], {
    input: text,
    timeoutMs: 60_000,
  });
  const audio = decodeWav(await readFile(outWav));
  if (audio.samples.length === 0) throw new Error(`espeak-ng produced no audio for voice ${voice}`);
  return { duration: audio.samples.length / audio.sampleRate };
}

async function synthesizeWithWasm(worker: WasmWorker, text: string, voice: string, wordsPerMinute: number, outWav: string) {
  if (worker.set_voice(voice) !== 0 && worker.set_voice(voice.split('+')[0]) !== 0) {
    throw new Error(`espeak-ng-wasm has no voice ${voice}`);
  }
  worker.set_rate(wordsPerMinute);
  const parts: Int16Array[] = [];
  worker.synthesize(text, (samples) => {
    parts.push(samples.slice());
    return 0; // 0 = continue
  });
  const length = parts.reduce((sum, part) => sum + part.length, 0);
  const samples = new Int16Array(length);
  let offset = 0;
  for (const part of parts) {
    samples.set(part, offset);
    offset += part.length;
  }
  const sampleRate = worker.get_samplerate();
  await writeFile(outWav, encodeWav({ sampleRate, samples }));
  return { duration: length / sampleRate };
}

/**
 * Picks the best available offline speech engine: the espeak-ng program at tools.espeakPath (if it runs), else the WebAssembly
 * build, else 'none'. Speech is ~165 wpm; `voiceVariant` (e.g. 'f3', see pickVoiceVariant) gives each participant a voice.
 * When the program fails for one call (e.g. a voice missing on that machine) the WASM build is tried for that call.
 */
export async function createSpeechSynthesizer(tools: Pick<MediaTools, 'espeakPath'>, options: SpeechSynthesizerOptions = {}): Promise<SpeechSynthesizer> {
  const engines = options.engines ?? ['espeak-ng', 'espeak-ng-wasm'];
  const wordsPerMinute = options.wordsPerMinute ?? 165;
  let programPath = engines.includes('espeak-ng') ? tools.espeakPath : null;
  if (programPath) {
    // A configured path that does not run (moved, wrong ESPEAK_PATH) falls through to the WASM build.
    programPath = await runProcess(programPath, ['--version'], { timeoutMs: 10_000 }).then(
      () => programPath,
      () => null,
    );
  }
  let wasm: Promise<WasmWorker | null> | null = null;
  const getWasm = () => (wasm ??= engines.includes('espeak-ng-wasm') ? loadWasmWorker() : Promise.resolve(null));

  const engine: SpeechEngine = programPath ? 'espeak-ng' : (await getWasm()) ? 'espeak-ng-wasm' : 'none';

  return {
    engine,
    async synthesize(text, language, outWav, voiceVariant) {
      if (engine === 'none') return null;
      const voice = voiceName(language, voiceVariant);
      const spoken = text.replace(/\s+/g, ' ').trim();
      if (!spoken) throw new Error('nothing to synthesize: empty text');
      await mkdir(path.dirname(outWav), { recursive: true });
      if (programPath) {
        try {
          return await synthesizeWithProgram(programPath, spoken, voice, wordsPerMinute, outWav);
        } catch (error) {
          const worker = await getWasm();
          if (!worker) throw error;
          return synthesizeWithWasm(worker, spoken, voice, wordsPerMinute, outWav);
        }
      }
      const worker = await getWasm();
      if (!worker) return null;
      return synthesizeWithWasm(worker, spoken, voice, wordsPerMinute, outWav);
    },
  };
}
