/** Which wizard step each problem of a draft belongs to (SPEC §5 issues by field), for the stepper. Pure. */
import type { WizardStep } from '@insight/contracts/study-builder';

/** The step whose part of the draft the issue `field` names, on the AI or the template path; null for none. */
function stepOfField(field: string, isAiPath: boolean): WizardStep | null {
  const [head] = field.split(/[.[]/);
  switch (head) {
    case 'template_id':
      return 'SELECT_TEMPLATE';
    case 'materials':
      return 'STIMULI';
    case 'brief':
      return 'AI_BRIEF';
    case 'business_questions':
    case 'unsaved_business_questions':
      return isAiPath ? 'AI_OUTLINE' : 'OUTLINE';
    case 'sections':
    case 'unsaved_sections':
      return isAiPath ? 'AI_STUDY_DESIGN' : 'STUDY_DESIGN';
    case 'recruitment':
      return 'RECRUIT';
    default:
      return null;
  }
}

/** The first problem of each step that has one, from the draft's `issues`. */
export function stepProblems(issues: readonly { field: string; message: string }[], isAiPath: boolean): Map<WizardStep, string> {
  const problems = new Map<WizardStep, string>();
  for (const issue of issues) {
    const step = stepOfField(issue.field, isAiPath);
    if (step && !problems.has(step)) problems.set(step, issue.message);
  }
  return problems;
}
