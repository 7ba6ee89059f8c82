/** Notes on interviews (issue 14): a moment (time range, seconds) of an interview, or a quote; private or for the team. */
import { z } from 'zod';
import { ClientIdQuery, Ref, SearchText, Timestamp, Uuid } from './common';
import { NOTE_VISIBILITIES } from './enums';

/** Longest note body, in characters. */
const NOTE_MAX_LENGTH = 4000;

/**
 * A note: `start`..`end` (seconds) of the interview it is on, optionally a quote of it; `visibility` PRIVATE (its author
 * only) or TEAM; `is_mine` whether the viewer wrote it (only the author changes or deletes a note).
 */
export const Note = z.object({
  id: z.string(),
  interview: Ref,
  study: Ref,
  quote: Ref.nullable(),
  author: z.object({ id: z.string(), name: z.string() }),
  is_mine: z.boolean(),
  visibility: z.enum(NOTE_VISIBILITIES),
  start: z.number().nonnegative(),
  end: z.number().nonnegative(),
  body: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
/** A note. */
export type Note = z.infer<typeof Note>;

const Body = z
  .string()
  .trim()
  .min(1, { error: 'write something' })
  .max(NOTE_MAX_LENGTH, { error: `at most ${NOTE_MAX_LENGTH} characters` });
const Seconds = z.number({ error: 'must be seconds' }).min(0, { error: 'must be seconds' });

/** Query of GET /v3/interviews/{id}/notes: the notes the viewer may read (team notes and their own), optionally matching `q`. */
export const NotesQuery = z.object({ client_id: ClientIdQuery, q: SearchText.optional() });
/** Query of GET /v3/interviews/{id}/notes (parsed). */
export type NotesQuery = z.infer<typeof NotesQuery>;

/**
 * Body of POST /v3/interviews/{id}/notes: the moment (`start`..`end` seconds within the interview; 400 naming the field
 * when outside it or end before start), optionally a quote of this interview (`quote_id`, else 400), the text and who sees it.
 */
export const CreateNoteBody = z.object({
  client_id: ClientIdQuery,
  start: Seconds,
  end: Seconds,
  quote_id: Uuid.optional(),
  body: Body,
  visibility: z.enum(NOTE_VISIBILITIES).default('TEAM'),
});
/** Body of POST /v3/interviews/{id}/notes as sent (visibility may be left out). */
export type CreateNoteInput = z.input<typeof CreateNoteBody>;

/** Body of PATCH /v3/notes/{id}: the author's new text and/or visibility; `updated_at` as last read (409 when stale). */
export const UpdateNoteBody = z.object({
  client_id: ClientIdQuery,
  body: Body.optional(),
  visibility: z.enum(NOTE_VISIBILITIES).optional(),
  updated_at: Timestamp,
});

/** Query of DELETE /v3/notes/{id}: act for `client_id`. */
export const NoteWriteQuery = z.object({ client_id: ClientIdQuery });

/** Answer of one note. */
export const NoteResponse = z.object({ data: Note });
/** Answer of GET /v3/interviews/{id}/notes, in time order. */
export const NotesResponse = z.object({ data: z.array(Note) });
/** Answer of GET /v3/interviews/{id}/notes. */
export type NotesResponse = z.infer<typeof NotesResponse>;
