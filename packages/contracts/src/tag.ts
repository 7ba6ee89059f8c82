/** Tags (SPEC §3 Tag; §7 GET /v3/tags). */
import { z } from 'zod';
import { ClientIdQuery, SearchText, Uuid } from './common';

/** A tag (SPEC §3 Tag: id, title, client_id). */
export const Tag = z.object({ id: z.string(), title: z.string(), client_id: z.string() });
/** A tag. */
export type Tag = z.infer<typeof Tag>;

/** Query of GET /v3/tags (SPEC §7): the active client's tags, optionally of one study or matching `q`. */
export const TagsQuery = z.object({
  client_id: ClientIdQuery,
  study_id: Uuid.optional(),
  q: SearchText.optional(),
});
/** Query of GET /v3/tags (parsed). */
export type TagsQuery = z.infer<typeof TagsQuery>;

/** Answer of GET /v3/tags, ordered by title (SPEC §7). */
export const TagsResponse = z.object({ data: z.array(Tag) });
/** Answer of GET /v3/tags. */
export type TagsResponse = z.infer<typeof TagsResponse>;

/** A tag title as written by a user: trimmed, 1–80 characters; unique per client regardless of case (issue 14). */
export const TagTitle = z.string().trim().min(1, { error: 'title is required' }).max(80, { error: 'title is too long (80 at most)' });

/**
 * Body of POST /v3/tags (issue 14): the client's tag of `title` regardless of case — answered 200 when it exists,
 * created (201) when not. Researchers and Masters; Consumer 403.
 */
export const CreateTagBody = z.object({ client_id: ClientIdQuery, title: TagTitle });
/** Body of POST /v3/tags. */
export type CreateTagBody = z.infer<typeof CreateTagBody>;

/** Body of PATCH /v3/tags/{id} (issue 14): rename; Master only; a title another tag has (any case) is a 409 — merge instead. */
export const RenameTagBody = z.object({ client_id: ClientIdQuery, title: TagTitle });
/** Body of PATCH /v3/tags/{id}. */
export type RenameTagBody = z.infer<typeof RenameTagBody>;

/** Body of POST /v3/tags/{id}/merge (issue 14): moves the tag's studies and quotes to `into_tag_id` and deletes it; Master only. */
export const MergeTagBody = z.object({ client_id: ClientIdQuery, into_tag_id: Uuid });
/** Body of POST /v3/tags/{id}/merge. */
export type MergeTagBody = z.infer<typeof MergeTagBody>;

/** Query of DELETE /v3/tags/{id}: act for `client_id`. */
export const TagWriteQuery = z.object({ client_id: ClientIdQuery });

/** Answer of one tag (POST, PATCH, merge). */
export const TagResponse = z.object({ data: Tag });
/** Answer of one tag. */
export type TagResponse = z.infer<typeof TagResponse>;

/** Query of GET /v3/tags/counts (issue 14): how many quotes carry each tag, in one study or across the visible studies. */
export const TagCountsQuery = z.object({ client_id: ClientIdQuery, study_id: Uuid.optional() });
/** Query of GET /v3/tags/counts (parsed). */
export type TagCountsQuery = z.infer<typeof TagCountsQuery>;

/** Answer of GET /v3/tags/counts: tags used by quotes (most used first) with their quote and study counts. */
export const TagCountsResponse = z.object({ data: z.array(z.object({ tag: Tag, quotes: z.number().int(), studies: z.number().int() })) });
/** Answer of GET /v3/tags/counts. */
export type TagCountsResponse = z.infer<typeof TagCountsResponse>;
