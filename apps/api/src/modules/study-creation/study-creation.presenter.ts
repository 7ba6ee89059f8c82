/** Maps template and draft rows to packages/contracts/src/study-creation.ts (SPEC §3 Study builder state, §7 Marketplace). Pure. */
import { subtaskLetter, type DraftRecruitment, type StudyDraft, type StudyTemplate, type StudyTemplateSummary } from '@insight/contracts';
import type { studyTemplates } from '@insight/db';
import type { MediaUrls } from '../../core/media-urls';
import { materialsType, presentStudyMaterial } from '../study-materials';
import { changedMarks } from './builder-state.service';
import { draftIssues, sectionsOf, type LoadedDraft } from './study-creation.service';

type TemplateRow = { template: typeof studyTemplates.$inferSelect; type: { id: string; name: string } | null };

/** A template card: counts of business questions and tasks; `image` signed. */
export function presentTemplateSummary(row: TemplateRow, urls: MediaUrls): StudyTemplateSummary {
  const t = row.template;
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    purpose: t.purpose,
    audience: t.audience,
    study_type: row.type,
    min_stimuli_count: t.minStimuliCount,
    max_stimuli_count: t.maxStimuliCount,
    language_code: t.languageCode,
    languages: t.languageCodes,
    image: urls.url(t.imageKey),
    business_question_count: t.objectives.length,
    task_count: t.tasks.length,
  };
}

/** A template in full: one section per business question with its tasks, subtasks lettered. */
export function presentTemplate(row: TemplateRow, urls: MediaUrls): StudyTemplate {
  const t = row.template;
  return {
    ...presentTemplateSummary(row, urls),
    introduction: t.introduction,
    business_questions: t.objectives.map((o) => ({ title: o.title })),
    sections: t.objectives.map((o, index) => ({
      business_question: o.title,
      tasks: t.tasks
        .filter((task) => (task.objective_index ?? 0) === index)
        .map((task) => ({
          type: task.type,
          text: task.text,
          options: (task.options ?? []).map((opt) => ({ text: opt.text })),
          scale_points: task.scale_points ?? null,
          subtasks: (task.subtasks ?? []).map((st, i) => ({ text: st.text, position_name: subtaskLetter(i) })),
        })),
    })),
  };
}

const EMPTY_RECRUITMENT: DraftRecruitment = { method: null, quality_review: false, segments: [] };

/**
 * The unsaved study design as draft tasks (SPEC §4), numbered and lettered like saved ones; a business question or
 * material removed since it was kept reads as none.
 */
function presentUnsavedSections(draft: LoadedDraft): StudyDraft['unsaved_sections'] {
  const sections = draft.state?.unsavedSections;
  if (!sections) return null;
  const questionIds = new Set(draft.questions.map((q) => q.id));
  const materialIds = new Set(draft.materials.map((m) => m.id));
  let position = 0;
  return sections.map((section) => ({
    business_question_id: section.business_question_id && questionIds.has(section.business_question_id) ? section.business_question_id : null,
    tasks: section.tasks.map((task) => {
      position += 1;
      return {
        ...task,
        position_name: String(position),
        subtasks: task.subtasks.map((st, i) => ({ ...st, position_name: subtaskLetter(i) })),
        material_ids: task.material_ids.filter((id) => materialIds.has(id)),
      };
    }),
  }));
}

/** A draft as the wizard reads it (SPEC §3 Study builder state); `participant_link` is built from PUBLIC_URL, never a request header. */
export function presentDraft(draft: LoadedDraft, urls: MediaUrls, publicUrl: string | undefined): StudyDraft {
  const { study } = draft;
  const linked = new Set(draft.tasks.map((t) => t.businessQuestionId).filter(Boolean));
  const token = draft.order?.participantToken;
  return {
    id: study.id,
    client_id: study.clientId,
    status: study.status,
    display_status_code: study.displayStatusCode,
    step_name: draft.state?.stepName ?? 'SELECT_TEMPLATE',
    template: draft.template
      ? {
          id: draft.template.id,
          name: draft.template.name,
          min_stimuli_count: draft.template.minStimuliCount,
          max_stimuli_count: draft.template.maxStimuliCount,
        }
      : null,
    study_type_id: study.studyTypeId,
    brief: study.brief,
    title: study.title,
    purpose: study.purpose,
    audience: study.audience,
    language: study.language,
    introduction: draft.state?.introduction ?? '',
    material_type: draft.materials.length ? materialsType(draft.materials) : null,
    materials: draft.materials.map((m) => presentStudyMaterial(m, urls)),
    business_questions: draft.questions.map((q, i) => ({ id: q.id, title: q.title, position: i + 1, linked: linked.has(q.id) })),
    sections: sectionsOf(draft.tasks).map((section) => ({
      business_question_id: section.business_question_id,
      tasks: section.tasks.map((t) => ({
        id: t.id,
        type: t.type,
        text: t.text,
        position_name: t.positionName,
        options: t.options.map((o) => ({ id: o.id, text: o.text })),
        scale_points: t.scalePoints,
        subtasks: draft.tasks
          .filter((st) => st.parentTaskId === t.id)
          .sort((a, b) => a.position - b.position)
          .map((st) => ({ id: st.id, text: st.text, position_name: st.positionName })),
        material_ids: t.studyMaterialIds,
      })),
    })),
    recruitment: (draft.state?.recruitment as DraftRecruitment | undefined) ?? EMPTY_RECRUITMENT,
    unsaved_business_questions: draft.state?.unsavedBusinessQuestions ?? null,
    unsaved_sections: presentUnsavedSections(draft),
    ...changedMarks(draft),
    issues: draftIssues(draft),
    participant_link: token ? `${publicUrl ?? ''}/participate/${token}` : null,
    created_at: study.createdAt.toISOString(),
    updated_at: study.updatedAt.toISOString(),
  };
}
