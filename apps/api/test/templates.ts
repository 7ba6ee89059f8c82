/** The marketplace template catalogue for API tests: the same twenty templates and types the demo seed writes. */
import { studyTemplates, studyTypes, type Database } from '@insight/db';
import { DEMO_STUDY_TYPES, DEMO_TEMPLATES, templateRowOf } from '../src/seed/content';

/** Inserts the study types and templates; answers template ids and type ids by their catalogue keys. */
export async function insertTemplateCatalogue(db: Database) {
  const types = await db
    .insert(studyTypes)
    .values(DEMO_STUDY_TYPES.map(({ name, description }) => ({ name, description })))
    .returning();
  const typeIds = new Map(DEMO_STUDY_TYPES.map((type, i) => [type.key, types[i].id]));
  const rows = await db
    .insert(studyTemplates)
    .values(DEMO_TEMPLATES.map((tpl) => ({ ...templateRowOf(tpl), studyTypeId: typeIds.get(tpl.type) ?? null })))
    .returning();
  const templateIds = new Map(DEMO_TEMPLATES.map((tpl, i) => [tpl.key, rows[i].id]));
  return { typeIds, templateIds };
}
