/** Category reads (SPEC §7 GET /v3/categories); filtered by the viewer's `clientId`. */
import { asc, eq } from 'drizzle-orm';
import { categories, type Database } from '@insight/db';

/** Categories of the client by title. */
export async function listCategories(db: Database, clientId: string) {
  return db.select().from(categories).where(eq(categories.clientId, clientId)).orderBy(asc(categories.title), asc(categories.id));
}
