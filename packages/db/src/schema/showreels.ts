/** Showreels (highlight reels) and their clips (SPEC §3 Showreel, §4). */
import { SHOWREEL_STATUSES, SHOWREEL_TYPES } from '@insight/contracts';
import { boolean, doublePrecision, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { id, oneOf, timestamps, timestamptz } from './columns';
import { quotes } from './interviews';
import { projects } from './projects';
import { segments, studies } from './studies';
import { clients, users } from './tenancy';

/** A showreel (SPEC §3 Showreel): rendered from its quotes; `duration` in seconds; public only when `published`. */
export const showreels = pgTable(
  'showreels',
  {
    id: id(),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    studyId: uuid()
      .notNull()
      .references(() => studies.id, { onDelete: 'cascade' }),
    segmentId: uuid().references(() => segments.id, { onDelete: 'set null' }),
    projectId: uuid().references(() => projects.id, { onDelete: 'set null' }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    type: text({ enum: SHOWREEL_TYPES }).notNull().default('CUSTOM'),
    status: text({ enum: SHOWREEL_STATUSES }).notNull().default('CREATED'),
    /** Why rendering failed (status ERROR). */
    error: text(),
    title: text().notNull(),
    description: text().notNull().default(''),
    published: boolean().notNull().default(false),
    thumbnailKey: text(),
    videoKey: text(),
    subtitlesOriginalKey: text(),
    subtitlesEnKey: text(),
    duration: doublePrecision(),
    readyAt: timestamptz(),
    ...timestamps(),
  },
  (t) => [
    index().on(t.clientId),
    // The v3 list's default order (newest first) and its keyset, per client (decision 0240).
    index().on(t.clientId, t.createdAt, t.id),
    index().on(t.studyId),
    index().on(t.segmentId),
    index().on(t.projectId),
    index().on(t.createdBy),
    oneOf('showreels_type_check', t.type, SHOWREEL_TYPES),
    oneOf('showreels_status_check', t.status, SHOWREEL_STATUSES),
  ],
);

/** A clip of a showreel: a quote, trimmed to `start`..`end` (seconds, interview time), at `position`. */
export const showreelQuotes = pgTable(
  'showreel_quotes',
  {
    showreelId: uuid()
      .notNull()
      .references(() => showreels.id, { onDelete: 'cascade' }),
    quoteId: uuid()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    start: doublePrecision().notNull(),
    end: doublePrecision().notNull(),
  },
  (t) => [primaryKey({ columns: [t.showreelId, t.quoteId] }), index().on(t.quoteId)],
);
