/**
 * The OpenAI-compatible provider (issue 12): any endpoint speaking the Chat Completions API, through the official
 * `openai` SDK. Structured output is asked for as a JSON schema made from the contracts' zod schema and validated with
 * it; a reply that does not validate is retried once with the validation error, then fails. The SDK retries 429 and
 * 5xx with exponential backoff (`maxRetries`) and stops each attempt after `timeoutMs`. Token counts are logged.
 */
import OpenAI from 'openai';
import { z } from 'zod';
import { AiDesign, AiDesignOutput, AiOutlineOutput, BriefRating, type AiProviderInfo } from '@insight/contracts';
import type { Logger } from '../lib/logger';
import { AiError, type AiProvider, type AnswerInput, type DesignInput } from './provider';
import { QUESTION_BANK } from './question-bank';

/** Settings of the OpenAI-compatible provider; durations in milliseconds. */
export type OpenAiSettings = { baseUrl: string; apiKey?: string; model: string; embeddingModel?: string; timeoutMs: number; maxRetries: number };

const RatingOutput = BriefRating.omit({ provider: true });

/** JSON schema of `schema` for `response_format` (defaults filled in as required fields). */
function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
}

/** Maps an SDK error to an {@link AiError}. */
function toAiError(error: unknown): AiError {
  if (error instanceof AiError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError) return new AiError('timeout', 'The language model did not answer in time');
  if (error instanceof OpenAI.APIError) return new AiError('failed', `The language model answered with an error (${error.status ?? 'no status'})`);
  return new AiError('failed', error instanceof Error ? error.message : 'The language model failed');
}

/** The system prompt of an assistant answer: the numbered sources and the citation rule. */
function answerMessages(input: AnswerInput): OpenAI.Chat.ChatCompletionMessageParam[] {
  const sources = input.sources
    .map(
      (s) =>
        `[${s.n}] (${s.kind}, study "${s.studyTitle}"${s.language ? `, language ${s.language}` : ''}) ${s.title}\n${s.text}${s.textEn && s.textEn !== s.text ? `\nEnglish: ${s.textEn}` : ''}`,
    )
    .join('\n\n');
  const system =
    input.mode === 'draft_brief'
      ? 'You help market researchers draft study briefs. Write a brief with the lines Objective, Audience, Market, Stimuli and Decisions to inform. ' +
        'Where you use the research sources below, cite them as [n]. Answer in the language of the question.'
      : "You answer questions about the user's own consumer research, using ONLY the numbered sources below. Every statement must end with the " +
        'number(s) of its sources in square brackets, e.g. [1] or [2][4]. If the sources do not answer the question, say so. Never invent sources. ' +
        'Answer in the language of the question.';
  return [
    { role: 'system', content: `${system}\n\nSources:\n${sources || '(none found)'}` },
    ...input.history.slice(-8).map((turn) => ({ role: turn.role, content: turn.content })),
    { role: 'user', content: input.question },
  ];
}

/** The OpenAI-compatible provider with `settings`, logging token counts to `log`. */
export function createOpenAiProvider(settings: OpenAiSettings, log: Logger): AiProvider {
  const client = new OpenAI({
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey ?? 'not-needed',
    timeout: settings.timeoutMs,
    maxRetries: settings.maxRetries,
  });
  const info: AiProviderInfo = { kind: 'openai', model: settings.model, label: `AI: ${settings.model}`, can_translate: true };
  const logUsage = (op: string, usage: OpenAI.CompletionUsage | null | undefined) =>
    log.info({ ai: op, model: settings.model, prompt_tokens: usage?.prompt_tokens ?? null, completion_tokens: usage?.completion_tokens ?? null }, 'ai tokens');

  /** One structured call: validated against `schema`; one retry with the validation error; then `failed`. */
  async function structured<S extends z.ZodType>(op: string, schema: S, system: string, user: string): Promise<z.infer<S>> {
    const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [
      { role: 'system', content: `${system}\nAnswer with JSON only, matching the given schema.` },
      { role: 'user', content: user },
    ];
    let lastIssue = '';
    for (let attempt = 0; attempt < 2; attempt += 1) {
      let completion: OpenAI.Chat.ChatCompletion;
      try {
        completion = await client.chat.completions.create({
          model: settings.model,
          messages,
          response_format: { type: 'json_schema', json_schema: { name: op.replace(/[^a-zA-Z0-9_-]/g, '_'), schema: jsonSchemaOf(schema), strict: false } },
        });
      } catch (error) {
        throw toAiError(error);
      }
      logUsage(op, completion.usage);
      const content = completion.choices[0]?.message?.content ?? '';
      let json: unknown;
      try {
        json = JSON.parse(content);
      } catch {
        lastIssue = 'the reply is not JSON';
        messages.push({ role: 'assistant', content }, { role: 'user', content: 'That was not valid JSON. Answer with JSON only.' });
        continue;
      }
      const parsed = schema.safeParse(json);
      if (parsed.success) return parsed.data;
      lastIssue = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      messages.push(
        { role: 'assistant', content },
        { role: 'user', content: `The JSON does not match the schema (${lastIssue}). Answer again with valid JSON.` },
      );
    }
    log.warn({ ai: op, model: settings.model, issue: lastIssue }, 'ai reply did not validate after a retry');
    throw new AiError('failed', `The language model's answer was not valid (${lastIssue})`);
  }

  const banksText = () => QUESTION_BANK.map((q) => `${q.intent} (${q.audience}): ${q.title}`).join('\n');

  const embeddingModel = settings.embeddingModel;
  /** Embeddings through POST /embeddings (same endpoint and key), in input order; token counts logged. */
  const embeddings = embeddingModel
    ? {
        model: embeddingModel,
        async embed(texts: string[]): Promise<number[][]> {
          if (texts.length === 0) return [];
          try {
            const answer = await client.embeddings.create({ model: embeddingModel, input: texts, encoding_format: 'float' });
            log.info({ ai: 'embeddings', model: embeddingModel, prompt_tokens: answer.usage?.prompt_tokens ?? null, inputs: texts.length }, 'ai tokens');
            const vectors = [...answer.data].sort((a, b) => a.index - b.index).map((d) => d.embedding);
            if (vectors.length !== texts.length || vectors.some((v) => !Array.isArray(v) || v.length === 0))
              throw new AiError('failed', 'The embedding model answered a different number of vectors');
            return vectors;
          } catch (error) {
            throw toAiError(error);
          }
        },
      }
    : undefined;
  return {
    info,
    embeddings,
    async rateBrief({ brief, stimuli }) {
      return structured(
        'brief_rating',
        RatingOutput,
        'You rate market research study briefs. Check five things: objective, audience, market, stimuli, decisions (to inform). ' +
          'Give score 0-100 (20 per passed check), a one-sentence summary, each check with key, label, passed and a concrete suggestion (null when passed), and the suggestions list.',
        `Brief:\n${brief}\n\nStimuli:\n${stimuli.join('\n') || '(none)'}`,
      );
    },
    async outline(input, progress) {
      await progress(10);
      const out = await structured(
        'study_outline',
        AiOutlineOutput,
        `You design qualitative video research studies. Write 3-8 business questions (title and description) that the study must answer, in language "${input.language}". ` +
          'Use the question bank as inspiration ({subject}, {audience}, {dimension} and {markets} are slots for the brief).',
        `Study type: ${input.studyType ?? 'any'}\nBrief:\n${input.brief}\n\nStimuli:\n${input.stimuli.join('\n') || '(none)'}\n\nQuestion bank (intent, audience: business question):\n${banksText()}`,
      );
      await progress(90);
      return out;
    },
    async design(input: DesignInput, progress) {
      await progress(10);
      const out = await structured(
        'study_design',
        AiDesignOutput,
        `You design qualitative video research studies. For each business question write one section (business_question_index is its 0-based index) ` +
          `with 1-4 tasks for participants, in language "${input.language}". Task types: FREE_TEXT, OBSERVATION, SCORING (with scale_points), RADIO and CHECKBOX (with options), TEXT_ONLY.`,
        `Brief:\n${input.brief}\n\nBusiness questions:\n${input.businessQuestions.map((q, i) => `${i}. ${q.title} — ${q.description}`).join('\n')}`,
      );
      await progress(90);
      return out;
    },
    async translate({ design, targetLanguage }) {
      return structured(
        'translate_design',
        AiDesign,
        `Translate every title, description, task text and option of this study design into language "${targetLanguage}". Keep the structure, task types, indexes and scale points unchanged.`,
        JSON.stringify(design),
      );
    },
    async *answer(input, signal) {
      let stream;
      try {
        stream = await client.chat.completions.create(
          { model: settings.model, messages: answerMessages(input), stream: true, stream_options: { include_usage: true } },
          { signal },
        );
      } catch (error) {
        if (signal.aborted) return;
        throw toAiError(error);
      }
      try {
        for await (const chunk of stream) {
          if (chunk.usage) logUsage('assistant_answer', chunk.usage);
          const text = chunk.choices[0]?.delta?.content;
          if (text) yield text;
        }
      } catch (error) {
        if (signal.aborted) return;
        throw toAiError(error);
      }
    },
  };
}
