/** Category reads (SPEC §7 GET /v3/categories), scoped to one client. */
import type { Database } from '@insight/db';
import * as repo from './categories.repository';

/** Categories of the client by title. */
export function listCategories(db: Database, clientId: string) {
  return repo.listCategories(db, clientId);
}
