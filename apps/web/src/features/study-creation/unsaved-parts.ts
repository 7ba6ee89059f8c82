/**
 * Saved and unsaved business questions and tasks in the wizard (SPEC §4; decision 0190): the unsaved copy a step keeps
 * on the draft (null when the step shows exactly the saved parts) and which items are marked "Unsaved".
 */
import type { SaveDraftBody, StudyDraft } from '@insight/contracts';
import type { TaskState } from './components/task-editor';

/** Unsaved business questions as the draft keeps them. */
export type UnsavedQuestions = NonNullable<SaveDraftBody['unsaved_business_questions']>;
/** An unsaved study design as the draft keeps it. */
export type UnsavedSections = NonNullable<SaveDraftBody['unsaved_sections']>;

/** A task as a step holds it (a saved task, an unsaved one, or one being edited). */
type TaskLike = Omit<TaskState, 'isSaved'>;

/** One task in the shape the draft keeps, keys always in the same order (so equal tasks compare equal as JSON). */
function taskInput(t: TaskLike) {
  return {
    id: t.id,
    type: t.type,
    text: t.text,
    options: t.options.map((o) => ({ id: o.id, text: o.text })),
    scale_points: t.scale_points,
    subtasks: t.subtasks.map((st) => ({ id: st.id, text: st.text })),
    material_ids: [...t.material_ids],
  };
}

/** Sections in the shape the draft keeps them. */
export function sectionInputs(sections: { business_question_id: string | null; tasks: TaskLike[] }[]): UnsavedSections {
  return sections.map((s) => ({ business_question_id: s.business_question_id, tasks: s.tasks.map(taskInput) }));
}

/** The unsaved business questions for `questions` as shown: null when they are exactly the saved ones (same ids, texts and order). */
export function unsavedQuestionsOf(questions: { id: string; title: string }[], saved: StudyDraft['business_questions']): UnsavedQuestions | null {
  const list = questions.map((q) => ({ id: q.id, title: q.title }));
  const same = list.length === saved.length && list.every((q, i) => q.id === saved[i].id && q.title === saved[i].title);
  return same ? null : list;
}

/** True when a business question is not saved as shown: no saved business question has its text (a new one, or an edited one). */
export function isQuestionUnsaved(question: { title: string }, saved: StudyDraft['business_questions']): boolean {
  return !saved.some((q) => q.title.trim() === question.title.trim());
}

/** The unsaved study design for `sections` as shown: null when it is exactly the saved design. */
export function unsavedSectionsOf(
  sections: { business_question_id: string | null; tasks: TaskLike[] }[],
  saved: StudyDraft['sections'],
): UnsavedSections | null {
  const now = sectionInputs(sections);
  return JSON.stringify(now) === JSON.stringify(sectionInputs(saved)) ? null : now;
}

/** The saved tasks of a design by id, for {@link isTaskUnsaved}. */
export function savedTasksById(saved: StudyDraft['sections']): Map<string, string> {
  return new Map(saved.flatMap((s) => s.tasks.map((t) => [t.id, JSON.stringify(taskInput(t))] as const)));
}

/** True when a task is not saved as shown: new, or any of its parts differs from the saved task. */
export function isTaskUnsaved(task: TaskLike, saved: Map<string, string>): boolean {
  return saved.get(task.id) !== JSON.stringify(taskInput(task));
}
