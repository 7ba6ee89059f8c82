import { describe, expect, it } from 'vitest';
import { TASK_TYPES } from './enums';
import {
  CREATION_LIMITS,
  CREATION_TEXTS,
  TASK_TYPE_LABELS,
  AI_PATH_STEPS,
  TEMPLATE_PATH_STEPS,
  WIZARD_STEPS,
  designIssues,
  furthestStep,
  linkProblem,
  outlineIssues,
  stimuliIssues,
  stimulusFileProblem,
  subtaskLetter,
} from './study-builder';

describe('study builder rules (SPEC §5, §8)', () => {
  it('accepts http(s) links with a host and names what is wrong otherwise', () => {
    expect(linkProblem('https://example.com/prototype')).toBeNull();
    expect(linkProblem(' http://shop.example.org ')).toBeNull();
    expect(linkProblem('example.com')).toBe(CREATION_TEXTS.missingProtocol);
    expect(linkProblem('ftp://example.com')).toBe(CREATION_TEXTS.missingProtocol);
    expect(linkProblem('https://')).toBe(CREATION_TEXTS.invalidUrl);
    expect(linkProblem('https://localhost')).toBe(CREATION_TEXTS.invalidUrl);
  });

  it('checks file type and size per kind', () => {
    expect(stimulusFileProblem('image/png', 1000)).toBeNull();
    expect(stimulusFileProblem('video/mp4', CREATION_LIMITS.videoMaxBytes)).toBeNull();
    expect(stimulusFileProblem('image/png', CREATION_LIMITS.imageMaxBytes + 1)).toBe(`${CREATION_TEXTS.fileTooLarge} The limit is 20 MB.`);
    expect(stimulusFileProblem('application/x-msdownload', 10)).toBe(CREATION_TEXTS.fileType);
  });

  it('letters subtasks a…z, then aa', () => {
    expect([0, 1, 25, 26, 27].map(subtaskLetter)).toEqual(['a', 'b', 'z', 'aa', 'ab']);
  });

  it('keeps the template path free of AI steps and labels every task type', () => {
    expect(TEMPLATE_PATH_STEPS).toEqual(['SELECT_TEMPLATE', 'STIMULI', 'OUTLINE', 'STUDY_DESIGN', 'RECRUIT', 'CONFIRM']);
    expect(TASK_TYPES.every((type) => TASK_TYPE_LABELS[type])).toBe(true);
  });

  it('orders both paths as SPEC §2 lists the steps (the AI path: stimuli before the brief), so the furthest step is one order', () => {
    const inSpecOrder = (steps: readonly string[]) => steps.map((s) => WIZARD_STEPS.indexOf(s as never)).every((at, i, all) => i === 0 || at > all[i - 1]);
    expect(AI_PATH_STEPS).toEqual(['STIMULI', 'AI_BRIEF', 'AI_OUTLINE', 'AI_STUDY_DESIGN', 'RECRUIT', 'CONFIRM']);
    expect(inSpecOrder(AI_PATH_STEPS)).toBe(true);
    expect(inSpecOrder(TEMPLATE_PATH_STEPS)).toBe(true);
    expect(furthestStep('RECRUIT', 'AI_OUTLINE')).toBe('RECRUIT');
    expect(furthestStep('STIMULI', 'AI_BRIEF')).toBe('AI_BRIEF');
    expect(furthestStep(null, 'OUTLINE')).toBe('OUTLINE');
  });

  it('names outline, design and stimuli problems by field', () => {
    expect(outlineIssues([])).toEqual([{ field: 'business_questions', message: 'Add at least 1 business question.' }]);
    expect(outlineIssues([{ title: 'A' }, { title: ' a ' }])).toEqual([
      { field: 'business_questions[1].title', message: CREATION_TEXTS.duplicateBusinessQuestion },
    ]);
    expect(designIssues([{ business_question_id: 'q', tasks: [{ type: 'SCORING', text: 'Rate', scale_points: 1 }] }])[0].field).toBe(
      'sections[0].tasks[0].scale_points',
    );
    expect(stimuliIssues([{ kind: 'FILE' }, { kind: 'LINK' }], { min: 0, max: 5 })).toEqual([{ field: 'materials', message: CREATION_TEXTS.mixedKinds }]);
    expect(stimuliIssues([], { min: 1, max: 3 })[0].field).toBe('materials');
  });
});
