import { describe, expect, it } from 'vitest';
import { stepProblems } from './step-problems';

describe('stepProblems', () => {
  it('puts each problem of a draft on the step that fixes it, the first one per step', () => {
    const issues = [
      { field: 'materials', message: 'Add the number of study materials this template needs. (at least 1)' },
      { field: 'unsaved_business_questions', message: 'Save or discard the unsaved business questions.' },
      { field: 'sections', message: 'Add at least 1 section.' },
      { field: 'sections[0].tasks', message: 'Add at least 1 question to this section.' },
      { field: 'recruitment.method', message: 'Select a recruitment option.' },
      { field: 'brief', message: 'Write the brief.' },
      { field: 'terms_accepted', message: 'Accept the terms and conditions to start the study.' },
    ];
    expect(Object.fromEntries(stepProblems(issues, true))).toEqual({
      STIMULI: issues[0].message,
      AI_OUTLINE: issues[1].message,
      AI_STUDY_DESIGN: 'Add at least 1 section.',
      RECRUIT: 'Select a recruitment option.',
      AI_BRIEF: 'Write the brief.',
    });
    expect([...stepProblems(issues, false).keys()]).toEqual(['STIMULI', 'OUTLINE', 'STUDY_DESIGN', 'RECRUIT', 'AI_BRIEF']);
  });
});
