/**
 * What every process does to a database before using it (server, worker, seed CLI): apply the migrations, then write
 * the reference data that is not demo content, i.e. the marketplace catalogue (issue 11, decision 0150).
 */
import { migrateDatabase, type DatabaseHandle } from '@insight/db';
import { syncTemplateCatalogue } from './seed/template-catalogue';

/** Migrates `database` and syncs the template catalogue (idempotent; safe on every start and in concurrent starts). */
export async function prepareDatabase(database: DatabaseHandle): Promise<void> {
  await migrateDatabase(database);
  await syncTemplateCatalogue(database.db);
}
