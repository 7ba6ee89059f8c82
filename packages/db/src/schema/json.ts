/** Shapes of the jsonb columns. Media inside JSON is kept by storage key; presenters sign URLs. */
import type { DraftTaskInput, TaskType } from '@insight/contracts';

/** Key takeaways of a study, insight or analysis (SPEC §3): plain text and sanitised HTML. */
export type KeyTakeawaysJson = { title: string; text: string; html: string };

/**
 * A media object by storage key with its duration in seconds (cover/intro video, podcast); a podcast also keeps its
 * `transcript`, the lines it speaks with their times (seconds).
 */
export type MediaRefJson = {
  key: string;
  duration: number | null;
  thumbnailKey?: string | null;
  transcript?: { start: number; end: number; text: string }[];
};

/** One bar/point of an insight chart (SPEC §3 Chart). */
type ChartPointJson = { title: string; value: number; count: number };

/** One insight chart (SPEC §3 Chart): the task it summarises and its points. */
export type ChartJson = {
  task_id: string;
  points: ChartPointJson[];
  average_value: number | null;
  total_count: number;
};

/** One spoken word of a transcript chunk with its timing; `text` keeps its punctuation; seconds. */
export type TranscriptWordJson = { start: number; end: number; text: string };

/**
 * A word/phrase chunk of a transcript task; times in seconds. `words` are its words with their timings (from the aligner
 * or the demo generator's speech timings; absent on older rows: then spread over the chunk by length).
 */
type TranscriptChunkJson = { start: number; end: number; text: string; words?: TranscriptWordJson[] };

/** The part of a transcript section spoken while a task was shown; times in seconds. */
export type TranscriptTaskJson = {
  id: string;
  start: number;
  end: number;
  chunks: TranscriptChunkJson[];
  html: string;
  text: string;
  type: TaskType | string;
};

/** One transcript section (SPEC §3 Interview transcript); times in seconds. */
export type TranscriptSectionJson = {
  start: number;
  end: number;
  html: string;
  text: string;
  tasks: TranscriptTaskJson[];
};

/** One answer option of a choice/scoring task. */
export type TaskOptionJson = {
  id: string;
  text: string;
  position: number;
  value?: number | null;
  /** English label of a non-English study's option (absent: none). */
  text_en?: string | null;
};

/** Recruitment custom criteria: free-text screener lines (SPEC §3 Recruitment item). */
export type CustomCriteriaJson = string[];

/** A story slide (SPEC §3 Story). */
export type StorySlideJson = {
  id: string;
  label: string | null;
  title: string;
  description: string | null;
  cover_video: MediaRefJson | null;
  /** What the slide links to (an insight, quote or study of the client); absent: nothing. */
  link?: { type: 'insight' | 'quote' | 'study'; id: string } | null;
};

/** Story counts (SPEC §3 Story). */
export type StoryCountsJson = { interviews: number; markets: number };

/** A rich-text document (TipTap/ProseMirror JSON; nodes of packages/contracts/src/story-document.ts) with headings, paragraphs, quote and showreel blocks. */
export type RichTextJson = { type: 'doc'; content?: unknown[] } & Record<string, unknown>;

/** A marketplace template's objective (business question) outline. */
export type TemplateObjectiveJson = { title: string; description?: string | null };

/** A marketplace template's task outline; `objective_index` points into the template objectives. */
export type TemplateTaskJson = {
  type: TaskType;
  text: string;
  html?: string | null;
  objective_index?: number | null;
  options?: TaskOptionJson[];
  scale_points?: number | null;
  /** Subtasks of a SUBTASKS task, labelled a, b, … in order (SPEC §3). */
  subtasks?: { text: string }[];
};

/** One participant segment of a draft's recruitment (SPEC §3 Recruitment item); ages in years. */
export type DraftSegmentJson = {
  id: string;
  title: string;
  countries: string[];
  language: string;
  age_range: { min: number; max: number };
  gender: string[];
  devices: string;
  recording_devices: string[];
  custom_criteria: string[];
  required_interviews: number;
};

/** A draft's recruitment choice (SPEC §3 Study builder state: recruitmentOption, isAssureQuality, audience). */
export type DraftRecruitmentJson = { method: 'SHAREABLE_LINK' | 'SPECIALIST' | null; quality_review: boolean; segments: DraftSegmentJson[] };

/** What an applied AI generation was made from (SPEC §4): brief, stimuli and, for a study design, business question titles. */
export type AiInputsJson = { brief: string; stimuli: string[]; business_questions?: string[] };

/** An unsaved business question of a draft (SPEC §4 builder state). */
export type UnsavedBusinessQuestionJson = { id: string; title: string };

/** An unsaved task of a draft (SPEC §4 builder state): a task as the wizard sends it (contracts `DraftTaskInput`), every id filled in. */
export type UnsavedTaskJson = Omit<DraftTaskInput, 'id' | 'options' | 'subtasks'> & {
  id: string;
  options: { id: string; text: string }[];
  subtasks: { id: string; text: string }[];
};

/** An unsaved section of a draft: its business question (a saved one, or null) and tasks. */
export type UnsavedSectionJson = { business_question_id: string | null; tasks: UnsavedTaskJson[] };
