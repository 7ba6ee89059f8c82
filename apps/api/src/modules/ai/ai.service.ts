/**
 * AI study configuration (SPEC §4 AI status and progress; §7 AI; issue 12): rating is answered at once; outlines and
 * designs run as durable jobs (pg-boss) whose status and percentage the web polls; translation needs a model.
 */
import {
  AI_TEXTS,
  AiDesignOutput,
  AiOutlineOutput,
  type BriefRatingBody,
  type StudyDesignBody,
  type StudyOutlineBody,
  type TranslateBody,
} from '@insight/contracts';
import type { Database } from '@insight/db';
import { AiError, type AiProvider, type TemplateInfo } from '../../ai';
import { AppError, notFound } from '../../core/app-error';
import type { Logger } from '../../lib/logger';
import * as repo from './ai.repository';

/** What starting a job needs: a queue that takes AI jobs (absent: 503, generation never runs in the request). */
export type AiQueue = { enqueueAi(aiJobId: string): Promise<void> };

/** Maps a provider failure to the answer: 503 when no model can do it, 502 when the model failed. */
function toAppError(error: unknown): never {
  if (error instanceof AiError) {
    throw new AppError(error.reason === 'unavailable' ? 'AI_UNAVAILABLE' : 'AI_FAILED', error.message);
  }
  throw error;
}

/** Rates a brief (checks and suggestions) with the configured provider. */
export async function rateBrief(ai: AiProvider, body: BriefRatingBody) {
  try {
    return { ...(await ai.rateBrief({ brief: body.brief, stimuli: body.stimuli })), provider: ai.info };
  } catch (error) {
    toAppError(error);
  }
}

/** Stores a job of `kind` for `body` and queues it; answers the PENDING row. */
async function startJob(
  db: Database,
  ai: AiProvider,
  queue: AiQueue | undefined,
  scope: { clientId: string; userId: string },
  kind: repo.AiJobRow['kind'],
  body: object,
) {
  if (!queue) throw new AppError('AI_UNAVAILABLE', 'AI generation needs the job queue, which is not running');
  const row = await repo.insertJob(db, { clientId: scope.clientId, userId: scope.userId, kind, input: { ...body }, provider: ai.info.label });
  await queue.enqueueAi(row.id);
  return row;
}

/** POST /v1/ai/study-outlines: queues an outline job. */
export const startOutline = (db: Database, ai: AiProvider, queue: AiQueue | undefined, scope: { clientId: string; userId: string }, body: StudyOutlineBody) =>
  startJob(db, ai, queue, scope, 'study_outline', body);

/** POST /v1/ai/study-designs: queues a design job. */
export const startDesign = (db: Database, ai: AiProvider, queue: AiQueue | undefined, scope: { clientId: string; userId: string }, body: StudyDesignBody) =>
  startJob(db, ai, queue, scope, 'study_design', body);

/** One job of the user in the client; 404 otherwise (another user's or client's job too). */
export async function getJob(db: Database, scope: { clientId: string; userId: string }, kind: repo.AiJobRow['kind'], id: string) {
  const row = await repo.findJob(db, scope, kind, id);
  if (!row) throw notFound(AI_TEXTS.jobNotFound);
  return row;
}

/** POST /v1/ai/translate: the design in the target language; 503 without a model. */
export async function translate(ai: AiProvider, body: TranslateBody) {
  try {
    return await ai.translate({ design: body.design, targetLanguage: body.target_language });
  } catch (error) {
    toAppError(error);
  }
}

/** The marketplace templates as the outline reads them: catalogue key, study type and audience. */
async function templateInfos(db: Database): Promise<TemplateInfo[]> {
  return (await repo.listTemplates(db)).map((t) => ({ key: t.catalogueKey, name: t.name, typeName: t.typeName, audience: t.audience }));
}

/**
 * Runs AI job `aiJobId` (the worker's handler): IN_PROGRESS with progress, then COMPLETED with the validated result, or
 * ERROR with the reason when the provider fails. A job already ended is left alone (a retried delivery).
 */
export async function runAiJob(db: Database, ai: AiProvider, aiJobId: string, log: Logger): Promise<void> {
  const row = await repo.findJobById(db, aiJobId);
  if (!row || row.status === 'COMPLETED' || row.status === 'ERROR') return;
  await repo.updateJob(db, row.id, { status: 'IN_PROGRESS', progress: 5 });
  const progress = (percent: number) => repo.updateJob(db, row.id, { progress: Math.max(0, Math.min(99, Math.round(percent))) });
  const input = row.input as StudyOutlineBody & Partial<StudyDesignBody>;
  const started = performance.now();
  try {
    const base = {
      brief: input.brief,
      stimuli: input.stimuli ?? [],
      language: input.language ?? 'en',
      studyType: await repo.studyTypeName(db, input.study_type_id),
      templates: await templateInfos(db),
    };
    const result =
      row.kind === 'study_outline'
        ? AiOutlineOutput.parse(await ai.outline(base, progress))
        : AiDesignOutput.parse(await ai.design({ ...base, businessQuestions: input.business_questions ?? [] }, progress));
    if (row.kind === 'study_design') {
      const count = input.business_questions?.length ?? 0;
      const unlinked = (result as AiDesignOutput).sections.find((s) => s.business_question_index >= count);
      if (unlinked) throw new AiError('failed', `A section links business question ${unlinked.business_question_index}, which does not exist`);
    }
    await repo.updateJob(db, row.id, { status: 'COMPLETED', progress: 100, result: result as Record<string, unknown> });
    log.info({ aiJobId, kind: row.kind, ms: Math.round(performance.now() - started) }, 'ai job completed');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await repo.updateJob(db, row.id, { status: 'ERROR', error: reason });
    log.warn({ aiJobId, kind: row.kind, reason }, 'ai job failed: ERROR');
  }
}
