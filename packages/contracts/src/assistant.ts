/**
 * The AI assistant (SPEC §2 /assistant, §7 Assistant, §8 stream errors): threads per user and client, messages, the
 * server-sent events of an answer, and the citations every statement carries.
 */
import { z } from 'zod';
import { AI_LIMITS } from './ai-rules';
import { AiProviderInfo } from './ai';
import { ClientIdQuery, Uuid } from './common';

/** Body of POST /v3/assistant/threads: the client the thread belongs to, and an optional title. */
export const CreateThreadBody = z.object({
  client_id: ClientIdQuery,
  title: z.string().trim().min(1).max(AI_LIMITS.maxThreadTitleLength).optional(),
});
/** Parsed create-thread body. */
export type CreateThreadBody = z.infer<typeof CreateThreadBody>;

/** Params of a thread route. */
export const ThreadParams = z.object({ threadId: Uuid });

/** Query of the thread routes: the active client. */
export const ThreadQuery = z.object({ client_id: ClientIdQuery });

/** Body of PATCH /v3/assistant/threads/{threadId}: rename. */
export const RenameThreadBody = z.object({
  title: z
    .string({ error: 'title is required' })
    .trim()
    .min(1, { error: 'title must not be empty' })
    .max(AI_LIMITS.maxThreadTitleLength, { error: `title is at most ${AI_LIMITS.maxThreadTitleLength} characters` }),
});

/** Body of POST /v3/assistant/threads/{threadId}: the user's message; `regenerate` replaces the last answer instead. */
export const SendMessageBody = z.object({
  client_id: ClientIdQuery,
  message: z
    .string()
    .trim()
    .min(1, { error: 'message must not be empty' })
    .max(AI_LIMITS.maxMessageLength, { error: `message is at most ${AI_LIMITS.maxMessageLength} characters` })
    .optional(),
  regenerate: z.boolean().default(false),
});
/** Parsed send-message body. */
export type SendMessageBody = z.infer<typeof SendMessageBody>;

/** What a citation points to. */
export const CITATION_KINDS = ['quote', 'insight', 'study', 'business_question', 'transcript'] as const;

/** A clip to play inline: the interview's video from `start` to `end` (seconds) with subtitles; `language` is the video's original language. */
export const CitationClip = z.object({
  interview_id: z.string(),
  language: z.string().nullable(),
  start: z.number(),
  end: z.number(),
  video_url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  subtitles: z.object({ original: z.string().nullable(), en: z.string().nullable() }),
});

/** A numbered citation `[n]` of an answer: what it is, its title and snippet, its study, a clip for quotes and transcript passages. */
export const Citation = z.object({
  n: z.number().int().min(1),
  kind: z.enum(CITATION_KINDS),
  id: z.string(),
  title: z.string(),
  snippet: z.string(),
  study_id: z.string(),
  study_title: z.string(),
  language: z.string().nullable(),
  clip: CitationClip.nullable(),
});
/** A citation. */
export type Citation = z.infer<typeof Citation>;

/** An action offered with an answer: start a study from a drafted brief (opens the wizard's AI_BRIEF step filled in). */
export const AssistantAction = z.object({ type: z.literal('start_study_from_brief'), brief: z.string() });
/** An answer's action. */
export type AssistantAction = z.infer<typeof AssistantAction>;

/** A stored message of a thread. */
export const AssistantMessage = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  citations: z.array(Citation),
  action: AssistantAction.nullable(),
  provider: z.string().nullable(),
  status: z.enum(['complete', 'aborted', 'error']),
  created_at: z.string(),
});
/** A stored message. */
export type AssistantMessage = z.infer<typeof AssistantMessage>;

/**
 * What answers: the provider, and how sources are found — `vector` (by meaning with the embedding model, pgvector, and by
 * words) or `full_text` (by words only), decided at startup (decision 0171).
 */
export const AssistantMeta = z.object({ provider: AiProviderInfo, retrieval: z.enum(['vector', 'full_text']) });
/** What answers and how it searches. */
export type AssistantMeta = z.infer<typeof AssistantMeta>;

/** A thread (per user and client). */
export const AssistantThread = z.object({ id: z.string(), client_id: z.string(), title: z.string(), created_at: z.string(), updated_at: z.string() });
/** A thread. */
export type AssistantThread = z.infer<typeof AssistantThread>;

/** Answer of POST /v3/assistant/threads and PATCH …/{threadId}. */
export const AssistantThreadResponse = z.object({ data: AssistantThread });
/** Answer of GET /v3/assistant/threads: the user's threads of the client, newest first. */
export const AssistantThreadsResponse = z.object({ data: z.array(AssistantThread), meta: AssistantMeta });
/** Answer of GET /v3/assistant/threads/{threadId}: the thread and its messages, oldest first. */
export const AssistantThreadDetailResponse = z.object({
  data: AssistantThread.extend({ messages: z.array(AssistantMessage) }),
  meta: AssistantMeta,
});

/**
 * Server-sent events of POST /v3/assistant/threads/{threadId} (`event:` name → `data:` JSON): `start` (message ids,
 * provider), `delta` ({text}), `citations` ({citations}), `action` (an {@link AssistantAction}), `done` ({message_id}),
 * `error` ({message}).
 */
export const ASSISTANT_EVENTS = ['start', 'delta', 'citations', 'action', 'done', 'error'] as const;
/** One assistant event name. */
export type AssistantEventName = (typeof ASSISTANT_EVENTS)[number];
