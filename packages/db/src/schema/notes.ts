/** Notes on interviews (issue 14): a moment (time range, seconds) of an interview or a quote, private or for the team. */
import { sql } from 'drizzle-orm';
import { NOTE_VISIBILITIES } from '@insight/contracts';
import { doublePrecision, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, oneOf, timestamps, tsvector } from './columns';
import { interviews, quotes } from './interviews';
import { studies } from './studies';
import { clients, users } from './tenancy';

/**
 * A note on a moment of an interview (`start`..`end`, seconds), optionally on one of its quotes. PRIVATE notes are read
 * by their author only; TEAM notes by every researcher of the client who may see the study. `searchVector` is the body
 * in the language-neutral 'simple' configuration (notes are written in any language).
 */
export const interviewNotes = pgTable(
  'interview_notes',
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
    quoteId: uuid().references(() => quotes.id, { onDelete: 'cascade' }),
    authorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visibility: text().notNull(),
    start: doublePrecision().notNull(),
    end: doublePrecision().notNull(),
    body: text().notNull(),
    searchVector: tsvector()
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, coalesce("body", ''))`),
    ...timestamps(),
  },
  (t) => [
    index().on(t.interviewId, t.start),
    index().on(t.clientId, t.studyId),
    index().on(t.quoteId),
    index().on(t.authorId),
    index('interview_notes_search_vector_idx').using('gin', t.searchVector),
    oneOf('interview_notes_visibility_check', t.visibility, NOTE_VISIBILITIES),
  ],
);
