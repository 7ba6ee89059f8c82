import { describe, expect, it } from 'vitest';
import { TASK_TYPES } from '@insight/contracts';
import { DEMO_TEMPLATES } from '../seed/content';
import { QUESTION_BANK, THEMES, intentsIn } from './question-bank';

describe('the built-in question bank', () => {
  it('comes from our template catalogue: each question names a template of the same audience', () => {
    for (const q of QUESTION_BANK) {
      const template = DEMO_TEMPLATES.find((t) => t.key === q.template);
      expect(template, q.title).toBeDefined();
      if (q.audience === 'b2b') expect(template?.audience, q.title).toBe('BUSINESS_PROFESSIONALS');
      if (q.audience === 'consumer') expect(template?.audience, q.title).toBe('PRIVATE_CUSTOMERS');
    }
  });

  it('recognises each of its questions by its words again (the design finds the tasks of a generated question)', () => {
    for (const q of QUESTION_BANK) {
      const asked = q.title
        .replaceAll('{subject}', 'it')
        .replaceAll('{audience}', 'people')
        .replaceAll('{dimension}', 'flavour')
        .replaceAll('{markets}', 'Denmark and Sweden');
      expect(intentsIn(asked)[0], q.title).toBe(q.intent);
    }
  });

  it('has valid, complete tasks that speak to the participant', () => {
    for (const q of QUESTION_BANK) {
      expect(q.tasks.length, q.title).toBeGreaterThan(0);
      for (const task of q.tasks) {
        expect(TASK_TYPES).toContain(task.type);
        expect(['SUBTASKS', 'MOBILE_APP_SETUP']).not.toContain(task.type);
        if (task.type === 'RADIO' || task.type === 'CHECKBOX') expect(task.options.length, task.text).toBeGreaterThanOrEqual(2);
        if (task.type === 'SCORING') expect(task.scale_points, task.text).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('can ask every question of a theme of both audiences', () => {
    for (const kind of ['consumer', 'b2b'] as const) {
      for (const intent of THEMES[kind].flat()) {
        expect(
          QUESTION_BANK.some((q) => q.intent === intent && (q.audience === kind || q.audience === 'any')),
          `${kind} ${intent}`,
        ).toBe(true);
      }
    }
  });
});
