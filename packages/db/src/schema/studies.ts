/** Studies and their design: segments, business questions (= objectives), tasks, materials, recruitment, tags (SPEC §3). */
import {
  AUDIENCES,
  DATA_SOURCES,
  RECRUIT_METHODS,
  RECRUITMENT_ITEM_METHODS,
  STUDY_DISPLAY_STATUSES,
  STUDY_MATERIAL_KINDS,
  STUDY_STATUSES,
  TASK_OPTIONS_TYPES,
  TASK_TYPES,
} from '@insight/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, timestamps, timestamptz } from './columns';
import type { CustomCriteriaJson, KeyTakeawaysJson, TaskOptionJson } from './json';
import { studyTemplates, studyTypes } from './marketplace';
import { projects } from './projects';
import { clients, users } from './tenancy';

/** A study (SPEC §3 Study). Only a DRAFT is editable (SPEC §4). */
export const studies = pgTable(
  'studies',
  {
    id: id(),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    projectId: uuid().references(() => projects.id, { onDelete: 'set null' }),
    studyTypeId: uuid().references(() => studyTypes.id, { onDelete: 'set null' }),
    templateId: uuid().references(() => studyTemplates.id, { onDelete: 'set null' }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    title: text().notNull(),
    purpose: text().notNull().default(''),
    /** Study design language code (e.g. 'en', 'da'). */
    language: text().notNull().default('en'),
    status: text({ enum: STUDY_STATUSES }).notNull().default('DRAFT'),
    displayStatusCode: text({ enum: STUDY_DISPLAY_STATUSES }).notNull().default('IN_PREPARATION'),
    dataSource: text({ enum: DATA_SOURCES }),
    brief: text(),
    recruitMethod: text({ enum: RECRUIT_METHODS }),
    clientCreated: boolean().notNull().default(false),
    /** E-mails of the producers allowed to change the study status (SPEC §6). */
    usertribeProducers: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    qualityAssurance: boolean().notNull().default(false),
    audience: text({ enum: AUDIENCES }),
    coverImageKey: text(),
    keyTakeaways: jsonb().$type<KeyTakeawaysJson>(),
    isCrossSegmentsEnabled: boolean().notNull().default(false),
    /** Ids in the source system of imported studies (SPEC §3 Study socrat_*). */
    socratStudyId: text(),
    socratProjectId: text(),
    completedAt: timestamptz(),
    /**
     * Stored counts (SPEC §3 Study counts; decision 0240): kept exact by statement triggers on quotes (not deleted),
     * interviews, insights, showreels (by type) and business_questions, in the writing transaction (migration 0018).
     * The application never writes them.
     */
    quoteCount: integer().notNull().default(0),
    interviewCount: integer().notNull().default(0),
    insightCount: integer().notNull().default(0),
    customShowreelCount: integer().notNull().default(0),
    curatedShowreelCount: integer().notNull().default(0),
    businessQuestionCount: integer().notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index().on(t.clientId, t.createdAt),
    index().on(t.projectId),
    index().on(t.studyTypeId),
    index().on(t.templateId),
    index().on(t.createdBy),
    oneOf('studies_status_check', t.status, STUDY_STATUSES),
    oneOf('studies_display_status_code_check', t.displayStatusCode, STUDY_DISPLAY_STATUSES),
    oneOf('studies_data_source_check', t.dataSource, DATA_SOURCES),
    oneOf('studies_audience_check', t.audience, AUDIENCES),
  ],
);

/**
 * A tag of a client (SPEC §3 Tag). Titles are also unique per client regardless of case: the index on
 * (client_id, lower(title)) is in the custom migration `research_tags_case_insensitive` (drizzle-kit cannot express it).
 */
export const tags = pgTable(
  'tags',
  {
    id: id(),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.clientId, t.title)],
);

/** Tags of a study. */
export const studyTags = pgTable(
  'study_tags',
  {
    studyId: uuid()
      .notNull()
      .references(() => studies.id, { onDelete: 'cascade' }),
    tagId: uuid()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.studyId, t.tagId] }), index().on(t.tagId)],
);

/** A category of a client, used to group analyses and boards (SPEC §7 Categories). */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.clientId, t.title)],
);

/** A group of segments of a study (SPEC §3 Study segment group). */
export const segmentGroups = pgTable(
  'segment_groups',
  {
    id: id(),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    studyId: uuid()
      .notNull()
      .references(() => studies.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    ...timestamps(),
  },
  (t) => [index().on(t.clientId), index().on(t.studyId)],
);

/** A segment (participant group, usually one market/language) of a study. */
export const segments = pgTable(
  'segments',
  {
    id: id(),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    studyId: uuid()
      .notNull()
      .references(() => studies.id, { onDelete: 'cascade' }),
    segmentGroupId: uuid().references(() => segmentGroups.id, { onDelete: 'set null' }),
    title: text().notNull(),
    /** Interview language code of this segment (e.g. 'da'). */
    language: text().notNull().default('en'),
    position: integer().notNull().default(0),
    /** Stored counts of the segment's interviews and quotes (not deleted), kept by the triggers of migration 0018 (decision 0240). */
    interviewCount: integer().notNull().default(0),
    quoteCount: integer().notNull().default(0),
    ...timestamps(),
  },
  (t) => [index().on(t.clientId), index().on(t.studyId, t.position), index().on(t.segmentGroupId)],
);

/** A business question of a study; the spec also calls it an objective (SPEC §3). */
export const businessQuestions = pgTable(
  'business_questions',
  {
    id: id(),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    studyId: uuid()
      .notNull()
      .references(() => studies.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull().default(''),
    position: integer().notNull().default(0),
    ...timestamps(),
  },
  (t) => [index().on(t.clientId), index().on(t.studyId, t.position)],
);

/**
 * A task (question) of a study design, or a subtask when `parentTaskId` is set (SPEC §3 Task).
 * `segmentId` null means the task applies to every segment; `scalePoints` is the SCORING scale length.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    studyId: uuid()
      .notNull()
      .references(() => studies.id, { onDelete: 'cascade' }),
    segmentId: uuid().references(() => segments.id, { onDelete: 'cascade' }),
    businessQuestionId: uuid().references(() => businessQuestions.id, { onDelete: 'set null' }),
    parentTaskId: uuid().references((): AnyPgColumn => tasks.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
    /** Display label: numbers for tasks, letters for subtasks (SPEC §3). */
    positionName: text().notNull().default(''),
    type: text({ enum: TASK_TYPES }).notNull(),
    optionsType: text({ enum: TASK_OPTIONS_TYPES }),
    text: text().notNull().default(''),
    html: text().notNull().default(''),
    /** English translation of `text`/`html` for a study in another language (null: none, or an English study). */
    textEn: text(),
    htmlEn: text(),
    options: jsonb()
      .$type<TaskOptionJson[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    scalePoints: integer(),
    /** Study materials (stimuli) shown with this task (SPEC §3 Task object_assignment). */
    studyMaterialIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    ...timestamps(),
  },
  (t) => [
    index().on(t.clientId),
    index().on(t.studyId, t.position),
    index().on(t.segmentId),
    index().on(t.businessQuestionId),
    index().on(t.parentTaskId),
    oneOf('tasks_type_check', t.type, TASK_TYPES),
    oneOf('tasks_options_type_check', t.optionsType, TASK_OPTIONS_TYPES),
  ],
);

/** A study material / stimulus (SPEC §3 Study material); files are kept by storage key. */
export const studyMaterials = pgTable(
  'study_materials',
  {
    id: id(),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    studyId: uuid()
      .notNull()
      .references(() => studies.id, { onDelete: 'cascade' }),
    kind: text({ enum: STUDY_MATERIAL_KINDS }).notNull(),
    name: text().notNull().default(''),
    title: text().notNull().default(''),
    link: text(),
    fileKey: text(),
    fileName: text(),
    fileMimeType: text(),
    androidLink: text(),
    iosLink: text(),
    thumbnailKey: text(),
    position: integer().notNull().default(0),
    ...timestamps(),
  },
  (t) => [index().on(t.clientId), index().on(t.studyId, t.position), oneOf('study_materials_kind_check', t.kind, STUDY_MATERIAL_KINDS)],
);

/** Participant recruitment of one segment (SPEC §3 Recruitment item); ages in years. */
export const recruitmentItems = pgTable(
  'recruitment_items',
  {
    id: id(),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    studyId: uuid()
      .notNull()
      .references(() => studies.id, { onDelete: 'cascade' }),
    segmentId: uuid().references(() => segments.id, { onDelete: 'cascade' }),
    method: text({ enum: RECRUITMENT_ITEM_METHODS }).notNull(),
    ageMin: integer(),
    ageMax: integer(),
    countries: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    gender: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    devices: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    language: text(),
    requiredInterviews: integer().notNull().default(0),
    customCriteria: jsonb()
      .$type<CustomCriteriaJson>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...timestamps(),
  },
  (t) => [index().on(t.clientId), index().on(t.studyId), index().on(t.segmentId), oneOf('recruitment_items_method_check', t.method, RECRUITMENT_ITEM_METHODS)],
);
