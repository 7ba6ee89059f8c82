/**
 * The AI provider layer (issue 12): one interface, two implementations chosen by configuration — any OpenAI-compatible
 * endpoint (`openai-provider.ts`) or the built-in one without a model (`builtin-provider.ts`). Callers see only this.
 */
import type { AiBusinessQuestion, AiDesign, AiDesignOutput, AiOutlineOutput, AiProviderInfo, BriefRating } from '@insight/contracts';

/** A piece of the user's research handed to an answer, numbered as it is cited (`[n]`). */
export type SourceDoc = {
  n: number;
  kind: 'quote' | 'insight' | 'study' | 'business_question' | 'transcript';
  title: string;
  /** The passage's text (original language; `textEn` the English when there is one). */
  text: string;
  textEn: string | null;
  studyTitle: string;
  language: string | null;
};

/** One turn of a conversation so far. */
export type ChatTurn = { role: 'user' | 'assistant'; content: string };

/** A marketplace template as the outline reads it: its catalogue key, study type and audience (SPEC §3 audience kinds). */
export type TemplateInfo = { key: string | null; name: string; typeName: string | null; audience: string | null };

/**
 * Input of an outline: the brief, its stimuli, the study type's name, the design language, and the marketplace templates
 * (the study type's templates point to the bank questions that come from them; see question-bank.ts).
 */
export type OutlineInput = { brief: string; stimuli: string[]; studyType: string | null; language: string; templates: TemplateInfo[] };
/** Input of a design: an outline input plus the business questions to design for. */
export type DesignInput = OutlineInput & { businessQuestions: AiBusinessQuestion[] };
/** Input of an answer: the question, the turns before it, the retrieved sources, and whether a brief draft is asked for. */
export type AnswerInput = { question: string; history: ChatTurn[]; sources: SourceDoc[]; mode: 'answer' | 'draft_brief' };

/** Reports progress in percent (0–100) of a running generation. */
export type ProgressFn = (percent: number) => Promise<void>;

/** Why an AI call failed: `unavailable` (no model for it: 503), `failed` (bad or no answer after retries: 502), `timeout`. */
export class AiError extends Error {
  constructor(
    readonly reason: 'unavailable' | 'failed' | 'timeout',
    message: string,
  ) {
    super(message);
  }
}

/** What every implementation does. Rejections are {@link AiError}s. */
export interface AiProvider {
  /** Which provider this is, for the "AI: <model>" / "AI: built-in" label. */
  readonly info: AiProviderInfo;
  /** Rates a brief by its checks, with concrete suggestions (without the provider field). */
  rateBrief(input: { brief: string; stimuli: string[] }): Promise<Omit<BriefRating, 'provider'>>;
  /** Business questions for a brief (validated structured output). */
  outline(input: OutlineInput, progress: ProgressFn): Promise<AiOutlineOutput>;
  /** Sections and tasks of valid task types, each linked to one of `businessQuestions` (validated structured output). */
  design(input: DesignInput, progress: ProgressFn): Promise<AiDesignOutput>;
  /** The design in `targetLanguage` (same structure); `unavailable` without a model. */
  translate(input: { design: AiDesign; targetLanguage: string }): Promise<AiDesign>;
  /** Streams an answer's text, citing sources as `[n]`; stops when `signal` aborts. */
  answer(input: AnswerInput, signal: AbortSignal): AsyncIterable<string>;
  /**
   * Embeddings of `texts` (one vector per text, same order) with the embedding model, or absent when there is none
   * (OPENAI_EMBEDDING_MODEL unset, or the built-in provider): retrieval is then full text only.
   */
  readonly embeddings?: { model: string; embed(texts: string[]): Promise<number[][]> };
}
