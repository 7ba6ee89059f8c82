/**
 * The marketplace catalogue as reference data (issue 11, decision 0150): our study types and twenty templates are
 * written at every start-up after the migrations, with or without the demo workspace (SEED_DEMO=false). Idempotent:
 * types are matched by name, templates by `catalogue_key`, and rows that exist are left as they are (a running portal's
 * template ids never change), so concurrent starts and restarts add nothing twice.
 */
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { studyTemplates, studyTypes, type Database } from '@insight/db';
import { DEMO_STUDY_TYPES, DEMO_TEMPLATES, templateRowOf } from './content';

/** Ids of the catalogue's types and templates by their keys, as stored. */
export type CatalogueIds = { typeIds: Map<string, string>; templateIds: Map<string, string> };

/** Inserts the catalogue's missing study types and templates; answers the ids of all of them by key. */
export async function syncTemplateCatalogue(db: Database): Promise<CatalogueIds> {
  await db
    .insert(studyTypes)
    .values(DEMO_STUDY_TYPES.map(({ name, description }) => ({ name, description })))
    .onConflictDoNothing({ target: studyTypes.name });
  const typeRows = await db
    .select({ id: studyTypes.id, name: studyTypes.name })
    .from(studyTypes)
    .where(
      inArray(
        studyTypes.name,
        DEMO_STUDY_TYPES.map((t) => t.name),
      ),
    );
  const typeIds = new Map(DEMO_STUDY_TYPES.flatMap((t) => typeRows.filter((r) => r.name === t.name).map((r) => [t.key, r.id] as const)));
  // A database seeded before templates had keys: its catalogue rows (same names, no key) are adopted, not duplicated.
  const unkeyed = await db
    .select({ id: studyTemplates.id, name: studyTemplates.name })
    .from(studyTemplates)
    .where(
      and(
        isNull(studyTemplates.catalogueKey),
        inArray(
          studyTemplates.name,
          DEMO_TEMPLATES.map((t) => t.name),
        ),
      ),
    );
  const keyed = new Set(
    (await db.select({ key: studyTemplates.catalogueKey }).from(studyTemplates).where(isNotNull(studyTemplates.catalogueKey))).map((r) => r.key),
  );
  for (const tpl of DEMO_TEMPLATES) {
    const row = unkeyed.find((r) => r.name === tpl.name);
    if (!row || keyed.has(tpl.key)) continue;
    await db
      .update(studyTemplates)
      .set({ catalogueKey: tpl.key })
      .where(and(eq(studyTemplates.id, row.id), isNull(studyTemplates.catalogueKey)));
    keyed.add(tpl.key);
  }
  await db
    .insert(studyTemplates)
    .values(DEMO_TEMPLATES.map((tpl) => ({ ...templateRowOf(tpl), catalogueKey: tpl.key, studyTypeId: typeIds.get(tpl.type) ?? null })))
    .onConflictDoNothing({ target: studyTemplates.catalogueKey });
  const templateRows = await db
    .select({ id: studyTemplates.id, key: studyTemplates.catalogueKey })
    .from(studyTemplates)
    .where(isNotNull(studyTemplates.catalogueKey));
  const templateIds = new Map(templateRows.map((r) => [r.key as string, r.id]));
  return { typeIds, templateIds };
}
