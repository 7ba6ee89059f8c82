/**
 * Findings data (SPEC §3 Chart, Analyze-results filters, §4 Analysis import): each participant's answer to each task,
 * the tasks an insight charts, and the durable analysis-import state of a study. Charts are computed from
 * `participant_answers` in SQL when asked (never stored), so counts cannot drift from the answers.
 */
import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, oneOf, timestamps, timestamptz } from './columns';
import { insights } from './insights';
import { interviews } from './interviews';
import { segments, studies, tasks } from './studies';
import { clients } from './tenancy';

/**
 * One participant's (interview's) answer to one task: the chosen option ids (RADIO, CHECKBOX; SCORING also keeps its
 * scale point), `numberValue` (SCORING score, NUMBER value, NUMBER_RANGE lower bound), `numberValueMax` (NUMBER_RANGE
 * upper bound) and `texts` (FREE_TEXT: one text; OPEN_LIST: one per item). `segmentId` and `language` are copied from
 * the interview so analyze-results filters need no join.
 */
export const participantAnswers = pgTable(
  'participant_answers',
  {
    id: id(),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    studyId: uuid()
      .notNull()
      .references(() => studies.id, { onDelete: 'cascade' }),
    interviewId: uuid()
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    segmentId: uuid()
      .notNull()
      .references(() => segments.id, { onDelete: 'cascade' }),
    taskId: uuid()
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    /** Original language code of the interview, e.g. 'da'. */
    language: text().notNull(),
    optionIds: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    numberValue: doublePrecision(),
    numberValueMax: doublePrecision(),
    texts: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex().on(t.interviewId, t.taskId),
    index().on(t.taskId, t.interviewId),
    index().on(t.studyId),
    index().on(t.clientId),
    index().on(t.segmentId),
    index('participant_answers_option_ids_idx').using('gin', t.optionIds),
  ],
);

/** The tasks an insight charts (SPEC §3 Insight tasks [{id}]), in order. */
export const insightTasks = pgTable(
  'insight_tasks',
  {
    insightId: uuid()
      .notNull()
      .references(() => insights.id, { onDelete: 'cascade' }),
    taskId: uuid()
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.insightId, t.taskId] }), index().on(t.taskId)],
);

/** States of an analysis import (SPEC §4: started, then takes minutes). */
export const ANALYSIS_IMPORT_STATUSES = ['QUEUED', 'RUNNING', 'DONE', 'ERROR'] as const;

/** The analysis import of a study (SPEC §4, §7 POST /v3/studies/{id}/import-analyses): one per study; `progress` 0–100. */
export const analysisImports = pgTable(
  'analysis_imports',
  {
    id: id(),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    studyId: uuid()
      .notNull()
      .references(() => studies.id, { onDelete: 'cascade' }),
    status: text({ enum: ANALYSIS_IMPORT_STATUSES }).notNull().default('QUEUED'),
    progress: integer().notNull().default(0),
    error: text(),
    finishedAt: timestamptz(),
    ...timestamps(),
  },
  (t) => [uniqueIndex().on(t.studyId), index().on(t.clientId), oneOf('analysis_imports_status_check', t.status, ANALYSIS_IMPORT_STATUSES)],
);
