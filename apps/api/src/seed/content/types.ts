/**
 * Shapes of the demo-workspace content (SPEC §3 entities, authored as data).
 * Every spoken or written line of a study exists in the study's language (`text`) and in English (`en`).
 */

/** The five sample-content languages of SPEC §1 (ISO 639-1 codes). */
type DemoLanguage = 'en' | 'da' | 'es' | 'de' | 'sv';

/** One sentence in the study's language with its English translation (identical for English studies). */
export type Line = { text: string; en: string };

/** Task types the demo uses (SPEC §3 Task types). */
export type DemoTaskType = 'TEXT_ONLY' | 'RADIO' | 'CHECKBOX' | 'SCORING' | 'FREE_TEXT' | 'SUBTASKS';

/**
 * One natural answer of a bank: one or more spoken sentences, plus what the participant picked
 * (`choice` option index for RADIO, `choices` for CHECKBOX, `score` 1..scalePoints for SCORING).
 */
export type DemoAnswer = { lines: Line[]; choice?: number; choices?: number[]; score?: number };

/** A task of a study design with its answer bank (empty for studies still in preparation). */
export type DemoTask = {
  key: string;
  type: DemoTaskType;
  /** The question as shown to participants. */
  text: Line;
  /** RADIO / CHECKBOX options, in order. */
  options?: Line[];
  /** SCORING scale length in points (1 is lowest, SPEC §3). */
  scalePoints?: number;
  /** SCORING labels of the lowest and highest points. */
  scaleLabels?: [Line, Line];
  /** SUBTASKS: the lettered sub-questions (a, b, c …). */
  subtasks?: Line[];
  /** Key of the business question this task serves. */
  businessQuestion: string;
  answers: DemoAnswer[];
};

/** A business question (objective) of a study, in English. */
type DemoBusinessQuestion = { key: string; title: string; description: string };

/** A segment of a study (SPEC §3 study segment) with its recruitment settings. */
type DemoSegment = {
  key: string;
  title: string;
  description: string;
  recruitment: {
    method: 'SHAREABLE_LINK' | 'SPECIALIST';
    requiredInterviews: number;
    ageRange: { min: number; max: number };
    countries: string[];
    genders: ('Women' | 'Men' | 'Other')[];
    devices: ('DESKTOP' | 'MOBILE' | 'BOTH')[];
    customCriteria: string;
  };
};

/** A stimulus / study material (SPEC §3): a link, or a generated image file. */
type DemoStimulus = { kind: 'LINK'; title: string; link: string } | { kind: 'FILE'; title: string; fileName: string; colors: [string, string] };

/**
 * One interview participant (SPEC §3 Interview participant) in a segment. The i-th participant gives the
 * i-th answer (mod bank size) of the study's first task, so introductions can fit the person; later
 * tasks draw from their banks.
 */
export type DemoParticipant = {
  name: string;
  age: number;
  /** ISO 3166-1 alpha-2 country code. */
  country: string;
  city: string;
  gender: 'Women' | 'Men';
  segment: string;
};

/** An insight of a completed study: English text, tied to a business question, charting one task's answers. */
type DemoInsight = {
  key: string;
  businessQuestion: string;
  title: string;
  lead: string;
  content: string[];
  /** Task whose RADIO / CHECKBOX / SCORING answers become the chart (null: no chart). */
  chartTask: string | null;
  /** Tasks whose quotes this insight collects. */
  quoteTasks: string[];
};

/** A study of the demo workspace, complete with design, audience and (when completed) findings. */
export type DemoStudy = {
  key: string;
  client: string;
  project: string;
  language: DemoLanguage;
  /** Display status (SPEC §3 display_status_code). */
  status: 'COMPLETED' | 'IN_PREPARATION';
  /** An IN_PREPARATION study that is still an editable draft (status DRAFT) rather than recruiting (IN_PROGRESS). */
  draft?: boolean;
  /** Days before the seed run that the study was created (and, if completed, finished). */
  createdDaysAgo: number;
  completedDaysAgo?: number;
  title: string;
  purpose: string;
  brief: string;
  audience: 'PRIVATE_CUSTOMERS' | 'BUSINESS_PROFESSIONALS';
  /** Two gradient colours of the generated cover image. */
  coverColors: [string, string];
  template: string | null;
  /** Interview participant greeting, e.g. `(p) => ({ text: 'Hej, jeg hedder …', en: 'Hi, my name is …' })`. */
  introduce: (p: DemoParticipant) => Line;
  businessQuestions: DemoBusinessQuestion[];
  segmentGroup: string;
  segments: DemoSegment[];
  tasks: DemoTask[];
  stimuli: DemoStimulus[];
  /** Task that shows the stimuli (default: the SUBTASKS task, else the SCORING task, else the last task). */
  stimuliTask?: string;
  tags: string[];
  categories: string[];
  participants: DemoParticipant[];
  keyTakeaways: { title: string; paragraphs: string[] } | null;
  insights: DemoInsight[];
  analysis: { title: string; lead: string; paragraphs: string[] } | null;
};

/** Shorthand for a `Line`: the sentence in the study's language and its English translation. */
export function line(text: string, en: string): Line {
  return { text, en };
}

/** Shorthand for an English `Line` (original and translation are the same sentence). */
export function english(text: string): Line {
  return { text, en: text };
}
