/**
 * The builder rules of SPEC §4 on the server: saved and unsaved business questions and tasks (unsaved ones are kept on
 * the draft and shown instead of the saved ones until saved or discarded), applying AI output (an outline clears the
 * unsaved business questions, unsaved tasks and saved tasks; a design becomes the unsaved study design), and "outline
 * changed" / "design changed" computed from the inputs of the last applied generation. Decision 0190.
 */
import { randomUUID } from 'node:crypto';
import {
  CREATION_LIMITS,
  CREATION_TEXTS,
  aiInputsChanged,
  aiStimuliOf,
  normaliseAiInputs,
  type AiSection,
  type DraftIssue,
  type SaveDraftBody,
  type StudyDesignBody,
  type StudyOutlineBody,
} from '@insight/contracts';
import type { AiInputsJson, Database, UnsavedBusinessQuestionJson, UnsavedSectionJson, UnsavedTaskJson } from '@insight/db';
import { AppError, invalidField, notFound } from '../../core/app-error';
import type { Viewer } from '../../core/viewer';
import { getAiJob } from '../ai';

const L = CREATION_LIMITS;

/** What the rules read of a draft: its study's brief and title, materials, saved business questions and builder state. */
type DraftView = {
  study: { brief: string | null; title: string };
  materials: { id: string; title: string; name: string; link: string | null }[];
  questions: { id: string; title: string }[];
  state?: {
    unsavedBusinessQuestions: UnsavedBusinessQuestionJson[] | null;
    unsavedSections: UnsavedSectionJson[] | null;
    aiOutlineInputs: AiInputsJson | null;
    aiDesignInputs: AiInputsJson | null;
  };
};

/** The builder-state columns one save writes: undefined keeps a column, null clears it. */
export type BuilderStateChanges = {
  unsavedBusinessQuestions?: UnsavedBusinessQuestionJson[] | null;
  unsavedSections?: UnsavedSectionJson[] | null;
  aiOutlineInputs?: AiInputsJson | null;
  aiDesignInputs?: AiInputsJson | null;
  /** True when the save deletes the saved tasks (applying AI objectives, SPEC §4). */
  clearsSavedTasks: boolean;
};

/** The inputs of a generation for the draft as it is now (the brief, else the title, and the stimuli as the AI reads them). */
function currentInputs(draft: DraftView, withQuestions: boolean): AiInputsJson {
  return {
    brief: draft.study.brief ?? draft.study.title,
    stimuli: aiStimuliOf(draft.materials),
    ...(withQuestions ? { business_questions: draft.questions.map((q) => q.title) } : {}),
  };
}

/** SPEC §4 marks, for the draft answer: brief or stimuli changed since the applied outline; brief, stimuli or business questions since the applied design. */
export function changedMarks(draft: DraftView) {
  return {
    outline_changed: aiInputsChanged(draft.state?.aiOutlineInputs ?? null, currentInputs(draft, false)),
    design_changed: aiInputsChanged(draft.state?.aiDesignInputs ?? null, currentInputs(draft, true)),
  };
}

/** What blocks ordering besides the saved parts: unsaved business questions or an unsaved study design (save or discard them first). */
export function unsavedIssues(draft: DraftView): DraftIssue[] {
  const issues: DraftIssue[] = [];
  if (draft.state?.unsavedBusinessQuestions) issues.push({ field: 'unsaved_business_questions', message: CREATION_TEXTS.unsavedBusinessQuestions });
  if (draft.state?.unsavedSections) issues.push({ field: 'unsaved_sections', message: CREATION_TEXTS.unsavedSections });
  return issues;
}

/** The parts of a save body that replace business questions or tasks; an AI job applies alone among them. */
const REPLACING_PARTS = ['business_questions', 'sections', 'unsaved_business_questions', 'unsaved_sections', 'ai_outline_job_id', 'ai_design_job_id'] as const;

/** 400 naming the field when a save mixes parts that would each replace the same thing (e.g. a job to apply and business questions). */
export function rejectMixedParts(body: SaveDraftBody): void {
  const given = REPLACING_PARTS.filter((part) => body[part] !== undefined);
  for (const job of ['ai_outline_job_id', 'ai_design_job_id'] as const) {
    if (body[job] !== undefined && given.length > 1)
      throw invalidField(job, `applies alone: do not send it with ${given.filter((part) => part !== job).join(', ')}`);
  }
  if (body.unsaved_business_questions !== undefined && body.business_questions !== undefined)
    throw invalidField('unsaved_business_questions', 'cannot be sent with business_questions, which saves them');
  if (body.unsaved_sections !== undefined && body.sections !== undefined)
    throw invalidField('unsaved_sections', 'cannot be sent with sections, which saves them');
}

/** 400 naming `${field}[i].id` for the first id listed twice. */
function rejectRepeatedIds(ids: (string | undefined)[], field: (i: number) => string): void {
  const seen = new Set<string>();
  ids.forEach((id, i) => {
    if (!id) return;
    if (seen.has(id)) throw invalidField(field(i), 'is listed twice');
    seen.add(id);
  });
}

/** Unsaved business questions of a save, checked: ids once each and not another study's (404). */
async function unsavedQuestionsOf(
  list: NonNullable<SaveDraftBody['unsaved_business_questions']>,
  foreignIds: (ids: string[]) => Promise<string[]>,
): Promise<UnsavedBusinessQuestionJson[]> {
  rejectRepeatedIds(
    list.map((q) => q.id),
    (i) => `unsaved_business_questions[${i}].id`,
  );
  if ((await foreignIds(list.map((q) => q.id))).length) throw notFound('Business question not found');
  return list.map((q) => ({ id: q.id, title: q.title }));
}

/** Unsaved sections of a save, checked against the study's business questions and materials; every id filled in. */
function unsavedSectionsOf(list: NonNullable<SaveDraftBody['unsaved_sections']>, questionIds: Set<string>, materialIds: Set<string>): UnsavedSectionJson[] {
  rejectRepeatedIds(
    list.flatMap((s) => s.tasks.map((t) => t.id)),
    (i) => `unsaved_sections.tasks[${i}].id`,
  );
  return list.map((section, s) => {
    if (section.business_question_id && !questionIds.has(section.business_question_id))
      throw invalidField(`unsaved_sections[${s}].business_question_id`, 'not a business question of this study');
    return {
      business_question_id: section.business_question_id,
      tasks: section.tasks.map((task): UnsavedTaskJson => {
        if (task.material_ids.some((id) => !materialIds.has(id))) throw notFound('Study material not found');
        return {
          id: task.id ?? randomUUID(),
          type: task.type,
          text: task.text,
          options: task.options.map((o) => ({ id: o.id ?? randomUUID(), text: o.text })),
          scale_points: task.scale_points,
          subtasks: task.subtasks.map((st) => ({ id: st.id ?? randomUUID(), text: st.text })),
          material_ids: task.material_ids,
        };
      }),
    };
  });
}

/** The business questions of an outline job as unsaved ones: fresh ids, no repeated text (case-insensitive), within the limit. */
function questionsFromAi(questions: { title: string }[]): UnsavedBusinessQuestionJson[] {
  const seen = new Set<string>();
  const list: UnsavedBusinessQuestionJson[] = [];
  for (const q of questions) {
    const title = q.title.trim().slice(0, L.textMaxLength);
    if (!title || seen.has(title.toLowerCase())) continue;
    seen.add(title.toLowerCase());
    list.push({ id: randomUUID(), title });
  }
  return list.slice(0, L.businessQuestionsMax);
}

/**
 * The sections of a design job as the unsaved study design: each generated section goes to the saved business question
 * it was generated for (same text, else the same place), one section per question, within the section, task, option
 * and scale limits.
 */
function sectionsFromAi(saved: { id: string; title: string }[], asked: { title: string }[], sections: AiSection[]): UnsavedSectionJson[] {
  const byTitle = new Map(saved.map((q) => [q.title.trim().toLowerCase(), q.id]));
  const bySection = new Map<string, UnsavedSectionJson>();
  for (const section of sections) {
    const title = asked[section.business_question_index]?.title.trim().toLowerCase();
    const questionId = (title && byTitle.get(title)) || saved[section.business_question_index]?.id;
    if (!questionId) continue;
    const target = bySection.get(questionId) ?? { business_question_id: questionId, tasks: [] };
    bySection.set(questionId, target);
    for (const task of section.tasks) {
      if (target.tasks.length >= L.tasksPerSectionMax) break;
      target.tasks.push({
        id: randomUUID(),
        type: task.type,
        text: task.text,
        options: task.options.slice(0, L.optionsMax).map((text) => ({ id: randomUUID(), text })),
        scale_points: task.type === 'SCORING' ? Math.min(L.scalePointsMax, Math.max(L.scalePointsMin, task.scale_points ?? 5)) : null,
        subtasks: [],
        material_ids: [],
      });
    }
  }
  return [...bySection.values()].slice(0, L.sectionsPerStudyMax);
}

/** A COMPLETED job of the viewer (404 for an unknown job or another user's or client's; 400 naming `field` while it runs or after it failed). */
async function finishedJob(db: Database, viewer: Viewer, clientId: string, kind: 'study_outline' | 'study_design', id: string, field: string) {
  const job = await getAiJob(db, { clientId, userId: viewer.userId }, kind, id);
  if (job.status !== 'COMPLETED' || !job.result) throw invalidField(field, CREATION_TEXTS.aiJobNotFinished);
  return job;
}

/**
 * Checks the SPEC §4 parts of one save (after {@link rejectMixedParts}) and answers the builder-state columns it writes (nothing is written here; the
 * caller writes them in its transaction): unsaved parts given or discarded (null), unsaved parts cleared by saving
 * their saved counterpart, and applied AI jobs with their inputs.
 */
export async function planBuilderState(
  db: Database,
  viewer: Viewer,
  clientId: string,
  draft: DraftView,
  body: SaveDraftBody,
  checks: { questionIds: Set<string>; materialIds: Set<string>; foreignQuestionIds: (ids: string[]) => Promise<string[]> },
): Promise<BuilderStateChanges> {
  const changes: BuilderStateChanges = { clearsSavedTasks: false };
  if (body.business_questions) changes.unsavedBusinessQuestions = null;
  if (body.sections) changes.unsavedSections = null;
  if (body.unsaved_business_questions !== undefined)
    changes.unsavedBusinessQuestions =
      body.unsaved_business_questions && (await unsavedQuestionsOf(body.unsaved_business_questions, checks.foreignQuestionIds));
  if (body.unsaved_sections !== undefined)
    changes.unsavedSections = body.unsaved_sections && unsavedSectionsOf(body.unsaved_sections, checks.questionIds, checks.materialIds);

  if (body.ai_outline_job_id) {
    const job = await finishedJob(db, viewer, clientId, 'study_outline', body.ai_outline_job_id, 'ai_outline_job_id');
    const input = job.input as StudyOutlineBody;
    // SPEC §4: applying AI-produced objectives clears unsaved objectives, unsaved tasks and saved tasks.
    changes.unsavedBusinessQuestions = questionsFromAi((job.result as { business_questions: { title: string }[] }).business_questions);
    changes.unsavedSections = null;
    changes.clearsSavedTasks = true;
    changes.aiOutlineInputs = normaliseAiInputs({ brief: input.brief, stimuli: input.stimuli ?? [] });
    changes.aiDesignInputs = null;
  }
  if (body.ai_design_job_id) {
    const job = await finishedJob(db, viewer, clientId, 'study_design', body.ai_design_job_id, 'ai_design_job_id');
    if (draft.state?.unsavedBusinessQuestions) throw new AppError('CONFLICT', CREATION_TEXTS.saveOutlineFirst);
    const input = job.input as StudyDesignBody;
    changes.unsavedSections = sectionsFromAi(draft.questions, input.business_questions, (job.result as { sections: AiSection[] }).sections);
    changes.aiDesignInputs = normaliseAiInputs({
      brief: input.brief,
      stimuli: input.stimuli ?? [],
      business_questions: input.business_questions.map((q) => q.title),
    });
  }
  return changes;
}
