/**
 * The analysis podcast (issue 10; SPEC §3 Analysis `podcast`): a spoken audio summary of an analysis — its title, lead
 * and key takeaways — made by a durable job with the speech engine the demo uses (espeak-ng, or its WebAssembly build)
 * and ffmpeg (AAC in .m4a), with a transcript of timed lines. The file's key carries a hash of the script, so an
 * unchanged analysis is never spoken twice and a changed one gets a fresh file (decision 0160).
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, isNull } from 'drizzle-orm';
import { analyses, type Database, type MediaRefJson } from '@insight/db';
import type { Logger } from '../../lib/logger';
import type { ObjectStorage } from '../../storage/storage';
import { createSpeechSynthesizer, decodeWav, encodeWav, resample, runFfmpeg, trimSilence, type MediaTools, type PcmAudio } from '../../video';

/** Where podcast jobs go (the job queue). */
export type PodcastQueue = { enqueuePodcast(analysisId: string): Promise<void> };

/** What the podcast job needs: the database, the file store, ffmpeg/espeak, a scratch folder and a logger. */
export type PodcastDeps = { db: Database; storage: ObjectStorage; tools: MediaTools; workDir: string; log?: Logger };

/** The espeak-ng voice of podcasts (American English, a female variant), part of the cache key. */
const VOICE = { language: 'en', variant: 'f3' } as const;
const SAMPLE_RATE = 22_050;
const LEAD_IN_SECONDS = 0.4;
const PAUSE_SECONDS = 0.7;

/** The lines a podcast speaks, in order: the title, the lead, then each paragraph of the key takeaways' text. */
export function podcastScript(analysis: { title: string; lead: string; keyTakeaways: { text: string } | null }): string[] {
  const takeaways = (analysis.keyTakeaways?.text ?? '').split(/\n+/);
  return [analysis.title, analysis.lead, ...takeaways].map((line) => line.replace(/\s+/g, ' ').trim()).filter((line) => line.length > 0);
}

/** Storage key of the podcast of `analysisId` speaking `lines`: changes whenever the script or the voice does. */
export function podcastKey(analysisId: string, lines: readonly string[]): string {
  const hash = createHash('sha256')
    .update(JSON.stringify({ v: 1, voice: VOICE, lines }))
    .digest('hex')
    .slice(0, 16);
  return `analyses/${analysisId}/podcast-${hash}.m4a`;
}

/** Queues a podcast for every analysis that has none (at worker start: the demo's analyses get theirs). */
export async function queueMissingPodcasts(db: Database, queue: PodcastQueue): Promise<number> {
  const rows = await db.select({ id: analyses.id }).from(analyses).where(isNull(analyses.podcast));
  for (const row of rows) await queue.enqueuePodcast(row.id);
  return rows.length;
}

/**
 * The job: speaks the analysis' script line by line (silence trimmed, 0.7 s between lines), encodes it to AAC with
 * ffmpeg, stores it under {@link podcastKey} and sets `analyses.podcast` (`{key, duration, transcript}`); the previous
 * file goes. Nothing happens when the stored podcast already speaks the current script (cached) or the analysis is gone.
 */
export async function runAnalysisPodcast(deps: PodcastDeps, analysisId: string): Promise<void> {
  const [row] = await deps.db.select().from(analyses).where(eq(analyses.id, analysisId)).limit(1);
  if (!row) return;
  const lines = podcastScript(row);
  const key = lines.length ? podcastKey(row.id, lines) : null;
  if ((row.podcast?.key ?? null) === key) return;
  let podcast: MediaRefJson | null = null;
  if (key) {
    await mkdir(deps.workDir, { recursive: true });
    const dir = await mkdtemp(path.join(deps.workDir, 'podcast-'));
    try {
      const tts = await createSpeechSynthesizer(deps.tools);
      if (tts.engine === 'none') throw new Error('no speech engine: install espeak-ng or keep @echogarden/espeak-ng-emscripten');
      const pieces: PcmAudio[] = [];
      const transcript: { start: number; end: number; text: string }[] = [];
      let at = LEAD_IN_SECONDS;
      for (const [index, line] of lines.entries()) {
        const wav = path.join(dir, `line-${index}.wav`);
        await tts.synthesize(line, VOICE.language, wav, VOICE.variant);
        const audio = resample(trimSilence(decodeWav(await readFile(wav))), SAMPLE_RATE);
        const seconds = audio.samples.length / SAMPLE_RATE;
        transcript.push({ start: round(at), end: round(at + seconds), text: line });
        pieces.push(audio);
        at += seconds + PAUSE_SECONDS;
      }
      const duration = round(at - PAUSE_SECONDS + LEAD_IN_SECONDS);
      const samples = new Int16Array(Math.ceil(duration * SAMPLE_RATE));
      for (const [index, piece] of pieces.entries()) samples.set(piece.samples, Math.round(transcript[index].start * SAMPLE_RATE));
      const wavPath = path.join(dir, 'podcast.wav');
      const outPath = path.join(dir, 'podcast.m4a');
      await writeFile(wavPath, encodeWav({ sampleRate: SAMPLE_RATE, samples }));
      await runFfmpeg(deps.tools, ['-i', wavPath, '-c:a', 'aac', '-b:a', '64k', '-ac', '1', '-movflags', '+faststart', outPath], { timeoutMs: 120_000 });
      await deps.storage.putFile(key, outPath, 'audio/mp4');
      podcast = { key, duration, transcript };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  await deps.db.update(analyses).set({ podcast }).where(eq(analyses.id, row.id));
  if (row.podcast?.key && row.podcast.key !== key) await deps.storage.delete(row.podcast.key);
  deps.log?.info({ analysisId, key, lines: lines.length }, 'analysis podcast made');
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
