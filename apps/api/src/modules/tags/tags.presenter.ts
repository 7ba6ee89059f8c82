/** Maps tags rows to packages/contracts/src/tag.ts. */
import type { Tag } from '@insight/contracts';
import type { TagRow } from '@insight/db';

/** A tag on the wire (SPEC §3 Tag: id, title, client_id). */
export const presentTag = (row: TagRow): Tag => ({ id: row.id, title: row.title, client_id: row.clientId });
