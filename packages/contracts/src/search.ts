/** Search across everything the viewer may see (issue 14): quotes, transcript lines, notes, insights and studies. */
import { z } from 'zod';
import { ClientIdQuery, Ref, SearchText, Timestamp, TranslationParam, Uuid } from './common';
import { NOTE_VISIBILITIES } from './enums';
import { FoundIn, Quote } from './quote';

/**
 * Query of GET /v3/search: `q` (web-search syntax, matched in the original language and English), optional filters by
 * study, spoken language, segment, tag (quotes) and date (`from`/`to`, the study's, quote's, line's interview's or
 * note's creation), how many hits per kind (`limit`, 1–50, default 10) and the text of the quotes (`translation`:
 * original, the default, or en, so a quote found through its English translation shows the words it was found by).
 */
export const SearchQuery = z.object({
  client_id: ClientIdQuery,
  q: SearchText.refine((text) => text.trim().length > 0, { error: 'q is required' }),
  study_id: Uuid.optional(),
  segment_id: Uuid.optional(),
  tag_id: Uuid.optional(),
  language: z
    .string()
    .regex(/^[a-z]{2}$/, { error: 'must be a language code such as da' })
    .optional(),
  from: Timestamp.optional(),
  to: Timestamp.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  translation: TranslationParam,
});
/** Query of GET /v3/search (parsed). */
export type SearchQuery = z.infer<typeof SearchQuery>;

/** A transcript line that matched: its interview, study and segment, the line's text and span (seconds) and its language. */
export const TranscriptHit = z.object({
  interview: Ref,
  study: Ref,
  segment: Ref,
  participant_name: z.string(),
  language: z.string(),
  start: z.number(),
  end: z.number(),
  text: z.string(),
});
/** A transcript line that matched. */
export type TranscriptHit = z.infer<typeof TranscriptHit>;

/**
 * A note that matched (issue 14): the viewer's own private notes and the team's notes only; its interview, study,
 * participant and quote (if on one), the moment (`start`..`end`, seconds), author, visibility and text.
 */
export const NoteHit = z.object({
  id: z.string(),
  interview: Ref,
  study: Ref,
  quote: Ref.nullable(),
  participant_name: z.string(),
  author_name: z.string(),
  is_mine: z.boolean(),
  visibility: z.enum(NOTE_VISIBILITIES),
  start: z.number(),
  end: z.number(),
  text: z.string(),
  created_at: Timestamp,
});
/** A note that matched. */
export type NoteHit = z.infer<typeof NoteHit>;

/** An insight that matched: its study and title, and its text. */
export const InsightHit = z.object({ id: z.string(), study: Ref, title: z.string(), text: z.string() });
/** A study that matched: title, purpose, language. */
export const StudyHit = z.object({ id: z.string(), title: z.string(), purpose: z.string(), language: z.string(), created_at: Timestamp });

/**
 * A quote that matched: the quote (its text as `translation` asked) and where the search words were found (`found_in`):
 * `original` when its original text matches (maybe its English translation too), `en` when only the English translation
 * does, so the original text holds none of the words and the page says where they are.
 */
export const QuoteHit = Quote.extend({ found_in: FoundIn });
/** A quote that matched. */
export type QuoteHit = z.infer<typeof QuoteHit>;

/** Answer of GET /v3/search: hits grouped by kind, best first; studies named by id → title for the hits' study labels. */
export const SearchResponse = z.object({
  data: z.object({
    quotes: z.array(QuoteHit),
    transcripts: z.array(TranscriptHit),
    notes: z.array(NoteHit),
    insights: z.array(InsightHit),
    studies: z.array(StudyHit),
  }),
  study_titles: z.record(z.string(), z.string()),
});
/** Answer of GET /v3/search. */
export type SearchResponse = z.infer<typeof SearchResponse>;
