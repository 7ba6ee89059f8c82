/** Maps segment rows to the wire shapes of packages/contracts/src/segment.ts (SPEC §7 Segments). Pure. */
import {
  UNASSIGNED_SECTION_ID,
  type Segment,
  type SegmentDetail,
  type StudyDesignSection,
  type StudyMaterial,
  type Task,
  type TaskBase,
  type Translation,
} from '@insight/contracts';
import type { SegmentRow, StudyMaterialRow, TaskRow } from '@insight/db';
import type { DesignSection, DesignTask } from './task-design';

/** A segment with its interview and quote counts on the wire. */
export function presentSegment(row: { segment: SegmentRow; interviews: number; quotes: number }): Segment {
  const { segment } = row;
  return {
    id: segment.id,
    study_id: segment.studyId,
    segment_group_id: segment.segmentGroupId,
    title: segment.title,
    language: segment.language,
    position: segment.position,
    counts: { interviews: row.interviews, quotes: row.quotes },
    updated_at: segment.updatedAt.toISOString(),
  };
}

/** What GET /v3/segments/{id} presents: the segment, its context and counts. */
export type SegmentDetailRow = {
  segment: SegmentRow;
  study: { id: string; title: string };
  segmentGroup: { id: string; title: string } | null;
  businessQuestions: { id: string; title: string; description: string; position: number }[];
  interviews: number;
  quotes: number;
  showreels: number;
};

/** One segment with study, group, business questions and counts; `translation` is echoed (SPEC §7). */
export function presentSegmentDetail(row: SegmentDetailRow, translation: Translation): SegmentDetail {
  return {
    ...presentSegment(row),
    study: row.study,
    segment_group: row.segmentGroup,
    business_questions: row.businessQuestions.map(({ id, title, position }) => ({ id, title, position })),
    counts: { interviews: row.interviews, quotes: row.quotes, showreels: row.showreels },
    translation,
  };
}

/**
 * A task or subtask of a study design on the wire; `positionName` is its display label ('1', 'a', …). With
 * `translation` 'en' the task and option texts are the English ones where the study has them, else the original.
 */
function presentTaskBase(row: TaskRow, positionName: string, translation: Translation = 'original'): TaskBase {
  const english = translation === 'en';
  return {
    id: row.id,
    type: row.type,
    text: (english && row.textEn) || row.text,
    html: (english && row.htmlEn) || row.html,
    position: row.position,
    position_name: positionName,
    options_type: row.optionsType,
    options: [...row.options]
      .sort((a, b) => a.position - b.position)
      .map(({ text_en, ...option }) => ({ ...option, text: (english && text_en) || option.text })),
    scale_points: row.scalePoints,
    objective: row.businessQuestionId ? { id: row.businessQuestionId } : null,
    segment: row.segmentId ? { id: row.segmentId } : null,
    object_assignment: row.studyMaterialIds.map((id) => ({ id })),
  };
}

/** A task with its lettered subtasks (SPEC §3 Task), in `translation` (see {@link presentTaskBase}). */
function presentDesignTask(task: DesignTask, translation: Translation = 'original'): Task {
  return {
    ...presentTaskBase(task.row, task.positionName, translation),
    subtasks: task.subtasks.map((subtask) => presentTaskBase(subtask.row, subtask.positionName, translation)),
  };
}

/**
 * A study design section (SPEC §3): `text`/`html` are the business question's title; `presentMaterial` is the
 * study-material presenter (with its signed URLs); tasks in `translation`.
 */
export function presentDesignSection(
  section: DesignSection,
  presentMaterial: (row: StudyMaterialRow) => StudyMaterial,
  translation: Translation = 'original',
): StudyDesignSection {
  const question = section.businessQuestion;
  return {
    id: question?.id ?? UNASSIGNED_SECTION_ID,
    business_question: question,
    objective: question ? { id: question.id } : null,
    text: question?.title ?? '',
    html: question ? `<p>${escapeHtml(question.title)}</p>` : '',
    study_materials: section.materials.map(presentMaterial),
    tasks: section.tasks.map((task) => presentDesignTask(task, translation)),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}
