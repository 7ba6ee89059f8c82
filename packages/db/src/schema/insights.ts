/** Insights (per business question) and analyses of a study (SPEC §3 Insight / objective item, Analysis). */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { quotes } from './interviews';
import type { ChartJson, KeyTakeawaysJson, MediaRefJson } from './json';
import { showreels } from './showreels';
import { businessQuestions, categories, studies } from './studies';
import { clients } from './tenancy';

/** An insight of a study, usually answering one business question (SPEC §3 Insight); `content` is sanitised HTML. */
export const insights = pgTable(
  'insights',
  {
    id: id(),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    studyId: uuid()
      .notNull()
      .references(() => studies.id, { onDelete: 'cascade' }),
    businessQuestionId: uuid().references(() => businessQuestions.id, { onDelete: 'set null' }),
    showreelId: uuid().references(() => showreels.id, { onDelete: 'set null' }),
    title: text().notNull(),
    content: text().notNull().default(''),
    lead: text().notNull().default(''),
    label: text(),
    keyTakeaways: jsonb().$type<KeyTakeawaysJson>(),
    charts: jsonb()
      .$type<ChartJson[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    coverImageKey: text(),
    position: integer().notNull().default(0),
    ...timestamps(),
  },
  (t) => [index().on(t.clientId), index().on(t.studyId, t.position), index().on(t.businessQuestionId), index().on(t.showreelId)],
);

/** Quotes supporting an insight, in order. */
export const insightQuotes = pgTable(
  'insight_quotes',
  {
    insightId: uuid()
      .notNull()
      .references(() => insights.id, { onDelete: 'cascade' }),
    quoteId: uuid()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.insightId, t.quoteId] }), index().on(t.quoteId)],
);

/** An analysis (report) of a study (SPEC §3 Analysis); media JSON keeps storage keys and seconds. */
export const analyses = pgTable(
  'analyses',
  {
    id: id(),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    studyId: uuid()
      .notNull()
      .references(() => studies.id, { onDelete: 'cascade' }),
    showreelId: uuid().references(() => showreels.id, { onDelete: 'set null' }),
    title: text().notNull(),
    lead: text().notNull().default(''),
    keyTakeaways: jsonb().$type<KeyTakeawaysJson>(),
    coverImageKey: text(),
    coverVideo: jsonb().$type<MediaRefJson>(),
    introVideo: jsonb().$type<MediaRefJson>(),
    podcast: jsonb().$type<MediaRefJson>(),
    /** Storage key of the presentation file. */
    presentation: text(),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps(),
  },
  (t) => [index().on(t.clientId), index().on(t.studyId), index().on(t.showreelId)],
);

/** Categories of an analysis (the `category_ids` filter of GET /v3/analyses). */
export const analysisCategories = pgTable(
  'analysis_categories',
  {
    analysisId: uuid()
      .notNull()
      .references(() => analyses.id, { onDelete: 'cascade' }),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.analysisId, t.categoryId] }), index().on(t.categoryId)],
);
