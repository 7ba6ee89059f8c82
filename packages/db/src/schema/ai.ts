/** AI: study-configuration jobs (outline, design) and the assistant's threads and messages, per user and client (issue 12). */
import { AI_JOB_STATUSES } from '@insight/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, timestamps } from './columns';
import { clients, users } from './tenancy';

/** Kinds of AI jobs. */
export const AI_JOB_KINDS = ['study_outline', 'study_design'] as const;

/**
 * One AI study configuration job (SPEC §4): `input` is the request body, `result` the validated output once COMPLETED,
 * `error` the reason on ERROR; `progress` in percent; `provider` the label of the provider that ran it.
 */
export const aiJobs = pgTable(
  'ai_jobs',
  {
    id: id(),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: AI_JOB_KINDS }).notNull(),
    status: text({ enum: AI_JOB_STATUSES }).notNull().default('PENDING'),
    progress: integer().notNull().default(0),
    input: jsonb().$type<Record<string, unknown>>().notNull(),
    result: jsonb().$type<Record<string, unknown>>(),
    error: text(),
    provider: text().notNull(),
    ...timestamps(),
  },
  (t) => [index().on(t.clientId, t.userId), oneOf('ai_jobs_kind_check', t.kind, AI_JOB_KINDS), oneOf('ai_jobs_status_check', t.status, AI_JOB_STATUSES)],
);

/** An assistant conversation of one user in one client. */
export const assistantThreads = pgTable(
  'assistant_threads',
  {
    id: id(),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    ...timestamps(),
  },
  (t) => [index().on(t.userId, t.clientId, t.updatedAt)],
);

/** Message roles. */
export const ASSISTANT_ROLES = ['user', 'assistant'] as const;
/** Message states: complete, aborted (the user stopped it), error. */
export const ASSISTANT_MESSAGE_STATUSES = ['complete', 'aborted', 'error'] as const;

/** A message of a thread; an assistant message keeps its numbered citations and its action (wire shapes of contracts). */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: id(),
    threadId: uuid()
      .notNull()
      .references(() => assistantThreads.id, { onDelete: 'cascade' }),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    role: text({ enum: ASSISTANT_ROLES }).notNull(),
    content: text().notNull(),
    citations: jsonb()
      .$type<Record<string, unknown>[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    action: jsonb().$type<Record<string, unknown>>(),
    provider: text(),
    status: text({ enum: ASSISTANT_MESSAGE_STATUSES }).notNull().default('complete'),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.threadId, t.createdAt),
    oneOf('assistant_messages_role_check', t.role, ASSISTANT_ROLES),
    oneOf('assistant_messages_status_check', t.status, ASSISTANT_MESSAGE_STATUSES),
  ],
);
