/**
 * The demo workspace (README "Demo accounts", docs/architecture.md "Demo workspace"): generated on the machine on
 * the first start only — two clients, five accounts, studies in five languages, 30+ interviews with real spoken
 * video, transcripts, subtitles, quotes, insights, analyses, boards and stories. No network.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { hash } from '@node-rs/argon2';
import type { Database } from '@insight/db';
import type { Logger } from '../lib/logger';
import { renderSpokenInterview } from '../video/interview-video';
import type { MediaTools } from '../video/tools';
import { createSpeechSynthesizer, VOICE_VARIANTS, type SpeechSynthesizer } from '../video/tts';
import { transcriptToWebVtt } from '../video/webvtt';
import type { ObjectStorage } from '../storage/storage';
import { DEMO_PASSWORD } from './accounts';
import { DEMO_STUDIES } from './content';
import { renderGradientImage } from './covers';
import { hasAnyClient, insertWorkspace } from './insert';
import { buildWorkspaceModel, finishWorkspaceModel, transcriptsOf, type ImageJob, type InterviewJob, type RenderedMedia } from './model';
import { spokenLines, validateStudy } from './plan';
import { runPool } from './pool';

/** What the seed needs: the database, the object store, the media programs, a logger, a scratch folder and render parallelism (default 2). */
export type SeedDeps = {
  db: Database;
  storage: ObjectStorage;
  tools: MediaTools;
  log: Logger;
  /** Scratch folder for renders; a `seed-*` subfolder is made inside and removed afterwards. */
  workDir: string;
  /** Interviews rendered at once (default 2: one ffmpeg per core on the 2-core reference machine). */
  concurrency?: number;
};

/** Outcome: whether this call created the workspace, how long it took (seconds) and how many interviews it made. */
export type SeedResult = { created: boolean; seconds: number; interviews: number };

/** argon2id parameters of the demo password hashes (the same as the auth module's OWASP settings). */
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

const FEMALE_VOICES = VOICE_VARIANTS.filter((v) => v.startsWith('f'));
const MALE_VOICES = VOICE_VARIANTS.filter((v) => v.startsWith('m'));

/**
 * Creates the demo workspace unless any client row exists (then resolves `created: false` at once, so later starts
 * keep every user change). Renders the interviews (`concurrency` at a time) and images first, stores them with
 * `storage.putFile`, then writes every row in one transaction; if that transaction finds that another process seeded
 * meanwhile, the stored media is removed again and `created` is false. Throws (after removing stored media) on failure.
 */
export async function seedDemoWorkspace(deps: SeedDeps): Promise<SeedResult> {
  const started = performance.now();
  const seconds = () => Math.round((performance.now() - started) / 100) / 10;
  if (await hasAnyClient(deps.db)) return { created: false, seconds: seconds(), interviews: 0 };

  const problems = DEMO_STUDIES.flatMap(validateStudy);
  if (problems.length) throw new Error(`demo content is inconsistent:\n${problems.join('\n')}`);

  const model = buildWorkspaceModel(DEMO_STUDIES);
  const concurrency = Math.max(1, deps.concurrency ?? 2);
  await mkdir(deps.workDir, { recursive: true });
  const runDir = await mkdtemp(path.join(deps.workDir, 'seed-'));
  const storedKeys: string[] = [];
  const put = async (key: string, file: string, contentType: string) => {
    await deps.storage.putFile(key, file, contentType);
    storedKeys.push(key);
  };
  const removeStored = async () => {
    await Promise.allSettled(storedKeys.map((key) => deps.storage.delete(key)));
  };

  try {
    const synthesizer = await createSpeechSynthesizer(deps.tools);
    deps.log.info(
      { interviews: model.interviews.length, images: model.images.length, speech: synthesizer.engine, concurrency },
      `creating the demo workspace: ${model.interviews.length} interviews (speech: ${synthesizer.engine}) and ${model.images.length} images, ${concurrency} at a time`,
    );
    // Hashing runs on libuv threads while ffmpeg works; hash each account separately (own salt).
    const passwordHashes = Promise.all(model.users.map(() => hash(DEMO_PASSWORD, ARGON2_OPTIONS)));
    passwordHashes.catch(() => undefined);

    const media = new Map<string, RenderedMedia>();
    let done = 0;
    type Job = { kind: 'interview'; job: InterviewJob } | { kind: 'image'; job: ImageJob };
    const jobs: Job[] = [
      ...model.interviews.map((job) => ({ kind: 'interview' as const, job })),
      ...model.images.map((job) => ({ kind: 'image' as const, job })),
    ];
    await runPool(jobs, concurrency, async (item, index) => {
      if (item.kind === 'image') {
        const file = path.join(runDir, 'images', `${index}.jpg`);
        await renderGradientImage(deps.tools, item.job.colors, file, { seed: item.job.seed, caption: item.job.caption });
        await put(item.job.key, file, 'image/jpeg');
        await rm(file, { force: true });
        return;
      }
      const rendered = await renderInterview(deps, synthesizer, runDir, item.job, put);
      media.set(item.job.id, rendered);
      done++;
      if (done % 6 === 0 || done === model.interviews.length) {
        deps.log.info(`${done}/${model.interviews.length} interviews rendered (${seconds().toFixed(0)} s)`);
      }
    });

    const finished = finishWorkspaceModel(model, media);
    deps.log.info(`media stored after ${seconds().toFixed(0)} s; writing the rows in one transaction`);
    const created = await insertWorkspace(deps.db, model, finished, await passwordHashes);
    if (!created) {
      deps.log.info('another process created the demo workspace first; discarding this copy');
      await removeStored();
      return { created: false, seconds: seconds(), interviews: 0 };
    }
    return { created: true, seconds: seconds(), interviews: finished.interviews.length };
  } catch (error) {
    await removeStored();
    throw error;
  } finally {
    await rm(runDir, { recursive: true, force: true });
  }
}

/** Renders one interview, writes its subtitles, and stores video, thumbnail and both WebVTT files. */
async function renderInterview(
  deps: SeedDeps,
  synthesizer: SpeechSynthesizer,
  runDir: string,
  job: InterviewJob,
  put: (key: string, file: string, contentType: string) => Promise<void>,
): Promise<RenderedMedia> {
  const { plan } = job;
  const { participant } = plan;
  const outDir = path.join(runDir, job.id);
  const voices = participant.gender === 'Women' ? FEMALE_VOICES : MALE_VOICES;
  const rendered = await renderSpokenInterview({
    tools: deps.tools,
    synthesizer,
    language: plan.study.language,
    lines: spokenLines(plan),
    outDir,
    participantLabel: `${participant.name}, ${participant.age} · ${participant.city}`,
    colorSeed: plan.seed,
    voiceVariant: voices.length ? voices[plan.index % voices.length] : undefined,
  });
  if (rendered.lines.length !== plan.lines.length) {
    throw new Error(`interview ${job.id}: ${rendered.lines.length} line times for ${plan.lines.length} lines`);
  }
  const result: RenderedMedia = { duration: rendered.duration, lines: rendered.lines };
  const transcript = transcriptsOf(job, result);
  const originalVtt = path.join(outDir, 'subtitles.original.vtt');
  const enVtt = path.join(outDir, 'subtitles.en.vtt');
  await writeFile(originalVtt, transcriptToWebVtt(transcript.original));
  await writeFile(enVtt, transcriptToWebVtt(transcript.en));
  await put(job.keys.video, rendered.videoPath, 'video/mp4');
  await put(job.keys.thumbnail, rendered.thumbnailPath, 'image/jpeg');
  await put(job.keys.subtitlesOriginal, originalVtt, 'text/vtt');
  await put(job.keys.subtitlesEn, enVtt, 'text/vtt');
  await rm(outDir, { recursive: true, force: true });
  return result;
}
