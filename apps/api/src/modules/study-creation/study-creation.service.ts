/**
 * Study creation rules (SPEC §4 draft rules, §5 validation, §6 edit permissions, §7 Marketplace and Orders, §8 edit-draft
 * errors). Every write runs in one transaction; another client's study, template use or id inside a write is a 404.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  CREATION_LIMITS,
  CREATION_TEXTS,
  ERROR_TEXTS,
  designIssues,
  furthestStep,
  outlineIssues,
  stimuliIssues,
  subtaskLetter,
  type DraftIssue,
  type DraftRecruitment,
  type DraftTaskInput,
  type LegacyTasksBody,
  type SaveDraftBody,
  type StudyTemplatesQuery,
} from '@insight/contracts';
import {
  businessQuestions,
  recruitmentItems,
  segments,
  studies,
  studyOrders,
  tasks,
  type Database,
  type DraftRecruitmentJson,
  type TaskRow,
  type TemplateTaskJson,
} from '@insight/db';
import { and, eq, notInArray } from 'drizzle-orm';
import { AppError, invalidField, notFound, type InvalidParam } from '../../core/app-error';
import { grantToAutoGrantUsers } from '../../core/auto-grant';
import type { Viewer } from '../../core/viewer';
import { planBuilderState, rejectMixedParts, unsavedIssues } from './builder-state.service';
import * as repo from './study-creation.repository';

const studyNotFound = () => notFound(ERROR_TEXTS.studyNotFound);

/** 403 "You don't have permission to access this page." unless the viewer may edit studies (SPEC §6: update_study or update_draft_study_only). */
export function requireStudyEditor(viewer: Viewer): void {
  if (!viewer.permissions.includes('update_study') && !viewer.permissions.includes('update_draft_study_only')) {
    throw new AppError('FORBIDDEN', CREATION_TEXTS.noEditPermission);
  }
}

/** Marketplace study types (SPEC §7). */
export function listStudyTypes(db: Database) {
  return repo.listStudyTypes(db);
}

/** Templates matching the browser's filters (SPEC §7 GET /marketplace/study-templates). */
export function listTemplates(db: Database, query: StudyTemplatesQuery) {
  return repo.listTemplates(db, { typeId: query.type_id, stimuliCount: query.stimuli_count, languageCode: query.language_code, q: query.q || undefined });
}

/** One template; 404 'Template not found'. */
export async function getTemplate(db: Database, id: string) {
  const row = await repo.findTemplate(db, id);
  if (!row) throw notFound('Template not found');
  return row;
}

/** Inserts the tasks of one section (positions continue from `start`), subtasks lettered a, b, …; answers the next position. */
async function insertSectionTasks(
  tx: Database,
  ids: { clientId: string; studyId: string; businessQuestionId: string | null },
  list: {
    id?: string;
    type: TaskRow['type'];
    text: string;
    options: { id?: string; text: string }[];
    scale_points: number | null;
    subtasks: { id?: string; text: string }[];
    material_ids: string[];
  }[],
  start: number,
) {
  let position = start;
  for (const task of list) {
    position += 1;
    const taskId = task.id ?? randomUUID();
    await tx.insert(tasks).values({
      id: taskId,
      ...ids,
      position,
      positionName: String(position),
      type: task.type,
      optionsType: task.type === 'SUBTASKS' ? 'SUBTASKS' : 'TEXT_ONLY',
      text: task.text,
      html: paragraphs(task.text),
      options: task.options.filter((o) => o.text.trim()).map((o, i) => ({ id: o.id ?? randomUUID(), text: o.text.trim(), position: i })),
      scalePoints: task.type === 'SCORING' ? task.scale_points : null,
      studyMaterialIds: task.material_ids,
    });
    if (task.type === 'SUBTASKS' && task.subtasks.length) {
      await tx.insert(tasks).values(
        task.subtasks.map((st, i) => ({
          id: st.id ?? randomUUID(),
          ...ids,
          parentTaskId: taskId,
          position: i + 1,
          positionName: subtaskLetter(i),
          type: 'TEXT_ONLY' as const,
          text: st.text,
          html: paragraphs(st.text),
        })),
      );
    }
  }
  return position;
}

/** Plain text as escaped HTML paragraphs (task html is never taken from the request). */
function paragraphs(text: string): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

const templateTaskInput = (t: TemplateTaskJson) => ({
  type: t.type,
  text: t.text,
  options: (t.options ?? []).map((o) => ({ text: o.text })),
  scale_points: t.scale_points ?? null,
  subtasks: t.subtasks ?? [],
  material_ids: [] as string[],
});

/** What every new client-created DRAFT study starts with (SPEC §4): English, in preparation, captured by us. */
const NEW_DRAFT = { language: 'en', status: 'DRAFT', displayStatusCode: 'IN_PREPARATION', dataSource: 'CAPTURE', clientCreated: true } as const;

/** The project a new draft goes in (SPEC §6 project access: a viewer limited to some projects creates inside one of them, so the study stays theirs to see); 404 for another client's project. */
async function projectToCreateIn(db: Database, scope: { clientId: string; projectIds: string[] | null }, requestedProjectId?: string) {
  const projectId = requestedProjectId ?? scope.projectIds?.[0];
  if (scope.projectIds && !projectId) throw invalidField('project_id', 'You have access to no project to create the study in');
  if (projectId && (!(await repo.projectOfClient(db, scope.clientId, projectId)) || (scope.projectIds && !scope.projectIds.includes(projectId))))
    throw notFound('Project not found');
  return projectId ?? null;
}

/** The title of a brief-based study before it has one of its own. */
const NEW_STUDY_TITLE = 'New study';

/** A title from a brief: its first sentence without a label such as "Objective:" or a full stop, capitalised, at most 80 characters; else "New study". */
function titleFromBrief(brief: string): string {
  const firstLine = brief
    .trim()
    .split(/\n|(?<=[.!?])\s/)[0]
    .replace(/^[A-Za-z ]{1,20}:\s*/, '')
    .replace(/\.$/, '')
    .trim();
  const title = firstLine.charAt(0).toUpperCase() + firstLine.slice(1);
  return title.length > 80 ? `${title.slice(0, 77).trimEnd()}…` : title || NEW_STUDY_TITLE;
}

/**
 * A new brief-based DRAFT study of `clientId` (a brief and no template, SPEC §4 AI path). With an empty brief it starts
 * at STIMULI, the AI path's first step (SPEC §2 order: stimuli, then the brief), titled "New study" until a brief is
 * saved; with a brief (the assistant's "Start a study from this brief") at AI_BRIEF, titled by the brief's first line.
 */
export async function createDraftFromBrief(
  db: Database,
  viewer: Viewer,
  scope: { clientId: string; projectIds: string[] | null },
  brief: string,
  requestedProjectId?: string,
) {
  requireStudyEditor(viewer);
  const { clientId } = scope;
  const projectId = await projectToCreateIn(db, scope, requestedProjectId);
  const title = titleFromBrief(brief);
  return db.transaction(async (tx) => {
    const [study] = await tx
      .insert(studies)
      .values({
        clientId,
        projectId,
        createdBy: viewer.userId,
        title,
        purpose: '',
        brief: brief.trim(),
        ...NEW_DRAFT,
      })
      .returning();
    if (projectId) await grantToAutoGrantUsers(tx, clientId, projectId);
    await repo.upsertBuilderState(tx, {
      studyId: study.id,
      clientId,
      stepName: brief.trim() ? 'AI_BRIEF' : 'STIMULI',
      introduction: CREATION_TEXTS.defaultIntroduction,
    });
    return study.id;
  });
}

/** A new DRAFT study of `clientId` from template `templateId` (SPEC §4): its business questions, sections and introduction. 404 for an unknown template or another client's project. */
export async function createDraftFromTemplate(
  db: Database,
  viewer: Viewer,
  scope: { clientId: string; projectIds: string[] | null },
  templateId: string,
  requestedProjectId?: string,
) {
  requireStudyEditor(viewer);
  const { clientId } = scope;
  const found = await repo.findTemplate(db, templateId);
  if (!found) throw notFound('Template not found');
  const { template } = found;
  const projectId = await projectToCreateIn(db, scope, requestedProjectId);
  return db.transaction(async (tx) => {
    const [study] = await tx
      .insert(studies)
      .values({
        clientId,
        projectId,
        studyTypeId: template.studyTypeId,
        templateId: template.id,
        createdBy: viewer.userId,
        title: template.name,
        purpose: template.purpose,
        audience: template.audience,
        ...NEW_DRAFT,
      })
      .returning();
    if (projectId) await grantToAutoGrantUsers(tx, clientId, projectId);
    const questionIds = template.objectives.map(() => randomUUID());
    if (questionIds.length) {
      await tx.insert(businessQuestions).values(
        template.objectives.map((o, i) => ({
          id: questionIds[i],
          clientId,
          studyId: study.id,
          title: o.title,
          description: o.description ?? '',
          position: i + 1,
        })),
      );
    }
    let position = 0;
    for (const [index, questionId] of questionIds.entries()) {
      const sectionTasks = template.tasks.filter((t) => (t.objective_index ?? 0) === index).map(templateTaskInput);
      position = await insertSectionTasks(tx, { clientId, studyId: study.id, businessQuestionId: questionId }, sectionTasks, position);
    }
    await repo.upsertBuilderState(tx, { studyId: study.id, clientId, stepName: 'STIMULI', introduction: template.introduction });
    return study.id;
  });
}

/** The sections of a draft: top-level tasks grouped by business question in position order (SPEC §3 Study design section). */
export function sectionsOf(taskRows: TaskRow[]) {
  const top = taskRows.filter((t) => !t.parentTaskId && !t.segmentId);
  const sections: { business_question_id: string | null; tasks: TaskRow[] }[] = [];
  for (const task of top) {
    const last = sections.find((s) => s.business_question_id === task.businessQuestionId);
    if (last) last.tasks.push(task);
    else sections.push({ business_question_id: task.businessQuestionId, tasks: [task] });
  }
  return sections;
}

/** A study with its draft parts; 404 'Study not found' for another client's study or one outside the viewer's projects. */
export async function loadDraft(db: Database, clientId: string, studyId: string, projectIds: string[] | null = null) {
  const study = await repo.findStudy(db, clientId, studyId);
  if (!study) throw studyNotFound();
  if (projectIds && !(study.projectId && projectIds.includes(study.projectId))) throw studyNotFound();
  const parts = await repo.draftParts(db, clientId, studyId);
  const template = study.templateId ? ((await repo.findTemplate(db, study.templateId))?.template ?? null) : null;
  return { study, template, ...parts };
}
/** A loaded draft. */
export type LoadedDraft = Awaited<ReturnType<typeof loadDraft>>;

/** What still blocks ordering (SPEC §5): template, stimuli, outline, design, recruitment. */
export function draftIssues(draft: LoadedDraft): DraftIssue[] {
  const issues: DraftIssue[] = [];
  if (!draft.study.templateId && draft.study.brief === null) issues.push({ field: 'template_id', message: CREATION_TEXTS.templateRequired });
  if (!draft.study.templateId && draft.study.brief !== null && !draft.study.brief.trim())
    issues.push({ field: 'brief', message: CREATION_TEXTS.briefRequired });
  const range = { min: draft.template?.minStimuliCount ?? CREATION_LIMITS.stimuliMin, max: draft.template?.maxStimuliCount ?? CREATION_LIMITS.stimuliMax };
  issues.push(...stimuliIssues(draft.materials, range));
  issues.push(...outlineIssues(draft.questions));
  const sections = sectionsOf(draft.tasks).map((s) => ({
    business_question_id: s.business_question_id,
    tasks: s.tasks.map((t) => ({
      type: t.type,
      text: t.text,
      options: t.options,
      scale_points: t.scalePoints,
      subtasks: draft.tasks.filter((st) => st.parentTaskId === t.id),
    })),
  }));
  if (!sections.length) issues.push({ field: 'sections', message: 'Add at least 1 section.' });
  issues.push(...designIssues(sections));
  const recruitment = draft.state?.recruitment;
  if (!recruitment?.method) issues.push({ field: 'recruitment.method', message: CREATION_TEXTS.recruitmentRequired });
  if (!recruitment?.segments.length) issues.push({ field: 'recruitment.segments', message: 'Add at least 1 participant segment.' });
  issues.push(...unsavedIssues(draft));
  return issues;
}

/**
 * The edit-draft errors of SPEC §8 for a loaded study: permission denied (403), not a draft, empty study, mixed file
 * and link materials (409 each, with a text naming the support e-mail where the user cannot fix it).
 */
export function requireEditableDraft(viewer: Viewer, draft: LoadedDraft): void {
  requireStudyEditor(viewer);
  if (draft.study.status !== 'DRAFT') throw new AppError('CONFLICT', CREATION_TEXTS.notDraft);
  if (!draft.study.templateId && draft.study.brief === null && !draft.questions.length && !draft.tasks.length)
    throw new AppError('CONFLICT', CREATION_TEXTS.emptyStudy);
  const kinds = new Set(draft.materials.map((m) => (m.link ? 'LINK' : 'FILE')));
  if (kinds.size > 1) throw new AppError('CONFLICT', CREATION_TEXTS.mixedMaterials);
}

/** 400 naming every field of `issues` (the first one's message as the detail). */
function rejectIssues(issues: DraftIssue[]): never {
  const params: InvalidParam[] = issues.map((i) => ({ name: i.field, reason: i.message }));
  throw new AppError('VALIDATION', `Invalid ${issues[0].field}: ${issues[0].message}`, params);
}

/**
 * Applies one save of the wizard to a draft in one transaction (SPEC §3 builder state, §4 builder rules, §5 rules);
 * nothing is written when any part is refused. Saving `business_questions` or `sections` clears their unsaved copy;
 * `ai_outline_job_id` / `ai_design_job_id` apply a finished AI job (see builder-state.service.ts).
 */
export async function saveDraft(db: Database, viewer: Viewer, scope: { clientId: string; projectIds: string[] | null }, studyId: string, body: SaveDraftBody) {
  const { clientId } = scope;
  const draft = await loadDraft(db, clientId, studyId, scope.projectIds);
  requireEditableDraft(viewer, draft);
  rejectMixedParts(body);

  // Business questions: kept by id, new ones inserted; a removed one still used by a section is refused (SPEC §5).
  const finalQuestions =
    body.business_questions?.map((q) => ({ id: q.id ?? randomUUID(), title: q.title })) ?? draft.questions.map((q) => ({ id: q.id, title: q.title }));
  if (body.business_questions) {
    const issues = outlineIssues(finalQuestions).filter(
      (i) => i.field !== 'business_questions' || finalQuestions.length > CREATION_LIMITS.businessQuestionsMax,
    );
    if (issues.length) rejectIssues(issues);
    const foreign = await repo.foreignBusinessQuestionIds(
      db,
      studyId,
      finalQuestions.map((q) => q.id),
    );
    if (foreign.length) throw notFound('Business question not found');
  }
  const questionIds = new Set(finalQuestions.map((q) => q.id));
  const materialIds = new Set(draft.materials.map((m) => m.id));

  if (body.sections) {
    const issues = designIssues(body.sections);
    if (issues.length) rejectIssues(issues);
    body.sections.forEach((section, s) => {
      if (section.business_question_id && !questionIds.has(section.business_question_id))
        throw invalidField(`sections[${s}].business_question_id`, 'not a business question of this study');
      section.tasks.forEach((task, t) => {
        if (task.material_ids.some((id) => !materialIds.has(id))) throw notFound('Study material not found');
        if (task.id && !draft.tasks.some((row) => row.id === task.id)) throw invalidField(`sections[${s}].tasks[${t}].id`, 'not a task of this study');
      });
    });
  } else if (body.business_questions) {
    const linked = draft.tasks.filter((t) => t.businessQuestionId && !questionIds.has(t.businessQuestionId));
    if (linked.length) {
      const index = draft.questions.findIndex((q) => q.id === linked[0].businessQuestionId);
      throw new AppError('VALIDATION', CREATION_TEXTS.linkedBusinessQuestion, [
        { name: `business_questions[${index}]`, reason: CREATION_TEXTS.linkedBusinessQuestion },
      ]);
    }
  }

  // SPEC §4 builder rules: unsaved parts, applied AI output and its inputs (checked here, written in the transaction).
  const { clearsSavedTasks, ...stateChanges } = await planBuilderState(db, viewer, clientId, draft, body, {
    questionIds,
    materialIds,
    foreignQuestionIds: (ids) => repo.foreignBusinessQuestionIds(db, studyId, ids),
  });

  await db.transaction(async (tx) => {
    const changes: Partial<typeof studies.$inferInsert> = {};
    if (body.title !== undefined) changes.title = body.title;
    if (body.purpose !== undefined) changes.purpose = body.purpose;
    if (body.audience !== undefined) changes.audience = body.audience;
    if (body.language !== undefined) changes.language = body.language;
    if (body.brief !== undefined) changes.brief = body.brief;
    // An AI-path draft started without a brief is titled by its first brief, unless a title comes with it.
    if (body.brief !== undefined && body.title === undefined && !draft.study.templateId && draft.study.title === NEW_STUDY_TITLE)
      changes.title = titleFromBrief(body.brief);
    await tx
      .update(studies)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(studies.clientId, clientId), eq(studies.id, studyId)));

    if (body.sections || clearsSavedTasks) await repo.deleteTasksOfStudy(tx, clientId, studyId);
    if (body.business_questions) {
      const keep = finalQuestions.map((q) => q.id);
      await tx
        .delete(businessQuestions)
        .where(
          and(
            eq(businessQuestions.clientId, clientId),
            eq(businessQuestions.studyId, studyId),
            notInArray(businessQuestions.id, keep.length ? keep : [randomUUID()]),
          ),
        );
      for (const [i, q] of finalQuestions.entries()) {
        await tx
          .insert(businessQuestions)
          .values({ id: q.id, clientId, studyId, title: q.title.trim(), position: i + 1 })
          .onConflictDoUpdate({ target: businessQuestions.id, set: { title: q.title.trim(), position: i + 1, updatedAt: new Date() } });
      }
    }
    if (body.sections) {
      let position = 0;
      for (const section of body.sections) {
        position = await insertSectionTasks(tx, { clientId, studyId, businessQuestionId: section.business_question_id }, section.tasks, position);
      }
    }
    const stateChanged = Object.values(stateChanges).some((value) => value !== undefined);
    if (body.step_name !== undefined || body.introduction !== undefined || body.recruitment !== undefined || stateChanged) {
      await repo.upsertBuilderState(tx, {
        studyId,
        clientId,
        // The furthest step reached: saving an earlier step again keeps the later ones open (the stepper jumps forward).
        stepName: body.step_name && furthestStep(draft.state?.stepName, body.step_name),
        introduction: body.introduction,
        recruitment: body.recruitment as DraftRecruitmentJson | undefined,
        ...stateChanges,
      });
    }
  });
  return loadDraft(db, clientId, studyId);
}

/** Who may order: an editor (SPEC §6) of an editable draft that has no issue left and whose terms are accepted (SPEC §5). */
export async function orderStudy(
  db: Database,
  viewer: Viewer,
  scope: { clientId: string; projectIds: string[] | null },
  body: { study_id: string; terms_accepted: boolean },
) {
  const { clientId } = scope;
  const draft = await loadDraft(db, clientId, body.study_id, scope.projectIds);
  requireEditableDraft(viewer, draft);
  if (!body.terms_accepted) throw invalidField('terms_accepted', CREATION_TEXTS.termsRequired);
  const issues = draftIssues(draft);
  if (issues.length) rejectIssues(issues);
  const recruitment = draft.state!.recruitment;
  const method = recruitment.method!;
  const [order] = await db.transaction(async (tx) => {
    await repo.deleteSegmentsOfStudy(tx, clientId, body.study_id);
    for (const [i, segment] of recruitment.segments.entries()) {
      await tx.insert(segments).values({ id: segment.id, clientId, studyId: body.study_id, title: segment.title, language: segment.language, position: i + 1 });
      await tx.insert(recruitmentItems).values({
        clientId,
        studyId: body.study_id,
        segmentId: segment.id,
        method,
        ageMin: segment.age_range.min,
        ageMax: segment.age_range.max,
        countries: segment.countries,
        gender: segment.gender,
        devices: [segment.devices],
        language: segment.language,
        requiredInterviews: segment.required_interviews,
        customCriteria: [...segment.custom_criteria, ...segment.recording_devices.map((d) => `Records with ${d}`)],
      });
    }
    await tx
      .update(studies)
      .set({
        status: 'IN_PROGRESS',
        displayStatusCode: 'IN_PREPARATION',
        recruitMethod: method === 'SHAREABLE_LINK' ? 'SELF_RECRUIT' : 'SPECIALIST',
        qualityAssurance: method === 'SPECIALIST' && recruitment.quality_review,
        updatedAt: new Date(),
      })
      .where(and(eq(studies.clientId, clientId), eq(studies.id, body.study_id)));
    await repo.upsertBuilderState(tx, { studyId: body.study_id, clientId, stepName: 'CONFIRM' });
    return tx
      .insert(studyOrders)
      .values({
        clientId,
        studyId: body.study_id,
        orderedBy: viewer.userId,
        method,
        qualityReview: method === 'SPECIALIST' && recruitment.quality_review,
        termsAcceptedAt: new Date(),
        participantToken: method === 'SHAREABLE_LINK' ? randomBytes(18).toString('base64url') : null,
      })
      .returning();
  });
  return order;
}

/** Recruitment of an ordered or imported study without builder state, read back from its recruitment items. */
function recruitmentFromItems(items: Awaited<ReturnType<typeof repo.recruitmentOf>>['items'], segmentTitles: Map<string, string>) {
  return {
    method: items[0]?.method ?? null,
    quality_review: false,
    segments: items.map((item) => ({
      id: item.id,
      title: (item.segmentId && segmentTitles.get(item.segmentId)) || 'Participants',
      countries: item.countries,
      language: item.language ?? '',
      age_range: { min: item.ageMin ?? CREATION_LIMITS.ageMin, max: item.ageMax ?? CREATION_LIMITS.ageMax },
      gender: item.gender as ('Women' | 'Men' | 'Other')[],
      devices: (item.devices[0] ?? 'BOTH') as 'DESKTOP' | 'MOBILE' | 'BOTH',
      recording_devices: [],
      custom_criteria: item.customCriteria,
      required_interviews: item.requiredInterviews,
    })),
  };
}

/** The study-design document of any study the viewer may see (SPEC §7 Exports); 404 'Study not found'. */
export async function exportStudyDesign(db: Database, scope: { clientId: string; projectIds: string[] | null }, studyId: string) {
  const draft = await loadDraft(db, scope.clientId, studyId, scope.projectIds);
  let recruitment = draft.state?.recruitment as DraftRecruitment | undefined;
  if (!recruitment?.method) {
    const { items, segmentRows } = await repo.recruitmentOf(db, scope.clientId, studyId);
    if (items.length) recruitment = recruitmentFromItems(items, new Map(segmentRows.map((s) => [s.id, s.title])));
  }
  // docx loads with the first export, not when the server starts.
  const { buildStudyDesignDocx } = await import('./design-export');
  const bytes = await buildStudyDesignDocx({
    study: draft.study,
    templateName: draft.template?.name ?? null,
    introduction: draft.state?.introduction ?? '',
    questions: draft.questions,
    tasks: draft.tasks,
    materials: draft.materials,
    recruitment: recruitment ?? { method: null, quality_review: false, segments: [] },
  });
  return { bytes, title: draft.study.title };
}

/**
 * SPEC §6 status change: update_study_status_to_any, or update_study on a client_created study, or the viewer's e-mail
 * among the study's producers. 403 otherwise.
 */
export function requireStatusChange(viewer: Viewer, study: { clientCreated: boolean; usertribeProducers: string[] }): void {
  const p = viewer.permissions;
  const isProducer = study.usertribeProducers.some((email) => email.toLowerCase() === viewer.email.toLowerCase());
  if (p.includes('update_study_status_to_any') || (p.includes('update_study') && study.clientCreated) || isProducer) return;
  throw new AppError('FORBIDDEN', CREATION_TEXTS.noEditPermission);
}

/** PUT /studies/{id}/publish: an ordered (non-draft) study becomes COMPLETED (SPEC §4 display status); 409 for a draft. */
export async function publishStudy(db: Database, viewer: Viewer, scope: { clientId: string; projectIds: string[] | null }, studyId: string) {
  const draft = await loadDraft(db, scope.clientId, studyId, scope.projectIds);
  requireStatusChange(viewer, draft.study);
  if (draft.study.status === 'DRAFT') throw new AppError('CONFLICT', 'Order the study before publishing it.');
  await db
    .update(studies)
    .set({ displayStatusCode: 'COMPLETED', completedAt: draft.study.completedAt ?? new Date(), updatedAt: new Date() })
    .where(and(eq(studies.clientId, scope.clientId), eq(studies.id, studyId)));
  return loadDraft(db, scope.clientId, studyId, scope.projectIds);
}

/** One page of a study's interviews, newest first, and their total. */
export function participantVideos(db: Database, clientId: string, studyId: string, page: number, perPage: number) {
  return repo.interviewsOfStudy(db, clientId, studyId, { limit: perPage, offset: (page - 1) * perPage });
}

/**
 * PUT /studies/{id}/tasks (SPEC §7 Legacy studies): changes tasks by id, adds tasks without one to the end of their
 * business question's section (a new section at the end for a question without one), removes
 * `tasks_to_delete_in_this_segment`, then saves the resulting design as {@link saveDraft} does (same rules, one
 * transaction, nothing written when refused). 400 naming `segment_id`, `tasks[i].id`, `tasks[i].business_question_id`
 * or `tasks_to_delete_in_this_segment[i]` for ids that are not this study's; rule errors name `tasks[i]…` too.
 */
export async function saveLegacyTasks(
  db: Database,
  viewer: Viewer,
  scope: { clientId: string; projectIds: string[] | null },
  studyId: string,
  body: LegacyTasksBody,
) {
  const draft = await loadDraft(db, scope.clientId, studyId, scope.projectIds);
  requireEditableDraft(viewer, draft);
  if (body.segment_id) {
    const draftSegments = (draft.state?.recruitment as DraftRecruitmentJson | undefined)?.segments ?? [];
    const stored = await repo.segmentIdsOfStudy(db, scope.clientId, studyId);
    if (!draftSegments.some((s) => s.id === body.segment_id) && !stored.includes(body.segment_id))
      throw invalidField('segment_id', 'not a participant segment of this study');
  }
  const sections = sectionsOf(draft.tasks);
  const topIds = new Set(sections.flatMap((s) => s.tasks.map((t) => t.id)));
  const questionIds = new Set(draft.questions.map((q) => q.id));
  const deleted = new Set(body.tasks_to_delete_in_this_segment);
  body.tasks_to_delete_in_this_segment.forEach((id, i) => {
    if (!topIds.has(id)) throw invalidField(`tasks_to_delete_in_this_segment[${i}]`, 'not a task of this study');
  });
  body.tasks.forEach((task, i) => {
    if (task.id && !topIds.has(task.id)) throw invalidField(`tasks[${i}].id`, 'not a task of this study');
    if (task.id && deleted.has(task.id)) throw invalidField(`tasks[${i}].id`, 'is also in tasks_to_delete_in_this_segment');
    if (task.business_question_id && !questionIds.has(task.business_question_id))
      throw invalidField(`tasks[${i}].business_question_id`, 'not a business question of this study');
  });
  const asInput = (t: TaskRow): DraftTaskInput => ({
    id: t.id,
    type: t.type,
    text: t.text,
    options: t.options.map((o) => ({ id: o.id, text: o.text })),
    scale_points: t.scalePoints,
    subtasks: draft.tasks
      .filter((st) => st.parentTaskId === t.id)
      .sort((a, b) => a.position - b.position)
      .map((st) => ({ id: st.id, text: st.text })),
    material_ids: t.studyMaterialIds,
  });
  // Where each given task lands, to name `tasks[i]` in rule errors about `sections[s].tasks[t]`.
  const origin = new Map<string, number>();
  const next = sections.map((s) => ({ business_question_id: s.business_question_id, tasks: s.tasks.filter((t) => !deleted.has(t.id)).map(asInput) }));
  body.tasks.forEach(({ business_question_id, ...task }, i) => {
    let s = next.findIndex((section) => section.tasks.some((t) => task.id && t.id === task.id));
    if (s >= 0) {
      const t = next[s].tasks.findIndex((row) => row.id === task.id);
      if (next[s].business_question_id === business_question_id) {
        next[s].tasks[t] = task;
        origin.set(`sections[${s}].tasks[${t}]`, i);
        return;
      }
      next[s].tasks.splice(t, 1);
    }
    s = next.findIndex((section) => section.business_question_id === business_question_id);
    if (s < 0) s = next.push({ business_question_id, tasks: [] }) - 1;
    next[s].tasks.push(task);
    origin.set(`sections[${s}].tasks[${next[s].tasks.length - 1}]`, i);
  });
  const sectionsLeft = next.filter((s) => s.tasks.length > 0);
  const renamed = (name: string) => {
    const match = /^sections\[\d+\]\.tasks\[\d+\]/.exec(name);
    const i = match ? origin.get(match[0]) : undefined;
    return match && i !== undefined ? `tasks[${i}]${name.slice(match[0].length)}` : name;
  };
  try {
    return await saveDraft(db, viewer, scope, studyId, { client_id: body.client_id, sections: sectionsLeft });
  } catch (error) {
    if (error instanceof AppError && error.invalidParams?.length) {
      const params = error.invalidParams.map((p) => ({ name: renamed(p.name), reason: p.reason }));
      throw new AppError(error.code, `Invalid ${params[0].name}: ${params[0].reason}`, params, error.headers);
    }
    throw error;
  }
}
