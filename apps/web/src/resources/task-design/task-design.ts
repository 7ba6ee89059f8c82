/** Pure helpers over segment task designs (SPEC §3 Study design section, Task): merging, comparing, labelling. */
import type { StudyDesignSection, Task } from '../../lib/api-types';

/** One segment's task design. */
export type SegmentDesign = { segmentId: string; sections: StudyDesignSection[] };

/** A task or subtask as a transcript names it: `label` '2' or '5b', its question text/HTML and type code. */
export type TaskQuestion = { label: string; text: string; html: string; type: string };

const sectionOrder = (section: StudyDesignSection) => section.business_question?.position ?? Number.POSITIVE_INFINITY;

/**
 * The designs of several segments as one: sections by business question (position order, tasks serving none last),
 * each task once, in task position order. A task shown to only some segments keeps its `segment`; labels
 * (`position_name`) are those of the first design that has the task.
 */
export function mergeDesigns(designs: readonly SegmentDesign[]): StudyDesignSection[] {
  const sections = new Map<string, StudyDesignSection>();
  for (const design of designs) {
    for (const section of design.sections) {
      const merged = sections.get(section.id);
      if (!merged) {
        sections.set(section.id, { ...section, tasks: [...section.tasks], study_materials: [...section.study_materials] });
        continue;
      }
      const taskIds = new Set(merged.tasks.map((task) => task.id));
      const materialIds = new Set(merged.study_materials.map((material) => material.id));
      merged.tasks.push(...section.tasks.filter((task) => !taskIds.has(task.id)));
      merged.study_materials.push(...section.study_materials.filter((material) => !materialIds.has(material.id)));
    }
  }
  return [...sections.values()]
    .map((section) => ({ ...section, tasks: [...section.tasks].sort((a, b) => a.position - b.position) }))
    .sort((a, b) => sectionOrder(a) - sectionOrder(b));
}

/** The ids of a design's tasks and subtasks in order, as one string (equal strings: the same design). */
function fingerprint(sections: readonly StudyDesignSection[]): string {
  return sections
    .map((section) => `${section.id}:${section.tasks.map((task) => [task.id, ...task.subtasks.map((sub) => sub.id)].join('+')).join(',')}`)
    .join('|');
}

/** True when the segments were not all shown the same tasks (then a study shows its design per segment). */
export function designsDiffer(designs: readonly SegmentDesign[]): boolean {
  return new Set(designs.map((design) => fingerprint(design.sections))).size > 1;
}

/** Every task and subtask of a design by id, labelled as numbered/lettered in it ('2', '5b'). */
export function taskQuestionsOf(sections: readonly StudyDesignSection[]): Map<string, TaskQuestion> {
  const questions = new Map<string, TaskQuestion>();
  for (const task of sections.flatMap((section) => section.tasks)) {
    questions.set(task.id, { label: task.position_name, text: task.text, html: task.html, type: task.type });
    for (const subtask of task.subtasks) {
      questions.set(subtask.id, { label: `${task.position_name}${subtask.position_name}`, text: subtask.text, html: subtask.html, type: subtask.type });
    }
  }
  return questions;
}

/** The top-level tasks of a design in number order (across sections). */
export function tasksInOrder(sections: readonly StudyDesignSection[]): Task[] {
  return sections.flatMap((section) => section.tasks).sort((a, b) => a.position - b.position);
}

/** Quote-filter options of a design: its top-level tasks labelled '1. question' (a task also matches its subtasks' quotes). */
export function taskOptionsOf(sections: readonly StudyDesignSection[]): { id: string; label: string }[] {
  return tasksInOrder(sections).map((task) => ({ id: task.id, label: `${task.position_name}. ${task.text}` }));
}
