import { describe, expect, it } from 'vitest';
import type { StudyDesignSection, Task } from '../../lib/api-types';
import { designsDiffer, mergeDesigns, taskOptionsOf, taskQuestionsOf } from './task-design';

const task = (id: string, position: number, extra: Partial<Task> = {}): Task => ({
  id,
  type: 'TEXT_ONLY',
  text: `Question ${id}`,
  html: `<p>Question ${id}</p>`,
  position,
  position_name: String(position),
  options_type: null,
  options: [],
  scale_points: null,
  objective: null,
  segment: null,
  object_assignment: [],
  subtasks: [],
  ...extra,
});

const section = (id: string, position: number | null, tasks: Task[]): StudyDesignSection => ({
  id,
  business_question: position === null ? null : { id, title: `BQ ${id}`, description: '', position },
  objective: position === null ? null : { id },
  text: position === null ? '' : `BQ ${id}`,
  html: '',
  study_materials: [],
  tasks,
});

const shopping = task('t2', 2, {
  type: 'SUBTASKS',
  subtasks: [
    { ...task('s1', 0), position_name: 'a', text: 'Sub a' },
    { ...task('s2', 1), position_name: 'b', text: 'Sub b' },
  ],
});

describe('task design helpers', () => {
  const a = { segmentId: 'A', sections: [section('bq1', 0, [task('t1', 1)]), section('bq2', 1, [shopping]), section('unassigned', null, [task('t3', 3)])] };
  const b = {
    segmentId: 'B',
    sections: [
      section('bq1', 0, [task('t1', 1), task('tb', 5, { segment: { id: 'B' }, position_name: '4' })]),
      section('bq2', 1, [shopping]),
      section('unassigned', null, [task('t3', 3)]),
    ],
  };

  it('merges designs: each section once in business-question order (unassigned last), each task once in position order', () => {
    const merged = mergeDesigns([{ segmentId: 'X', sections: [...a.sections].reverse() }, b]);
    expect(merged.map((s) => [s.id, s.tasks.map((t) => t.id)])).toEqual([
      ['bq1', ['t1', 'tb']],
      ['bq2', ['t2']],
      ['unassigned', ['t3']],
    ]);
    expect(mergeDesigns([])).toEqual([]);
    // The designs themselves (query cache data) are left as they were.
    expect(b.sections[0].tasks.map((t) => t.id)).toEqual(['t1', 'tb']);
    expect(a.sections[0].tasks.map((t) => t.id)).toEqual(['t1']);
  });

  it('tells whether segments were shown different tasks', () => {
    expect(designsDiffer([a, { ...a, segmentId: 'A2' }])).toBe(false);
    expect(designsDiffer([a, b])).toBe(true);
    expect(designsDiffer([a])).toBe(false);
  });

  it('labels tasks and subtasks for transcript headers', () => {
    const questions = taskQuestionsOf(a.sections);
    expect(questions.get('t2')).toEqual({ label: '2', text: 'Question t2', html: '<p>Question t2</p>', type: 'SUBTASKS' });
    expect(questions.get('s2')).toMatchObject({ label: '2b', text: 'Sub b' });
    expect(questions.size).toBe(5);
  });

  it('offers top-level tasks as quote filter options in number order', () => {
    expect(taskOptionsOf(b.sections)).toEqual([
      { id: 't1', label: '1. Question t1' },
      { id: 't2', label: '2. Question t2' },
      { id: 't3', label: '3. Question t3' },
      { id: 'tb', label: '4. Question tb' },
    ]);
  });
});
