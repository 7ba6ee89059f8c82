/** Tasks (questions) and subtasks of a study design as answered by the API (SPEC §3 Task, Task types). */
import { z } from 'zod';
import { Ref } from './common';
import { TASK_OPTIONS_TYPES, TASK_TYPES } from './enums';

/** One answer option of a choice or scoring task (SPEC §3 Task options). */
export const TaskOption = z.object({
  id: z.string(),
  text: z.string(),
  position: z.number().int(),
  value: z.number().nullable().optional(),
});
/** One answer option. */
export type TaskOption = z.infer<typeof TaskOption>;

/** A task without its subtasks (SPEC §3 Task); `position_name` is numeric for tasks, a letter for subtasks. */
export const TaskBase = z.object({
  id: z.string(),
  type: z.enum(TASK_TYPES),
  text: z.string(),
  html: z.string(),
  position: z.number().int(),
  position_name: z.string(),
  options_type: z.enum(TASK_OPTIONS_TYPES).nullable(),
  options: z.array(TaskOption),
  /** SCORING scale length in points (1 is lowest), else null. */
  scale_points: z.number().int().nullable(),
  /** The business question (objective) the task serves. */
  objective: Ref.nullable(),
  /** The segment the task is for; null when it applies to every segment of the study. */
  segment: Ref.nullable(),
  /** Study materials (stimuli) shown with the task (SPEC §3 Task object_assignment). */
  object_assignment: z.array(Ref),
});
/** A task without its subtasks. */
export type TaskBase = z.infer<typeof TaskBase>;

/** A task with its subtasks (one level deep, SPEC §3 Task subtasks). */
export const Task = TaskBase.extend({ subtasks: z.array(TaskBase) });
/** A task with its subtasks. */
export type Task = z.infer<typeof Task>;

/** The task as embedded in a quote (SPEC §3 Quote task {id, html, text, type}). */
export const TaskRef = z.object({
  id: z.string(),
  html: z.string(),
  text: z.string(),
  type: z.enum(TASK_TYPES),
});
/** The task embedded in a quote. */
export type TaskRef = z.infer<typeof TaskRef>;
