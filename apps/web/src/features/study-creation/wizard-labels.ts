/** Labels of the study-creation wizard (SPEC §2 steps, §3 audience kinds, recruitment methods, devices). Pure. */
import type { WizardStep } from '@insight/contracts/study-builder';

/** Stepper label of each wizard step; the AI steps are labelled here already so the AI path only registers components. */
export const STEP_LABELS: Record<WizardStep, string> = {
  SELECT_TEMPLATE: 'Template',
  STIMULI: 'Study materials',
  AI_BRIEF: 'Brief',
  OUTLINE: 'Outline',
  AI_OUTLINE: 'AI outline',
  STUDY_DESIGN: 'Study design',
  AI_STUDY_DESIGN: 'AI study design',
  RECRUIT: 'Recruit',
  CONFIRM: 'Confirm',
};

/** Name of an audience kind (SPEC §3). */
export function audienceLabel(audience: string | null): string {
  if (audience === 'BUSINESS_PROFESSIONALS') return 'Business professionals';
  if (audience === 'PRIVATE_CUSTOMERS') return 'Private customers';
  return 'Audience not chosen';
}

/** Name of a device choice (SPEC §3 DESKTOP, MOBILE, BOTH). */
export const DEVICE_LABELS = { DESKTOP: 'Desktop', MOBILE: 'Mobile', BOTH: 'Desktop and mobile' } as const;

/** Design languages offered (SPEC §3 studyDesignLanguageCode, default English; SPEC §1 sample languages). */
export const DESIGN_LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'da', name: 'Danish' },
  { code: 'de', name: 'German' },
  { code: 'es', name: 'Spanish' },
  { code: 'sv', name: 'Swedish' },
] as const;
