/**
 * Segment imports (SPEC §7 POST /v3/segments/import/{id}; SPEC §4 import: started, then takes minutes): a segment of
 * one study copied with its interviews into another study of the same client by a durable job. One import per source
 * segment and target study: a repeat is 'Already imported'.
 */
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, oneOf, timestamps, timestamptz } from './columns';
import { segments, studies } from './studies';
import { clients, users } from './tenancy';

/** States of a segment import. */
export const SEGMENT_IMPORT_STATUSES = ['QUEUED', 'RUNNING', 'DONE', 'ERROR'] as const;

/** A segment import: source segment → target study; `targetSegmentId` is the copy (set by the job); `progress` 0–100. */
export const segmentImports = pgTable(
  'segment_imports',
  {
    id: id(),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    sourceSegmentId: uuid()
      .notNull()
      .references(() => segments.id, { onDelete: 'cascade' }),
    targetStudyId: uuid()
      .notNull()
      .references(() => studies.id, { onDelete: 'cascade' }),
    targetSegmentId: uuid().references(() => segments.id, { onDelete: 'set null' }),
    requestedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    status: text({ enum: SEGMENT_IMPORT_STATUSES }).notNull().default('QUEUED'),
    progress: integer().notNull().default(0),
    /** Interviews copied so far. */
    interviews: integer().notNull().default(0),
    error: text(),
    finishedAt: timestamptz(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex().on(t.sourceSegmentId, t.targetStudyId),
    index().on(t.clientId),
    index().on(t.targetStudyId),
    index().on(t.targetSegmentId),
    oneOf('segment_imports_status_check', t.status, SEGMENT_IMPORT_STATUSES),
  ],
);
