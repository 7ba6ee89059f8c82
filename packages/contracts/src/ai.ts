/**
 * AI for study creation (SPEC §4 AI study configuration status, §7 AI): brief rating, outline (business questions),
 * study design (sections of tasks) and translation; and the provider label shown where AI output appears.
 */
import { z } from 'zod';
import { AI_JOB_STATUSES } from './ai-rules';
import { ClientIdQuery, Uuid } from './common';
import { TASK_TYPES } from './enums';

export { AI_JOB_STATUSES, AI_LIMITS, AI_TEXTS } from './ai-rules';

/** Which AI answered (issue 12): `kind` openai (any OpenAI-compatible endpoint) or builtin; `label` "AI: <model>" or "AI: built-in". */
export const AiProviderInfo = z.object({
  kind: z.enum(['openai', 'builtin']),
  model: z.string().nullable(),
  label: z.string(),
  can_translate: z.boolean(),
});
/** The provider label. */
export type AiProviderInfo = z.infer<typeof AiProviderInfo>;

/** Answer of GET /v1/ai/provider: the configured provider (for the "AI: …" label and hiding translation). */
export const AiProviderResponse = z.object({ data: AiProviderInfo });

const BriefText = z
  .string({ error: 'brief is required' })
  .trim()
  .min(1, { error: 'brief must not be empty' })
  .max(20_000, { error: 'brief is at most 20000 characters' });
const Stimuli = z.array(z.string().trim().min(1).max(2000)).max(15, { error: 'at most 15 stimuli' }).default([]);
const LanguageCode = z.string().regex(/^[a-z]{2}(-[A-Za-z]{2})?$/, { error: 'must be a language code such as en or da' });

/** Body of POST /v1/ai/study-briefs/rating: the brief and its stimuli (descriptions or links). */
export const BriefRatingBody = z.object({ client_id: ClientIdQuery, brief: BriefText, stimuli: Stimuli, study_type_id: Uuid.optional() });
/** Parsed body of the rating. */
export type BriefRatingBody = z.infer<typeof BriefRatingBody>;

/** The explicit checks a brief is rated by (issue 12). */
export const BRIEF_CHECKS = ['objective', 'audience', 'market', 'stimuli', 'decisions'] as const;

/** One check of a rating: passed or not, and a concrete suggestion when not. */
export const BriefCheck = z.object({ key: z.enum(BRIEF_CHECKS), label: z.string(), passed: z.boolean(), suggestion: z.string().nullable() });

/** A brief rating: score 0–100, the checks, the suggestions in order of importance, and who rated it. */
export const BriefRating = z.object({
  score: z.number().int().min(0).max(100),
  summary: z.string(),
  checks: z.array(BriefCheck),
  suggestions: z.array(z.string()),
  provider: AiProviderInfo,
});
/** A brief rating. */
export type BriefRating = z.infer<typeof BriefRating>;
/** Answer of POST /v1/ai/study-briefs/rating. */
export const BriefRatingResponse = z.object({ data: BriefRating });

/** A generated business question (objective) of an outline. */
export const AiBusinessQuestion = z.object({ title: z.string().min(1).max(300), description: z.string().max(2000) });
/** A generated business question. */
export type AiBusinessQuestion = z.infer<typeof AiBusinessQuestion>;

/** What a model must answer for an outline (structured output, validated; 3–8 business questions). */
export const AiOutlineOutput = z.object({ business_questions: z.array(AiBusinessQuestion).min(3).max(8) });
/** A model's outline answer. */
export type AiOutlineOutput = z.infer<typeof AiOutlineOutput>;

/** A generated task: one of the valid task types, its text, options for choice tasks, a scale for SCORING. */
export const AiTask = z.object({
  type: z.enum(TASK_TYPES),
  text: z.string().min(1).max(2000),
  options: z.array(z.string().min(1).max(300)).max(20).default([]),
  scale_points: z.number().int().min(2).max(11).nullable().default(null),
  /** True when participants look at or try the study's materials in this task (it then shows them). */
  shows_stimuli: z.boolean().default(false),
});
/** A generated task. */
export type AiTask = z.infer<typeof AiTask>;

/** A generated section: linked to the business question at `business_question_index` (0-based), 1–8 tasks. */
export const AiSection = z.object({
  business_question_index: z.number().int().min(0),
  title: z.string().min(1).max(300),
  tasks: z.array(AiTask).min(1).max(8),
});
/** A generated section. */
export type AiSection = z.infer<typeof AiSection>;

/** What a model must answer for a study design (structured output, validated). */
export const AiDesignOutput = z.object({ sections: z.array(AiSection).min(1).max(12) });
/** A model's design answer. */
export type AiDesignOutput = z.infer<typeof AiDesignOutput>;

/** Body of POST /v1/ai/study-outlines: generate business questions from a brief (a durable job; poll GET …/{id}). */
export const StudyOutlineBody = z.object({
  client_id: ClientIdQuery,
  brief: BriefText,
  stimuli: Stimuli,
  study_type_id: Uuid.optional(),
  language: LanguageCode.default('en'),
});
/** Parsed outline body. */
export type StudyOutlineBody = z.infer<typeof StudyOutlineBody>;

/** Body of POST /v1/ai/study-designs: generate sections and tasks for the brief and its business questions (a durable job). */
export const StudyDesignBody = StudyOutlineBody.extend({
  business_questions: z.array(AiBusinessQuestion).min(1, { error: 'at least one business question' }).max(20),
});
/** Parsed design body. */
export type StudyDesignBody = z.infer<typeof StudyDesignBody>;

/** An AI study configuration job (SPEC §4): status, progress 0–100 %, the result once COMPLETED, the error text on ERROR. */
const AiJobBase = z.object({
  id: z.string(),
  status: z.enum(AI_JOB_STATUSES),
  progress: z.number().int().min(0).max(100),
  error: z.string().nullable(),
  provider: AiProviderInfo,
  created_at: z.string(),
  updated_at: z.string(),
});

/** A study outline job; `business_questions` once COMPLETED. */
export const StudyOutline = AiJobBase.extend({ business_questions: z.array(AiBusinessQuestion).nullable() });
/** A study outline job. */
export type StudyOutline = z.infer<typeof StudyOutline>;
/** Answer of POST (202) and GET /v1/ai/study-outlines/{id}. */
export const StudyOutlineResponse = z.object({ data: StudyOutline });

/** A study design job; `sections` once COMPLETED (each linked to a business question of the request). */
export const StudyDesign = AiJobBase.extend({ business_questions: z.array(AiBusinessQuestion), sections: z.array(AiSection).nullable() });
/** A study design job. */
export type StudyDesign = z.infer<typeof StudyDesign>;
/** Answer of POST (202) and GET /v1/ai/study-designs/{id}. */
export const StudyDesignResponse = z.object({ data: StudyDesign });

/** A design to translate: business questions and sections. */
export const AiDesign = z.object({ business_questions: z.array(AiBusinessQuestion).max(20), sections: z.array(AiSection).max(12) });
/** A design. */
export type AiDesign = z.infer<typeof AiDesign>;

/** Body of POST /v1/ai/translate: a design and the language to translate it to (needs a model: 503 without one). */
export const TranslateBody = z.object({ client_id: ClientIdQuery, target_language: LanguageCode, design: AiDesign });
/** Parsed translate body. */
export type TranslateBody = z.infer<typeof TranslateBody>;
/** Answer of POST /v1/ai/translate: the translated design (same structure, task types and links unchanged). */
export const TranslateResponse = z.object({ data: z.object({ language: z.string(), design: AiDesign, provider: AiProviderInfo }) });
