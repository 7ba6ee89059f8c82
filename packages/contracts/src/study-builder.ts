/**
 * Zod-free rules of study creation shared by the API and the web (SPEC §2 wizard steps, §5 validation, §8 texts,
 * §9 stimuli ranges). The numbers SPEC §5 leaves open ("values not shown") are our choice and live only here.
 */
import type { TaskType } from './enums';

/** Every wizard step of SPEC §2, in the order a study is built; `step_name` in the URL is one of these. */
export const WIZARD_STEPS = [
  'SELECT_TEMPLATE',
  'STIMULI',
  'AI_BRIEF',
  'OUTLINE',
  'AI_OUTLINE',
  'STUDY_DESIGN',
  'AI_STUDY_DESIGN',
  'RECRUIT',
  'CONFIRM',
] as const;
/** One wizard step name. */
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The steps of the template path (the AI steps are added by the AI path). */
export const TEMPLATE_PATH_STEPS: readonly WizardStep[] = ['SELECT_TEMPLATE', 'STIMULI', 'OUTLINE', 'STUDY_DESIGN', 'RECRUIT', 'CONFIRM'];

/** Limits of study creation (SPEC §5, §9); sizes in bytes, counts inclusive. */
export const CREATION_LIMITS = {
  /** Business questions of the outline (SPEC §5 "at least a minimum and at most a maximum"). */
  businessQuestionsMin: 1,
  businessQuestionsMax: 10,
  /** Longest business question, task, option or title text in characters. */
  textMaxLength: 2000,
  titleMaxLength: 200,
  /** Sections per study and questions (tasks) per section (SPEC §5; "Other range MIN 1, MAX 15", §9). */
  sectionsPerStudyMax: 10,
  tasksPerSectionMin: 1,
  tasksPerSectionMax: 15,
  /** Options of a choice task and subtasks of a SUBTASKS task. */
  optionsMax: 20,
  subtasksMax: 10,
  /** SCORING scale length in points (1 is lowest). */
  scalePointsMin: 2,
  scalePointsMax: 10,
  /** Stimuli default range (SPEC §5, §9); a template narrows it. */
  stimuliMin: 0,
  stimuliMax: 5,
  /** Largest upload per file kind, bytes. */
  imageMaxBytes: 20 * 1024 * 1024,
  videoMaxBytes: 500 * 1024 * 1024,
  documentMaxBytes: 25 * 1024 * 1024,
  /** Participants: required interviews per segment, ages in years, segments per study. */
  requiredInterviewsMin: 1,
  requiredInterviewsMax: 100,
  ageMin: 18,
  ageMax: 99,
  segmentsMax: 10,
  customCriteriaMax: 10,
  /** Who to write to when a limit is reached or a study needs support (SPEC §8 "contact by e-mail"). */
  contactEmail: 'studies@insight-portal.example',
  /** Country/language list cache (SPEC §7 study-filters, §9): seconds. */
  studyFiltersCacheSeconds: 3600,
  /** Managed recruitment and the optional quality review, in days (SPEC §9). */
  managedRecruitmentDays: 1,
  qualityReviewDays: 1,
} as const;

/** Upload types accepted for study materials, with their size limit in bytes (SPEC §5 "maximum size per file"). */
export const STIMULUS_FILE_TYPES: Readonly<Record<string, { kind: 'image' | 'video' | 'document'; maxBytes: number }>> = {
  'image/jpeg': { kind: 'image', maxBytes: CREATION_LIMITS.imageMaxBytes },
  'image/png': { kind: 'image', maxBytes: CREATION_LIMITS.imageMaxBytes },
  'image/webp': { kind: 'image', maxBytes: CREATION_LIMITS.imageMaxBytes },
  'video/mp4': { kind: 'video', maxBytes: CREATION_LIMITS.videoMaxBytes },
  'video/quicktime': { kind: 'video', maxBytes: CREATION_LIMITS.videoMaxBytes },
  'video/webm': { kind: 'video', maxBytes: CREATION_LIMITS.videoMaxBytes },
  'application/pdf': { kind: 'document', maxBytes: CREATION_LIMITS.documentMaxBytes },
};

/** User-facing texts of study creation (SPEC §5, §8). */
export const CREATION_TEXTS = {
  noEditPermission: "You don't have permission to access this page.",
  notDraft: 'This study is no longer a draft, so it cannot be edited.',
  emptyStudy: `This study has no content to edit. Please contact support at ${CREATION_LIMITS.contactEmail}.`,
  mixedMaterials: `This study mixes file and link materials, which the editor cannot open. Please contact support at ${CREATION_LIMITS.contactEmail}.`,
  fileTooLarge: 'The file is too large.',
  fileType: 'This file type is not supported. Use JPEG, PNG, WebP, MP4, MOV, WebM or PDF.',
  tooManyFiles: 'Too many study materials for this template.',
  tooFewMaterials: 'Add the number of study materials this template needs.',
  invalidUrl: 'Enter a valid URL.',
  missingProtocol: 'The link must start with http:// or https://.',
  mixedKinds: 'A study uses either files or links, not both.',
  duplicateBusinessQuestion: 'This business question already exists.',
  linkedBusinessQuestion: 'This business question is used by a section. Unlink it from the section first.',
  sectionNeedsBusinessQuestion: 'Select a business question for this section.',
  sectionNeedsTask: 'Add at least 1 question to this section.',
  sectionsLimit: `You have reached the limit of ${CREATION_LIMITS.sectionsPerStudyMax} sections per study. To add more, contact us at ${CREATION_LIMITS.contactEmail}.`,
  tasksLimit: `You have reached the limit of ${CREATION_LIMITS.tasksPerSectionMax} questions per section. To add more, contact us at ${CREATION_LIMITS.contactEmail}.`,
  templateRequired: 'Select a template.',
  recruitmentRequired: 'Select a recruitment option.',
  termsRequired: 'Accept the terms and conditions to start the study.',
  comingSoon: 'This study opens soon. Thanks for your interest.',
  unsavedBusinessQuestions: 'Save or discard the unsaved business questions.',
  unsavedSections: 'Save or discard the unsaved study design.',
  saveOutlineFirst: 'Save or discard the unsaved business questions in the outline first: the study design answers the saved ones.',
  aiJobNotFinished: 'This generation has not finished yet.',
} as const;

/** One problem of a draft: `field` is the path the API names in its 400 (e.g. `sections[1].tasks`). */
export type DraftIssue = { field: string; message: string };

/** Why `url` is not an acceptable study link (SPEC §5, §8: missing protocol, invalid URL), or null when it is fine. */
export function linkProblem(url: string): string | null {
  const value = url.trim();
  if (!/^https?:\/\//i.test(value)) return CREATION_TEXTS.missingProtocol;
  try {
    const parsed = new URL(value);
    if (!parsed.hostname || !parsed.hostname.includes('.') || /\s/.test(value)) return CREATION_TEXTS.invalidUrl;
    return null;
  } catch {
    return CREATION_TEXTS.invalidUrl;
  }
}

/** Why a file of `mimeType` and `bytes` cannot be a stimulus (SPEC §5, §8), or null. */
export function stimulusFileProblem(mimeType: string, bytes: number): string | null {
  const rule = STIMULUS_FILE_TYPES[mimeType.toLowerCase()];
  if (!rule) return CREATION_TEXTS.fileType;
  if (bytes > rule.maxBytes) return `${CREATION_TEXTS.fileTooLarge} The limit is ${Math.round(rule.maxBytes / 1024 / 1024)} MB.`;
  return null;
}

/** Letter label of the subtask at `index` (0 → 'a', 25 → 'z', 26 → 'aa'; SPEC §3 letter-based positions). */
export function subtaskLetter(index: number): string {
  let n = index;
  let label = '';
  do {
    label = String.fromCharCode(97 + (n % 26)) + label;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return label;
}

/** Task types whose answer options the researcher writes. */
export const OPTION_TASK_TYPES: readonly TaskType[] = ['CHECKBOX', 'RADIO', 'OPEN_LIST'];

/** Spec-style names of the task types for menus (SPEC §3 Task types). */
export const TASK_TYPE_LABELS: Record<TaskType, string> = {
  TEXT_ONLY: 'Think out loud',
  FREE_TEXT: 'Free text',
  CHECKBOX: 'Multiple choice (checkbox)',
  RADIO: 'Single choice (radio)',
  OBSERVATION: 'Observation',
  SUBTASKS: 'Subtasks',
  SCORING: 'Scoring scale',
  NUMBER: 'Number',
  OPEN_LIST: 'Open list',
  NUMBER_RANGE: 'Number range',
  MOBILE_APP_SETUP: 'Mobile app setup',
};

/** Outline rules of SPEC §5: count within limits, no empty or duplicate text (case-insensitive). */
export function outlineIssues(questions: { title: string }[]): DraftIssue[] {
  const issues: DraftIssue[] = [];
  if (questions.length < CREATION_LIMITS.businessQuestionsMin)
    issues.push({ field: 'business_questions', message: `Add at least ${CREATION_LIMITS.businessQuestionsMin} business question.` });
  if (questions.length > CREATION_LIMITS.businessQuestionsMax)
    issues.push({ field: 'business_questions', message: `At most ${CREATION_LIMITS.businessQuestionsMax} business questions.` });
  const seen = new Set<string>();
  questions.forEach((q, i) => {
    const key = q.title.trim().toLowerCase();
    if (!key) issues.push({ field: `business_questions[${i}].title`, message: 'This value is required' });
    else if (seen.has(key)) issues.push({ field: `business_questions[${i}].title`, message: CREATION_TEXTS.duplicateBusinessQuestion });
    seen.add(key);
  });
  return issues;
}

/** A task as the design rules read it. */
type DesignTask = { type: TaskType; text: string; options?: { text: string }[]; scale_points?: number | null; subtasks?: { text: string }[] };

/** Study design rules of SPEC §5: each section has a business question and 1..max tasks; sections within the limit; task shapes complete. */
export function designIssues(sections: { business_question_id: string | null; tasks: DesignTask[] }[]): DraftIssue[] {
  const issues: DraftIssue[] = [];
  if (sections.length > CREATION_LIMITS.sectionsPerStudyMax) issues.push({ field: 'sections', message: CREATION_TEXTS.sectionsLimit });
  const used = new Set<string>();
  sections.forEach((section, s) => {
    const at = `sections[${s}]`;
    if (!section.business_question_id) issues.push({ field: `${at}.business_question_id`, message: CREATION_TEXTS.sectionNeedsBusinessQuestion });
    else if (used.has(section.business_question_id))
      issues.push({ field: `${at}.business_question_id`, message: 'Each section answers a different business question.' });
    if (section.business_question_id) used.add(section.business_question_id);
    if (section.tasks.length < CREATION_LIMITS.tasksPerSectionMin) issues.push({ field: `${at}.tasks`, message: CREATION_TEXTS.sectionNeedsTask });
    if (section.tasks.length > CREATION_LIMITS.tasksPerSectionMax) issues.push({ field: `${at}.tasks`, message: CREATION_TEXTS.tasksLimit });
    section.tasks.forEach((task, t) => {
      const tat = `${at}.tasks[${t}]`;
      if (!task.text.trim()) issues.push({ field: `${tat}.text`, message: 'This value is required' });
      if (OPTION_TASK_TYPES.includes(task.type) && task.type !== 'OPEN_LIST' && (task.options ?? []).filter((o) => o.text.trim()).length < 2)
        issues.push({ field: `${tat}.options`, message: 'Add at least 2 options.' });
      if (task.type === 'SCORING') {
        const points = task.scale_points ?? 0;
        if (points < CREATION_LIMITS.scalePointsMin || points > CREATION_LIMITS.scalePointsMax)
          issues.push({
            field: `${tat}.scale_points`,
            message: `Choose a scale of ${CREATION_LIMITS.scalePointsMin} to ${CREATION_LIMITS.scalePointsMax} points.`,
          });
      }
      if (task.type === 'SUBTASKS' && (task.subtasks ?? []).filter((st) => st.text.trim()).length < 1)
        issues.push({ field: `${tat}.subtasks`, message: 'Add at least 1 subtask.' });
    });
  });
  return issues;
}

/** Stimuli rules of SPEC §5 and §8: count within the template's range; files or links, never both. */
export function stimuliIssues(materials: { kind: string }[], range: { min: number; max: number }): DraftIssue[] {
  const issues: DraftIssue[] = [];
  if (materials.length < range.min) issues.push({ field: 'materials', message: `${CREATION_TEXTS.tooFewMaterials} (at least ${range.min})` });
  if (materials.length > range.max) issues.push({ field: 'materials', message: `${CREATION_TEXTS.tooManyFiles} (at most ${range.max})` });
  const kinds = new Set(materials.map((m) => m.kind));
  if (kinds.has('FILE') && kinds.has('LINK')) issues.push({ field: 'materials', message: CREATION_TEXTS.mixedKinds });
  return issues;
}

/**
 * What an AI generation is made from (SPEC §4): the brief, the stimuli as the AI reads them and, for the study design,
 * the business questions' titles in order.
 */
export type AiInputs = { brief: string; stimuli: string[]; business_questions?: string[] };

/** The stimuli as the AI reads them: each material's title (else its name) and its link, in order (SPEC §4 AI path). */
export function aiStimuliOf(materials: readonly { title: string; name: string; link: string | null }[]): string[] {
  return materials.map((m) => [m.title || m.name, m.link].filter(Boolean).join(' ').trim()).filter(Boolean);
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** `inputs` as they are compared and stored: every run of white space one space, ends trimmed, empty stimuli dropped. */
export function normaliseAiInputs(inputs: AiInputs): AiInputs {
  return {
    brief: squash(inputs.brief),
    stimuli: inputs.stimuli.map(squash).filter(Boolean),
    ...(inputs.business_questions ? { business_questions: inputs.business_questions.map(squash) } : {}),
  };
}

/**
 * SPEC §4 "outline changed" / "design changed": true when a generation was applied (`then`, else null) and the inputs
 * `now` differ from its inputs after {@link normaliseAiInputs}. `business_questions` count only when `then` has them.
 */
export function aiInputsChanged(then: AiInputs | null, now: AiInputs): boolean {
  if (!then) return false;
  const a = normaliseAiInputs(then);
  const b = normaliseAiInputs(now);
  const same = (x: string[], y: string[]) => x.length === y.length && x.every((v, i) => v === y[i]);
  if (a.brief !== b.brief || !same(a.stimuli, b.stimuli)) return true;
  return Boolean(a.business_questions) && !same(a.business_questions ?? [], b.business_questions ?? []);
}
