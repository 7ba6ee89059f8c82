/** Global (not client-owned) content: marketplace study types and templates, home-page articles (SPEC §7 Marketplace, §2 Home). */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, timestamptz } from './columns';
import type { TemplateObjectiveJson, TemplateTaskJson } from './json';

/** A marketplace study type (the `type_id` filter of the studies list). */
export const studyTypes = pgTable('study_types', {
  id: id(),
  name: text().notNull().unique(),
  description: text().notNull().default(''),
  ...timestamps(),
});

/** A marketplace study template (SPEC §5: stimuli limits come from the template; default 0..5). */
export const studyTemplates = pgTable(
  'study_templates',
  {
    id: id(),
    studyTypeId: uuid().references(() => studyTypes.id, { onDelete: 'set null' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    minStimuliCount: integer().notNull().default(0),
    maxStimuliCount: integer().notNull().default(5),
    languageCode: text().notNull().default('en'),
    /** Storage key of the card image. */
    imageKey: text(),
    objectives: jsonb()
      .$type<TemplateObjectiveJson[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    tasks: jsonb()
      .$type<TemplateTaskJson[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...timestamps(),
  },
  (t) => [index().on(t.studyTypeId)],
);

/** A home-page article (SPEC §2 Home: hero, popular studies, articles). */
export const articles = pgTable(
  'articles',
  {
    id: id(),
    title: text().notNull(),
    summary: text().notNull().default(''),
    url: text().notNull(),
    imageKey: text(),
    publishedAt: timestamptz().notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [index().on(t.publishedAt)],
);
