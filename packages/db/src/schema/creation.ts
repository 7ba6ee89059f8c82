/** Study creation (SPEC §3 Study builder state, §7 Orders): the wizard's saved state of a study and its orders. */
import { RECRUITMENT_ITEM_METHODS, WIZARD_STEPS } from '@insight/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, timestamps, timestamptz } from './columns';
import type { AiInputsJson, DraftRecruitmentJson, UnsavedBusinessQuestionJson, UnsavedSectionJson } from './json';
import { studies } from './studies';
import { clients, users } from './tenancy';

/**
 * What the wizard keeps of a study beyond its rows (SPEC §3 Study builder state): the step reached, the introduction
 * participants read first, and the recruitment being chosen (it becomes segments and recruitment items on ordering).
 * SPEC §4 builder rules: the unsaved business questions and sections (null: none; the saved ones are the study's rows)
 * and the inputs of the last applied AI outline and design (null: none applied), from which "changed" is computed.
 */
export const studyBuilderStates = pgTable(
  'study_builder_states',
  {
    studyId: uuid()
      .primaryKey()
      .references(() => studies.id, { onDelete: 'cascade' }),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    stepName: text({ enum: WIZARD_STEPS }).notNull().default('SELECT_TEMPLATE'),
    introduction: text().notNull().default(''),
    recruitment: jsonb()
      .$type<DraftRecruitmentJson>()
      .notNull()
      .default(sql`'{"method":null,"quality_review":false,"segments":[]}'::jsonb`),
    unsavedBusinessQuestions: jsonb().$type<UnsavedBusinessQuestionJson[]>(),
    unsavedSections: jsonb().$type<UnsavedSectionJson[]>(),
    aiOutlineInputs: jsonb().$type<AiInputsJson>(),
    aiDesignInputs: jsonb().$type<AiInputsJson>(),
    ...timestamps(),
  },
  (t) => [index().on(t.clientId), oneOf('study_builder_states_step_name_check', t.stepName, WIZARD_STEPS)],
);

/** An order of a study (SPEC §7 POST /orders): who ordered it, the recruitment bought and, for self-recruit, the participant link token. */
export const studyOrders = pgTable(
  'study_orders',
  {
    id: id(),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    studyId: uuid()
      .notNull()
      .unique()
      .references(() => studies.id, { onDelete: 'cascade' }),
    orderedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    method: text({ enum: RECRUITMENT_ITEM_METHODS }).notNull(),
    qualityReview: boolean().notNull().default(false),
    termsAcceptedAt: timestamptz().notNull(),
    /** Random token of the shareable participant link (SHAREABLE_LINK only). */
    participantToken: text().unique(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.clientId), oneOf('study_orders_method_check', t.method, RECRUITMENT_ITEM_METHODS)],
);
