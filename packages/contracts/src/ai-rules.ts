/** Zod-free AI rules both sides use (SPEC §4 AI study configuration status, §7/§9 polling, §8 texts). */

/** Status of an AI study configuration job: COMPLETED ready, ERROR failed, anything else in progress (SPEC §4). */
export const AI_JOB_STATUSES = ['PENDING', 'IN_PROGRESS', 'COMPLETED', 'ERROR'] as const;

/** Polling and assistant limits (SPEC §7, §9: interval 500 ms, timeout 5000 ms). */
export const AI_LIMITS = {
  pollIntervalMs: 500,
  pollTimeoutMs: 5000,
  /** Longest assistant message a user may send (characters). */
  maxMessageLength: 4000,
  /** Longest thread title (characters). */
  maxThreadTitleLength: 200,
  /** Sources retrieved per assistant answer. */
  retrievalLimit: 8,
} as const;

/** User-facing AI texts. */
export const AI_TEXTS = {
  /** SPEC §4 AiStudyConfigGenericError. */
  studyConfigError: 'Something went wrong while generating with AI. Please try again.',
  translateNeedsModel: 'Translation needs a language model: set OPENAI_BASE_URL (and OPENAI_MODEL) to an OpenAI-compatible endpoint.',
  threadNotFound: 'Thread not found',
  jobNotFound: 'AI job not found',
  builtinLabel: 'AI: built-in',
} as const;
