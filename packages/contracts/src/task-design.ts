/**
 * The study design of one segment: GET /v3/segments/{id}/task-design (SPEC §7 Segments; SPEC §3 Study design
 * section and Task). One section per business question (objective) of the study in position order, each with
 * the tasks shown to that segment and their lettered subtasks.
 */
import { z } from 'zod';
import { ClientIdQuery, Ref, TranslationParam } from './common';
import { StudyMaterial } from './study-material';
import { Task } from './task';

/** Section id of the tasks that serve no business question (they come last). */
export const UNASSIGNED_SECTION_ID = 'unassigned';

/** The business question (objective) a study design section answers. */
export const StudyDesignBusinessQuestion = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  position: z.number().int(),
});
/** The business question of a study design section. */
export type StudyDesignBusinessQuestion = z.infer<typeof StudyDesignBusinessQuestion>;

/**
 * A study design section (SPEC §3: id, business_question or objective, text, html, study_materials, tasks).
 * `id` is the business question's id, or {@link UNASSIGNED_SECTION_ID} for tasks serving none (then
 * `business_question` and `objective` are null and `text` is empty). `text`/`html` are the question's title;
 * `study_materials` are the stimuli shown with the section's tasks (signed URLs); `tasks` are in position order
 * with `position_name` '1', '2', … in the order the segment's participants met them and subtasks 'a', 'b', ….
 */
export const StudyDesignSection = z.object({
  id: z.string(),
  business_question: StudyDesignBusinessQuestion.nullable(),
  /** The spec's other name for the business question (same id). */
  objective: Ref.nullable(),
  text: z.string(),
  html: z.string(),
  study_materials: z.array(StudyMaterial),
  tasks: z.array(Task),
});
/** A study design section. */
export type StudyDesignSection = z.infer<typeof StudyDesignSection>;

/** Answer of GET /v3/segments/{id}/task-design (SPEC §7 Segments). */
export const TaskDesignResponse = z.object({ data: z.array(StudyDesignSection) });
/**
 * Query of GET /v3/segments/{id}/task-design: `translation=en` answers task and option texts in English where the
 * study has them (else the original), so a transcript read in English is headed by English questions (SPEC §3).
 */
export const TaskDesignQuery = z.object({ client_id: ClientIdQuery, translation: TranslationParam });
/** Parsed task-design query. */
export type TaskDesignQuery = z.infer<typeof TaskDesignQuery>;
/** Answer of GET /v3/segments/{id}/task-design. */
export type TaskDesignResponse = z.infer<typeof TaskDesignResponse>;
