/** Global (not client-owned) content: marketplace study types and templates (SPEC §7 Marketplace). Home articles moved to home.ts (per client). */
import { sql } from 'drizzle-orm';
import { AUDIENCES } from '@insight/contracts';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, oneOf, timestamps } from './columns';
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
    /** Key of a template from our catalogue (seeded as reference data at start-up, issue 11); null for any other template. */
    catalogueKey: text().unique(),
    name: text().notNull(),
    description: text().notNull().default(''),
    /** The study purpose a draft made from this template starts with. */
    purpose: text().notNull().default(''),
    /** Who takes part (SPEC §3 audience kinds). */
    audience: text({ enum: AUDIENCES }),
    /** The introduction (explainer) participants read first: text only (SPEC §3). */
    introduction: text().notNull().default(''),
    /** Languages the template is written for, ISO 639-1 codes (the first is its own language). */
    languageCodes: text()
      .array()
      .notNull()
      .default(sql`'{en}'::text[]`),
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
  (t) => [index().on(t.studyTypeId), oneOf('study_templates_audience_check', t.audience, AUDIENCES)],
);
