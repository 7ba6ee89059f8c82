/** The marketplace template catalogue for API tests: the reference data every start-up writes (seed/template-catalogue.ts). */
import type { Database } from '@insight/db';
import { syncTemplateCatalogue } from '../src/seed/template-catalogue';

/** Writes the study types and templates as a start-up does; answers template ids and type ids by their catalogue keys. */
export function insertTemplateCatalogue(db: Database) {
  return syncTemplateCatalogue(db);
}
