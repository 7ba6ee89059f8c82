/**
 * Building blocks shared by the resource contracts: ids, id lists, pagination, translation choice
 * and the media shapes of SPEC §3. Query schemas coerce strings (query parameters are text).
 */
import { z } from 'zod';
import { TRANSLATIONS } from './enums';
import { LIMITS } from './limits';

/** A UUID in 8-4-4-4-12 hex form (any version, as PostgreSQL's `uuid` accepts); malformed ids are a 400. */
export const Uuid = z.guid({ error: 'must be a UUID' });

/** An ISO 8601 timestamp with `Z` or an offset, as answered for `timestamptz` columns. */
export const Timestamp = z.iso.datetime({ offset: true });

/** Path parameters `{id}` of a single-resource read (SPEC §7). */
export const IdParams = z.object({ id: Uuid });
/** Path parameters `{id}`. */
export type IdParams = z.infer<typeof IdParams>;

/**
 * A list of ids in a query (SPEC §3 Quote filter keys): `a,b`, repeated `?x=a&x=b`, or both; blanks are
 * dropped; each must be a UUID; at most {@link LIMITS.maxIdsPerFilter}. Parses to `string[]`.
 */
export function idList(field: string) {
  return z
    .union([
      z.string().max(LIMITS.maxIdsPerFilter * 40, { error: `${field} is too long` }),
      z.array(z.string().max(LIMITS.maxIdsPerFilter * 40)).max(LIMITS.maxIdsPerFilter, {
        error: `${field}: at most ${LIMITS.maxIdsPerFilter} ids`,
      }),
    ])
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter((part) => part.length > 0),
    )
    .pipe(
      z
        .array(z.guid({ error: `${field} must hold UUIDs separated by commas` }))
        .max(LIMITS.maxIdsPerFilter, { error: `${field}: at most ${LIMITS.maxIdsPerFilter} ids` }),
    );
}

/** Optional `client_id` query parameter: act for this client (SPEC §2: kept across navigation). */
export const ClientIdQuery = Uuid.optional();

/** A free-text search parameter (`q`, `search`), trimmed, at most {@link LIMITS.maxSearchLength} characters. */
export const SearchText = z
  .string()
  .trim()
  .max(LIMITS.maxSearchLength, { error: `must be at most ${LIMITS.maxSearchLength} characters` });

/** `page` (1-based) query parameter of page-numbered lists. */
export const PageNumber = z.coerce
  .number({ error: 'page must be a number' })
  .int({ error: 'page must be a whole number' })
  .min(1, { error: 'page must be at least 1' })
  .max(100_000, { error: 'page is too large' });

/** `per_page` query parameter of page-numbered lists (1..{@link LIMITS.maxPageSize}). */
export const PerPage = z.coerce
  .number({ error: 'per_page must be a number' })
  .int({ error: 'per_page must be a whole number' })
  .min(1, { error: 'per_page must be at least 1' })
  .max(LIMITS.maxPageSize, { error: `per_page must be at most ${LIMITS.maxPageSize}` });

/** `meta` of a page-numbered list answer: `total` counts every matching row. */
export const PageMeta = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
/** `meta` of a page-numbered list answer. */
export type PageMeta = z.infer<typeof PageMeta>;

/** Opaque `cursor` query parameter of cursor lists (take it from `meta.next_cursor`). */
export const Cursor = z.string().min(1, { error: 'cursor must not be empty' }).max(LIMITS.maxCursorLength, { error: 'cursor is too long' });

/** `limit` query parameter of cursor lists (1..{@link LIMITS.maxPageSize}, default {@link LIMITS.defaultPageSize}). */
export const Limit = z.coerce
  .number({ error: 'limit must be a number' })
  .int({ error: 'limit must be a whole number' })
  .min(1, { error: 'limit must be at least 1' })
  .max(LIMITS.maxPageSize, { error: `limit must be at most ${LIMITS.maxPageSize}` })
  .default(LIMITS.defaultPageSize);

/** `meta` of a cursor list answer: `next_cursor` is null on the last page. */
export const CursorMeta = z.object({
  next_cursor: z.string().nullable(),
  limit: z.number().int(),
});
/** `meta` of a cursor list answer. */
export type CursorMeta = z.infer<typeof CursorMeta>;

/** `translation` query parameter: the original-language text or the English one (SPEC §3 Quote, transcript); default original. */
export const TranslationParam = z.enum(TRANSLATIONS, { error: "translation must be 'en' or 'original'" }).default('original');

/** `{ data }` answer of a single-resource read. */
export function dataResponse<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}

/** `{ data: T[], meta: PageMeta }` answer of a page-numbered list. */
export function pageResponse<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: PageMeta });
}

/** `{ data: T[], meta: CursorMeta }` answer of a cursor list. */
export function cursorResponse<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: CursorMeta });
}

/** A reference to another resource by id (SPEC §3: `segment {id}`, `study {id}`, …). */
export const Ref = z.object({ id: z.string() });
/** A reference by id. */
export type Ref = z.infer<typeof Ref>;

/** Key takeaways (SPEC §3 Study, Insight, Analysis): plain text and sanitised HTML. */
export const KeyTakeaways = z.object({ title: z.string(), text: z.string(), html: z.string() });
/** Key takeaways. */
export type KeyTakeaways = z.infer<typeof KeyTakeaways>;

/** A playable media file (SPEC §3 cover_video, intro_video, podcast): signed `url`, `duration` in seconds. */
export const MediaUrl = z.object({ url: z.string(), duration: z.number().nonnegative().nullable() });
/** A playable media file. */
export type MediaUrl = z.infer<typeof MediaUrl>;

/** A subtitle track: signed URL of a WebVTT file, null when there is none. */
export const SubtitleTrack = z.object({ url: z.string().nullable() });

/** Video URLs of an interview or showreel (SPEC §3 Showreel video): signed, expiring; null while absent. */
export const VideoUrls = z.object({
  combined_url: z.string().nullable(),
  face_url: z.string().nullable(),
  subtitles: z.object({ en: SubtitleTrack, original: SubtitleTrack }),
});
/** Video URLs of an interview or showreel. */
export type VideoUrls = z.infer<typeof VideoUrls>;

/** An interview participant (SPEC §3 Interview participant): age in years, country code or name. */
export const Participant = z.object({
  age: z.number().int().nullable(),
  country: z.string().nullable(),
  name: z.string(),
});
/** An interview participant. */
export type Participant = z.infer<typeof Participant>;
