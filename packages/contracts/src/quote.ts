/** Quotes (SPEC §3 Quote and its filter keys; §7 Quotes). */
import { z } from 'zod';
import { ClientIdQuery, Cursor, Limit, Participant, Ref, SearchText, TranslationParam, Uuid, cursorResponse, dataResponse, idList } from './common';
import { TRANSLATIONS } from './enums';
import { TaskRef } from './task';

/**
 * Query of GET /v3/quotes with every SPEC §3 filter key. Id lists are comma-separated and/or repeated.
 * `objective_ids` is the spec's other name for `business_question_ids`; the API matches either.
 */
export const QuotesQuery = z.object({
  client_id: ClientIdQuery,
  study_id: Uuid.optional(),
  segment_ids: idList('segment_ids').optional(),
  task_ids: idList('task_ids').optional(),
  business_question_ids: idList('business_question_ids').optional(),
  objective_ids: idList('objective_ids').optional(),
  showreel_ids: idList('showreel_ids').optional(),
  quote_ids: idList('quote_ids').optional(),
  /** Full-text search over the original and English text (web-search syntax). */
  search: SearchText.optional(),
  translation: TranslationParam,
  cursor: Cursor.optional(),
  limit: Limit,
});
/** Query of GET /v3/quotes (parsed: id lists are `string[]`). */
export type QuotesQuery = z.infer<typeof QuotesQuery>;

/** Query of GET /v3/quotes/{id}: `translation` = en | original (SPEC §3 Quote). */
export const QuoteQuery = z.object({ translation: TranslationParam });
/** Query of GET /v3/quotes/{id} (parsed). */
export type QuoteQuery = z.infer<typeof QuoteQuery>;

/**
 * A quote (SPEC §3 Quote): `content` is in the requested `translation` and `language` names its language
 * (`original_language` is the spoken one); `start`/`end` in seconds of the interview; `thumbnail` a signed URL.
 */
export const Quote = z.object({
  id: z.string(),
  content: z.string(),
  language: z.string(),
  original_language: z.string(),
  translation: z.enum(TRANSLATIONS),
  participant: Participant,
  task: TaskRef.nullable(),
  business_question: Ref.nullable(),
  thumbnail: z.string().nullable(),
  start: z.number().nonnegative(),
  end: z.number().nonnegative(),
  segment: Ref,
  interview: Ref,
  study: Ref,
});
/** A quote. */
export type Quote = z.infer<typeof Quote>;

/** Answer of GET /v3/quotes (SPEC §7 Quotes). */
export const QuotesResponse = cursorResponse(Quote);
/** Answer of GET /v3/quotes. */
export type QuotesResponse = z.infer<typeof QuotesResponse>;

/** Answer of GET /v3/quotes/{id} (SPEC §7 Quotes). */
export const QuoteResponse = dataResponse(Quote);
/** Answer of GET /v3/quotes/{id}. */
export type QuoteResponse = z.infer<typeof QuoteResponse>;
