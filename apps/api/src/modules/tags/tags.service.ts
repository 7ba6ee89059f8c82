/** Tag reads (SPEC §3 Tag; §7 GET /v3/tags), scoped to one client. */
import type { Database } from '@insight/db';
import * as repo from './tags.repository';

/** Tags of the client by title, optionally of one study (another client's study answers none) or matching `q`. */
export function listTags(db: Database, clientId: string, filters: { studyId?: string; q?: string }) {
  return repo.listTags(db, clientId, filters);
}
