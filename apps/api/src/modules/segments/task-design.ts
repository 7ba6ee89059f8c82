/**
 * The study design of a segment (SPEC §3 Study design section, Task): pure grouping of its tasks into sections per
 * business question, with numbered tasks and lettered subtasks. Used by the service; its shapes by the presenter.
 */
import { subtaskLetter } from '@insight/contracts';
import type { StudyMaterialRow, TaskRow } from '@insight/db';

/** A task of a segment's design with its display label and its subtasks (labelled 'a', 'b', …). */
export type DesignTask = { row: TaskRow; positionName: string; subtasks: { row: TaskRow; positionName: string }[] };

/** The business question (objective) of a study design section. */
export type DesignBusinessQuestion = { id: string; title: string; description: string; position: number };

/** A study design section: the business question it serves (null: tasks serving none), its tasks and their materials. */
export type DesignSection = {
  businessQuestion: DesignBusinessQuestion | null;
  tasks: DesignTask[];
  materials: StudyMaterialRow[];
};

/**
 * Groups a segment's tasks into study design sections (SPEC §3): one per business question in the given
 * (position) order, then one for tasks serving none when there are any. Top-level tasks are numbered 1, 2, … in
 * position order across the whole design (the order the segment's participants met them); subtasks are nested
 * under their parent and lettered in position order; subtasks whose parent is not shown to the segment are
 * dropped. A section's materials are those assigned to its tasks or subtasks, in material order.
 */
export function buildTaskDesign(businessQuestions: DesignBusinessQuestion[], taskRows: TaskRow[], materials: StudyMaterialRow[]): DesignSection[] {
  const byPosition = (a: TaskRow, b: TaskRow) => a.position - b.position || a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id);
  const parents = taskRows.filter((task) => !task.parentTaskId).sort(byPosition);
  const subtasksOf = new Map<string, TaskRow[]>();
  for (const task of taskRows) {
    if (!task.parentTaskId) continue;
    const siblings = subtasksOf.get(task.parentTaskId) ?? [];
    siblings.push(task);
    subtasksOf.set(task.parentTaskId, siblings);
  }
  const designTasks: DesignTask[] = parents.map((row, index) => ({
    row,
    positionName: String(index + 1),
    subtasks: (subtasksOf.get(row.id) ?? []).sort(byPosition).map((subtask, i) => ({ row: subtask, positionName: subtaskLetter(i) })),
  }));

  const known = new Set(businessQuestions.map((question) => question.id));
  const section = (businessQuestion: DesignSection['businessQuestion'], sectionTasks: DesignTask[]): DesignSection => {
    const materialIds = new Set(sectionTasks.flatMap((task) => [task.row, ...task.subtasks.map((s) => s.row)].flatMap((row) => row.studyMaterialIds)));
    return { businessQuestion, tasks: sectionTasks, materials: materials.filter((material) => materialIds.has(material.id)) };
  };
  const sections = businessQuestions.map((question) =>
    section(
      question,
      designTasks.filter((task) => task.row.businessQuestionId === question.id),
    ),
  );
  const unassigned = designTasks.filter((task) => !task.row.businessQuestionId || !known.has(task.row.businessQuestionId));
  if (unassigned.length > 0) sections.push(section(null, unassigned));
  return sections;
}
