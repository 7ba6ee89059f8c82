/**
 * Benchmark (not a test): renders N demo interviews of ~45–75 s with renderSpokenInterview and prints the figures.
 * Run: `npx tsx bench/interview-render.ts [count=32] [concurrency=2] [engine=auto|espeak-ng|espeak-ng-wasm|none]`.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createSpeechSynthesizer, renderSpokenInterview, resolveMediaTools, type SpeechLanguage } from '../apps/api/src/video';

const count = Number(process.argv[2] ?? 32);
const concurrency = Number(process.argv[3] ?? 2);
const engineArg = process.argv[4] ?? 'auto';

const SENTENCES = [
  'When I first opened the app I was looking for the weekly offers, but they were hidden in the menu.',
  'The search worked well and found the oat milk I buy every week without any problem.',
  'Checkout was a bit confusing, because the delivery slots only appeared after my card details.',
  'Honestly I would like to see the total price including delivery much earlier in the process.',
  'If I could change one thing it would be to remember my usual basket so I can reorder quickly.',
  'Compared with the shop I use today this feels faster, but I do not trust the substitutions yet.',
  'The colours are friendly and the text is easy to read, even on my small phone.',
  'The notifications came too often, three times in one afternoon, which annoyed me.',
  'I liked that the recipes link straight to the ingredients, that saves me a lot of time.',
  'My partner usually does the planning, so a shared list would make a real difference for us.',
  'I was not sure whether the discount had been applied until I saw the receipt.',
  'Overall I would give it a seven out of ten and I would probably try it again next week.',
];
const LANGUAGES: SpeechLanguage[] = ['en', 'da', 'de', 'es', 'sv'];

const tools = resolveMediaTools(process.env);
const synthesizer = await createSpeechSynthesizer(
  tools,
  engineArg === 'auto' ? {} : { engines: engineArg === 'none' ? [] : [engineArg as 'espeak-ng' | 'espeak-ng-wasm'] },
);
const outRoot = await mkdtemp(path.join(os.tmpdir(), 'bench-interviews-'));
console.log(
  `engine=${synthesizer.engine} count=${count} concurrency=${concurrency} cpus=${os.cpus().length} load=${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join('/')}`,
);

/** CPU seconds used so far by this process and its finished children (Linux /proc; null elsewhere). */
function cpuSeconds(): number | null {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]); // utime stime cutime cstime
    return ticks / 100;
  } catch {
    return null;
  }
}

const timings: { seconds: number; videoSeconds: number }[] = [];
const cpuStart = cpuSeconds();
const started = performance.now();
let next = 0;
async function worker() {
  while (next < count) {
    const index = next++;
    const lineCount = 8 + (index % 6); // 8–13 lines ≈ 45–75 s
    const lines = Array.from({ length: lineCount }, (_, i) => ({
      text: SENTENCES[(index * 5 + i) % SENTENCES.length],
      pauseBefore: i > 0 && i % 4 === 0 ? 1.2 : undefined,
    }));
    const t0 = performance.now();
    // The English sentences are spoken with each language's voice: the timing is what is measured here.
    const result = await renderSpokenInterview({
      tools,
      synthesizer,
      language: LANGUAGES[index % LANGUAGES.length],
      lines,
      outDir: path.join(outRoot, String(index)),
      participantLabel: `Participant ${index + 1}`,
      colorSeed: index,
    });
    const seconds = (performance.now() - t0) / 1000;
    timings.push({ seconds, videoSeconds: result.duration });
    console.log(`#${index + 1}: ${result.duration.toFixed(1)} s video in ${seconds.toFixed(2)} s`);
  }
}
await Promise.all(Array.from({ length: concurrency }, worker));
const total = (performance.now() - started) / 1000;
const cpuEnd = cpuSeconds();
await rm(outRoot, { recursive: true, force: true });

const videoTotal = timings.reduce((sum, t) => sum + t.videoSeconds, 0);
const renderTotal = timings.reduce((sum, t) => sum + t.seconds, 0);
console.log(
  `rendered ${count} interviews (${videoTotal.toFixed(0)} s of video, mean ${(videoTotal / count).toFixed(1)} s) in ${total.toFixed(1)} s wall; ` +
    `mean ${(renderTotal / count).toFixed(2)} s per interview (each), ${(total / count).toFixed(2)} s per interview (throughput); ` +
    `CPU ${cpuStart === null || cpuEnd === null ? 'n/a' : `${((cpuEnd - cpuStart) / count).toFixed(2)} s per interview`}; ` +
    `load now ${os.loadavg()[0].toFixed(1)}`,
);
