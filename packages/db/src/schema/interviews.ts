/** Interviews, their transcripts and the quotes cut from them (SPEC §3 Interview, Interview transcript, Quote). */
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, regconfig, timestamptz, timestamps, tsvector } from './columns';
import type { TranscriptSectionJson } from './json';
import { businessQuestions, segments, studies, tags, tasks } from './studies';
import { clients, users } from './tenancy';

/**
 * A recorded participant interview (SPEC §3 Interview). `duration` in seconds; media by storage key
 * (`interviews/<id>/video.mp4`, `thumbnail.jpg`, `subtitles.original.vtt`, `subtitles.en.vtt`).
 */
export const interviews = pgTable(
  'interviews',
  {
    id: id(),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    studyId: uuid()
      .notNull()
      .references(() => studies.id, { onDelete: 'cascade' }),
    segmentId: uuid()
      .notNull()
      .references(() => segments.id, { onDelete: 'cascade' }),
    /** Spoken (original) language code, e.g. 'da'. */
    language: text().notNull(),
    duration: doublePrecision().notNull().default(0),
    participantName: text().notNull().default(''),
    participantAge: integer(),
    participantCountry: text(),
    videoKey: text(),
    /** Face-camera recording, when recorded separately (SPEC §3 video.face_url). */
    faceVideoKey: text(),
    thumbnailKey: text(),
    subtitlesOriginalKey: text(),
    subtitlesEnKey: text(),
    ...timestamps(),
  },
  (t) => [
    index().on(t.clientId),
    index().on(t.studyId),
    index().on(t.segmentId),
    // The client's newest interviews first: the first tier of transcript search candidates (decision 0230).
    index().on(t.clientId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/**
 * The transcript of an interview in one language (SPEC §3 Interview transcript): `language` is the
 * original language code (with `isOriginal`) or 'en' for the English translation. An English
 * interview has a single row (language 'en', original). Section/chunk times in seconds.
 */
export const interviewTranscripts = pgTable(
  'interview_transcripts',
  {
    id: id(),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    interviewId: uuid()
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    language: text().notNull(),
    isOriginal: boolean().notNull(),
    sections: jsonb()
      .$type<TranscriptSectionJson[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...timestamps(),
  },
  (t) => [index().on(t.clientId), uniqueIndex().on(t.interviewId, t.language)],
);

/**
 * A quote: a span (`start`..`end`, seconds) of an interview with its original and English text
 * (SPEC §3 Quote). `searchConfig` must be set with `searchConfigFor(language)`; `searchVector` is
 * generated from it: `to_tsvector(search_config, content_original) || to_tsvector('english', content_en)`.
 * `businessQuestionId` is copied from the task for filtering by business question / objective. A deleted quote keeps
 * its row (`deletedAt` set) while a showreel still uses it, so the reel plays on until it is edited (issue 14).
 */
export const quotes = pgTable(
  'quotes',
  {
    id: id(),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    studyId: uuid()
      .notNull()
      .references(() => studies.id, { onDelete: 'cascade' }),
    segmentId: uuid()
      .notNull()
      .references(() => segments.id, { onDelete: 'cascade' }),
    interviewId: uuid()
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    taskId: uuid().references(() => tasks.id, { onDelete: 'set null' }),
    businessQuestionId: uuid().references(() => businessQuestions.id, { onDelete: 'set null' }),
    /** Original language code, e.g. 'da'. */
    language: text().notNull(),
    start: doublePrecision().notNull(),
    end: doublePrecision().notNull(),
    contentOriginal: text().notNull(),
    contentEn: text(),
    thumbnailKey: text(),
    participantName: text().notNull().default(''),
    searchConfig: regconfig().notNull(),
    searchVector: tsvector()
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector("search_config", coalesce("content_original", '')) || to_tsvector('english'::regconfig, coalesce("content_en", ''))`),
    /** Who made the quote in the portal (null: delivered with the study, or the user is gone). */
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Set when deleted while a showreel still uses it; such a quote is hidden everywhere but in its reels. */
    deletedAt: timestamptz(),
    ...timestamps(),
  },
  (t) => [
    // Keyset orders of the quote list (issue 15): study order (also a study's interview order), interview order, newest
    // first; longest first is the expression index of the migration `scale_quote_orders`.
    index().on(t.clientId, t.studyId, t.interviewId, t.start, t.id),
    index().on(t.clientId, t.interviewId, t.start, t.id),
    index().on(t.clientId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index().on(t.studyId),
    index().on(t.segmentId),
    index().on(t.interviewId, t.start),
    index().on(t.taskId),
    index().on(t.businessQuestionId),
    index('quotes_search_vector_idx').using('gin', t.searchVector),
  ],
);

/** Tags of a quote (issue 14): the client's tags (`tags`), both rows of the same client. */
export const quoteTags = pgTable(
  'quote_tags',
  {
    quoteId: uuid()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    tagId: uuid()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.quoteId, t.tagId] }), index().on(t.tagId)],
);

/**
 * One line (chunk) of an interview transcript, for searching transcripts (issue 14 global search). Kept by a trigger on
 * `interview_transcripts` (custom migration `research_transcript_lines`): never written by the application. `position`
 * is the chunk's place in reading order (the chunk id of the API derives from it); times in seconds; `searchVector` is the
 * line in its transcript's language configuration and in English.
 */
export const transcriptLines = pgTable(
  'transcript_lines',
  {
    transcriptId: uuid()
      .notNull()
      .references(() => interviewTranscripts.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    interviewId: uuid()
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    language: text().notNull(),
    start: doublePrecision().notNull(),
    end: doublePrecision().notNull(),
    text: text().notNull(),
    searchConfig: regconfig().notNull(),
    searchVector: tsvector()
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector("search_config", coalesce("text", '')) || to_tsvector('english'::regconfig, coalesce("text", ''))`),
  },
  (t) => [
    primaryKey({ columns: [t.transcriptId, t.position] }),
    index().on(t.clientId),
    index().on(t.interviewId),
    // The lines a showreel clip overlaps (start < clip end, end > clip start), found in the index (decision 0240).
    index().on(t.interviewId, t.start, t.end),
    index('transcript_lines_search_vector_idx').using('gin', t.searchVector),
  ],
);
