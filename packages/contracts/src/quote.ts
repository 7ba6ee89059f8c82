/** Quotes (SPEC §3 Quote and its filter keys; §7 Quotes). */
import { z } from 'zod';
import { ClientIdQuery, Cursor, CursorMeta, Limit, Participant, Ref, SearchText, Timestamp, TranslationParam, Uuid, dataResponse, idList } from './common';
import { QUOTE_SEARCH_MODES, QUOTE_SORTS, TRANSLATIONS } from './enums';
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
  /** Quotes said in any of these subtasks (SPEC §2 Quotes subtask_ids); with task_ids, either matches. */
  subtask_ids: idList('subtask_ids').optional(),
  business_question_ids: idList('business_question_ids').optional(),
  objective_ids: idList('objective_ids').optional(),
  showreel_ids: idList('showreel_ids').optional(),
  quote_ids: idList('quote_ids').optional(),
  /** Quotes of one interview (issue 14: marked in its transcript). */
  interview_id: Uuid.optional(),
  /** Quotes carrying any of these tags (issue 14). */
  tag_ids: idList('tag_ids').optional(),
  /** Full-text search over the original and English text (web-search syntax). */
  search: SearchText.optional(),
  /** How the words of `search` combine: all (default; web-search syntax), the exact phrase, or any word (SPEC §2 Quotes). */
  search_mode: z.enum(QUOTE_SEARCH_MODES, { error: "search_mode must be 'all', 'phrase' or 'any'" }).default('all'),
  /** Order (issue 15): relevance (default: by relevance with search, else interview order), date (newest first), study, duration (longest first). */
  sort: z.enum(QUOTE_SORTS, { error: "sort must be 'relevance', 'date', 'study' or 'duration'" }).default('relevance'),
  /**
   * with_total=true adds `meta.total`, the number of quotes matching the filters (one more query); with a search it counts
   * up to 1,000 and `meta.total_capped` says when more match.
   */
  with_total: z.enum(['true', 'false'], { error: 'with_total must be true or false' }).optional(),
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
  /** Added to the spec's shape (issue 14): the quote's tags by title, and its version for edits (409 when stale). */
  tags: z.array(z.object({ id: z.string(), title: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
});
/** A quote. */
export type Quote = z.infer<typeof Quote>;

/**
 * Where a search's words were found in a quote (decision 0360): `original` when its original text matches (maybe its
 * English translation too), `en` when only the English translation does, so the original text holds none of the words.
 */
export const FoundIn = z.enum(['original', 'en']);
/** Where a search's words were found in a quote. */
export type FoundIn = z.infer<typeof FoundIn>;

/** A quote of GET /v3/quotes: the SPEC §3 Quote, plus `found_in` (ours, decision 0390) when the list was searched. */
export const ListedQuote = Quote.extend({ found_in: FoundIn.optional() });
/** A quote of GET /v3/quotes. */
export type ListedQuote = z.infer<typeof ListedQuote>;

/** Answer of GET /v3/quotes (SPEC §7 Quotes). */
export const QuotesResponse = z.object({
  /** The quotes; with `search` each says where the words were found (`found_in`), as GET /v3/search does. */
  data: z.array(ListedQuote),
  /**
   * Cursor meta, plus `total` (quotes matching the filters) when asked with with_total=true; `total_capped` true when a
   * search's count stopped at its cap (at least `total` quotes match; decision 0230).
   */
  meta: CursorMeta.extend({ total: z.number().int().nonnegative().optional(), total_capped: z.boolean().optional() }),
});
/** Answer of GET /v3/quotes. */
export type QuotesResponse = z.infer<typeof QuotesResponse>;

/** Answer of GET /v3/quotes/{id} (SPEC §7 Quotes). */
export const QuoteResponse = dataResponse(Quote);
/** Answer of GET /v3/quotes/{id}. */
export type QuoteResponse = z.infer<typeof QuoteResponse>;

/** A word of an interview's transcript: the chunk's `id` (GET /v3/interviews/{id}/transcript) and the word's index in it (0-based). */
export const WordRef = z.object({
  chunk_id: Uuid,
  word: z.number({ error: 'must be a word index' }).int({ error: 'must be a word index' }).min(0, { error: 'must be a word index' }),
});
/** A word of an interview's transcript. */
export type WordRef = z.infer<typeof WordRef>;

/**
 * Body of POST /v3/quotes (issue 14, highlight to quote): the words `start`..`end` (inclusive, original transcript) of
 * interview `interview_id`. The quote's start/end (seconds) come from the words' timings, its task from the words, its
 * English text from the aligned English chunks. 400 naming the field for a chunk of another interview, a word outside its
 * chunk, or an end before the start; 404 for an interview the viewer cannot see. Consumer: 403.
 */
export const CreateQuoteBody = z.object({
  client_id: ClientIdQuery,
  interview_id: Uuid,
  start: WordRef,
  end: WordRef,
  tag_ids: z.array(Uuid).max(50).optional(),
});
/** Body of POST /v3/quotes. */
export type CreateQuoteBody = z.infer<typeof CreateQuoteBody>;

/**
 * Body of PATCH /v3/quotes/{id} (issue 14): new bounds by word (`start` and `end` together), and `updated_at` as last
 * read — when stale the answer is 409 and nothing changes.
 */
export const UpdateQuoteBody = z.object({
  client_id: ClientIdQuery,
  start: WordRef,
  end: WordRef,
  updated_at: Timestamp,
});
/** Body of PATCH /v3/quotes/{id}. */
export type UpdateQuoteBody = z.infer<typeof UpdateQuoteBody>;

/** Query of DELETE /v3/quotes/{id} and the quote's showreel and tag calls: act for `client_id`. */
export const QuoteWriteQuery = z.object({ client_id: ClientIdQuery });

/** Answer of DELETE /v3/quotes/{id}: the showreels that still play the quote (it stays in them until they are edited). */
export const DeleteQuoteResponse = z.object({
  data: z.object({ id: z.string(), kept_in_showreels: z.array(z.object({ id: z.string(), title: z.string() })) }),
});
/** Answer of DELETE /v3/quotes/{id}. */
export type DeleteQuoteResponse = z.infer<typeof DeleteQuoteResponse>;

/** Answer of GET /v3/quotes/{id}/showreels: the showreels using the quote (asked before deleting it). */
export const QuoteShowreelsResponse = z.object({ data: z.array(z.object({ id: z.string(), title: z.string() })) });
/** Answer of GET /v3/quotes/{id}/showreels. */
export type QuoteShowreelsResponse = z.infer<typeof QuoteShowreelsResponse>;

/**
 * Body of POST /v3/quotes/{id}/tags (issue 14): an existing tag of the client by `tag_id`, or a `title` — the client's
 * tag of that title regardless of case, created when there is none. 400 naming the field when neither or both are given.
 */
export const AddQuoteTagBody = z
  .object({
    client_id: ClientIdQuery,
    tag_id: Uuid.optional(),
    title: z.string().trim().min(1, { error: 'title is required' }).max(80, { error: 'title is too long (80 at most)' }).optional(),
  })
  .refine((body) => (body.tag_id === undefined) !== (body.title === undefined), { error: 'give tag_id or title', path: ['tag_id'] });
/** Body of POST /v3/quotes/{id}/tags. */
export type AddQuoteTagBody = z.infer<typeof AddQuoteTagBody>;

/** Params of DELETE /v3/quotes/{id}/tags/{tagId}. */
export const QuoteTagParams = z.object({ id: Uuid, tagId: Uuid });
