/** Maps categories rows to packages/contracts/src/category.ts. */
import type { Category } from '@insight/contracts';
import type { CategoryRow } from '@insight/db';

/** A category on the wire (id, title, client_id). */
export const presentCategory = (row: CategoryRow): Category => ({ id: row.id, title: row.title, client_id: row.clientId });
