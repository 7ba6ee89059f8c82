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
