/** Categories grouping analyses and boards (SPEC §7 GET /v3/categories). */
import { z } from 'zod';
import { ClientIdQuery } from './common';

/** A category of a client (SPEC §3 mentions categories; fields are ours: id, title, client_id). */
export const Category = z.object({ id: z.string(), title: z.string(), client_id: z.string() });
/** A category. */
export type Category = z.infer<typeof Category>;

/** Query of GET /v3/categories (SPEC §7). */
export const CategoriesQuery = z.object({ client_id: ClientIdQuery });
/** Query of GET /v3/categories (parsed). */
export type CategoriesQuery = z.infer<typeof CategoriesQuery>;

/** Answer of GET /v3/categories, ordered by title (SPEC §7). */
export const CategoriesResponse = z.object({ data: z.array(Category) });
/** Answer of GET /v3/categories. */
export type CategoriesResponse = z.infer<typeof CategoriesResponse>;
