import { describe, expect, it } from 'vitest';
import type { TaskQuestion } from '../../resources/task-design/task-design';
import { transcriptTaskHeading } from './transcript-tasks';

describe('transcriptTaskHeading', () => {
  const questions = new Map<string, TaskQuestion>([
    ['t2', { label: '2', text: 'Hvor ofte køber du plantebaserede snacks?', html: '<p>…</p>', type: 'RADIO' }],
    ['s5b', { label: '5b', text: 'Hvad forventer du?', html: '', type: 'TEXT_ONLY' }],
    ['blank', { label: '7', text: '  ', html: '', type: 'FREE_TEXT' }],
  ]);

  it('heads a known task with its design label, question and type', () => {
    expect(transcriptTaskHeading({ id: 't2', type: 'TEXT_ONLY' }, 1, questions)).toEqual({
      label: '2.',
      question: 'Hvor ofte køber du plantebaserede snacks?',
      type: 'RADIO',
    });
    expect(transcriptTaskHeading({ id: 's5b', type: 'SUBTASKS' }, 4, questions)).toEqual({ label: '5b.', question: 'Hvad forventer du?', type: 'TEXT_ONLY' });
  });

  it('falls back to "Task N" with the transcript’s type for unknown tasks, blank questions or no design', () => {
    expect(transcriptTaskHeading({ id: 'other', type: 'SCORING' }, 3, questions)).toEqual({ label: 'Task 3', question: null, type: 'SCORING' });
    expect(transcriptTaskHeading({ id: 'blank', type: 'FREE_TEXT' }, 6, questions)).toEqual({ label: 'Task 6', question: null, type: 'FREE_TEXT' });
    expect(transcriptTaskHeading({ id: 't2', type: '' }, 1, undefined)).toEqual({ label: 'Task 1', question: null, type: null });
  });
});
