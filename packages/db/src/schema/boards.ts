/** Boards and stories (SPEC §3 Board, Story). */
import { STORY_STATES } from '@insight/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { id, oneOf, timestamps } from './columns';
import type { MediaRefJson, RichTextJson, StoryCountsJson, StorySlideJson } from './json';
import { categories, segmentGroups } from './studies';
import { clients } from './tenancy';

/** A board collecting stories (SPEC §3 Board); counts are computed, not stored. */
export const boards = pgTable(
  'boards',
  {
    id: id(),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    label: text(),
    description: text().notNull().default(''),
    coverImageKey: text(),
    coverVideo: jsonb().$type<MediaRefJson>(),
    alwaysOn: boolean().notNull().default(false),
    highlightedInterviewIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    ...timestamps(),
  },
  (t) => [index().on(t.clientId)],
);

/** Categories of a board (SPEC §3 Board categories). */
export const boardCategories = pgTable(
  'board_categories',
  {
    boardId: uuid()
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.boardId, t.categoryId] }), index().on(t.categoryId)],
);

/** A story (SPEC §3 Story): rich-text content with showreel blocks, slides and cover videos (storage keys). */
export const stories = pgTable(
  'stories',
  {
    id: id(),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    boardId: uuid().references(() => boards.id, { onDelete: 'set null' }),
    segmentGroupId: uuid().references(() => segmentGroups.id, { onDelete: 'set null' }),
    state: text({ enum: STORY_STATES }).notNull().default('POPULATED'),
    title: text().notNull(),
    storyContent: jsonb().$type<RichTextJson>(),
    slides: jsonb()
      .$type<StorySlideJson[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    coverVideo: jsonb().$type<MediaRefJson>(),
    participantCoverVideo: jsonb().$type<MediaRefJson>(),
    counts: jsonb()
      .$type<StoryCountsJson>()
      .notNull()
      .default(sql`'{"interviews":0,"markets":0}'::jsonb`),
    highlightedInterviewIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    ...timestamps(),
  },
  (t) => [index().on(t.clientId, t.createdAt), index().on(t.boardId), index().on(t.segmentGroupId), oneOf('stories_state_check', t.state, STORY_STATES)],
);
