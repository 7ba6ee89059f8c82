/** Study creation queries (SPEC §7 Marketplace, Orders, Legacy studies): every client-owned read and write filters by `clientId`. */
import { and, asc, desc, eq, ilike, inArray, isNull, or, gte, lte, arrayContains, sql } from 'drizzle-orm';
import {
  businessQuestions,
  interviews,
  projects,
  recruitmentItems,
  segments,
  studies,
  studyBuilderStates,
  studyMaterials,
  studyOrders,
  studyTemplates,
  studyTypes,
  tasks,
  type AiInputsJson,
  type Database,
  type DraftRecruitmentJson,
  type UnsavedBusinessQuestionJson,
  type UnsavedSectionJson,
} from '@insight/db';
import { likePattern } from '../../core/sql';

/** Every marketplace study type by name. */
export function listStudyTypes(db: Database) {
  return db.select({ id: studyTypes.id, name: studyTypes.name, description: studyTypes.description }).from(studyTypes).orderBy(asc(studyTypes.name));
}

const templateColumns = { template: studyTemplates, type: { id: studyTypes.id, name: studyTypes.name } };

/** Templates matching the browser's filters (SPEC §7: type, stimuli count within the range, language, free text), by name. */
export function listTemplates(db: Database, filters: { typeId?: string; stimuliCount?: number; languageCode?: string; q?: string }) {
  const where = [
    filters.typeId ? eq(studyTemplates.studyTypeId, filters.typeId) : undefined,
    filters.stimuliCount !== undefined
      ? and(lte(studyTemplates.minStimuliCount, filters.stimuliCount), gte(studyTemplates.maxStimuliCount, filters.stimuliCount))
      : undefined,
    filters.languageCode ? arrayContains(studyTemplates.languageCodes, [filters.languageCode]) : undefined,
    filters.q
      ? or(
          ilike(studyTemplates.name, likePattern(filters.q)),
          ilike(studyTemplates.description, likePattern(filters.q)),
          ilike(studyTemplates.purpose, likePattern(filters.q)),
        )
      : undefined,
  ];
  return db
    .select(templateColumns)
    .from(studyTemplates)
    .leftJoin(studyTypes, eq(studyTypes.id, studyTemplates.studyTypeId))
    .where(and(...where))
    .orderBy(asc(studyTemplates.name), asc(studyTemplates.id));
}

/** One template with its type, or undefined. */
export async function findTemplate(db: Database, id: string) {
  const [row] = await db
    .select(templateColumns)
    .from(studyTemplates)
    .leftJoin(studyTypes, eq(studyTypes.id, studyTemplates.studyTypeId))
    .where(eq(studyTemplates.id, id));
  return row;
}

/** The client's study row, or undefined. */
export async function findStudy(db: Database, clientId: string, studyId: string) {
  const [row] = await db
    .select()
    .from(studies)
    .where(and(eq(studies.clientId, clientId), eq(studies.id, studyId)));
  return row;
}

/** Everything a draft answer shows besides the study row. */
export async function draftParts(db: Database, clientId: string, studyId: string) {
  const [state, questions, taskRows, materials, orders] = await Promise.all([
    db
      .select()
      .from(studyBuilderStates)
      .where(and(eq(studyBuilderStates.clientId, clientId), eq(studyBuilderStates.studyId, studyId))),
    db
      .select()
      .from(businessQuestions)
      .where(and(eq(businessQuestions.clientId, clientId), eq(businessQuestions.studyId, studyId)))
      .orderBy(asc(businessQuestions.position), asc(businessQuestions.createdAt)),
    db
      .select()
      .from(tasks)
      .where(and(eq(tasks.clientId, clientId), eq(tasks.studyId, studyId)))
      .orderBy(asc(tasks.position), asc(tasks.createdAt)),
    db
      .select()
      .from(studyMaterials)
      .where(and(eq(studyMaterials.clientId, clientId), eq(studyMaterials.studyId, studyId)))
      .orderBy(asc(studyMaterials.position), asc(studyMaterials.createdAt)),
    db
      .select()
      .from(studyOrders)
      .where(and(eq(studyOrders.clientId, clientId), eq(studyOrders.studyId, studyId))),
  ]);
  return { state: state[0], questions, tasks: taskRows, materials, order: orders[0] };
}

/** Ids among `ids` that exist in any client's business questions but not in this study's. */
export async function foreignBusinessQuestionIds(db: Database, studyId: string, ids: string[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: businessQuestions.id, studyId: businessQuestions.studyId })
    .from(businessQuestions)
    .where(inArray(businessQuestions.id, ids));
  return rows.filter((r) => r.studyId !== studyId).map((r) => r.id);
}

/** Inserts or replaces the builder state of a study. */
export async function upsertBuilderState(
  db: Database,
  values: {
    studyId: string;
    clientId: string;
    stepName?: (typeof studyBuilderStates.$inferInsert)['stepName'];
    introduction?: string;
    recruitment?: DraftRecruitmentJson;
    /** SPEC §4 builder state: undefined keeps, null clears. */
    unsavedBusinessQuestions?: UnsavedBusinessQuestionJson[] | null;
    unsavedSections?: UnsavedSectionJson[] | null;
    aiOutlineInputs?: AiInputsJson | null;
    aiDesignInputs?: AiInputsJson | null;
  },
) {
  const { studyId, clientId, ...changes } = values;
  await db
    .insert(studyBuilderStates)
    .values({ studyId, clientId, ...changes })
    .onConflictDoUpdate({ target: studyBuilderStates.studyId, set: { ...changes, updatedAt: new Date() } });
}

/** Deletes the study's top-level tasks (subtasks go with them) and any orphan subtasks. */
export async function deleteTasksOfStudy(db: Database, clientId: string, studyId: string) {
  await db.delete(tasks).where(and(eq(tasks.clientId, clientId), eq(tasks.studyId, studyId), isNull(tasks.segmentId)));
}

/** The number of materials of a study (for positions). */
export async function countMaterials(db: Database, clientId: string, studyId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(studyMaterials)
    .where(and(eq(studyMaterials.clientId, clientId), eq(studyMaterials.studyId, studyId)));
  return row?.n ?? 0;
}

/** The client's material `id` of `studyId`, or undefined. */
export async function findMaterial(db: Database, clientId: string, studyId: string, id: string) {
  const [row] = await db
    .select()
    .from(studyMaterials)
    .where(and(eq(studyMaterials.clientId, clientId), eq(studyMaterials.studyId, studyId), eq(studyMaterials.id, id)));
  return row;
}

/** Segments and recruitment items of a study (replaced on ordering). */
export async function deleteSegmentsOfStudy(db: Database, clientId: string, studyId: string) {
  await db.delete(recruitmentItems).where(and(eq(recruitmentItems.clientId, clientId), eq(recruitmentItems.studyId, studyId)));
  await db.delete(segments).where(and(eq(segments.clientId, clientId), eq(segments.studyId, studyId)));
}

/** Ids of the participant segments stored for a study (after ordering, or imported). */
export async function segmentIdsOfStudy(db: Database, clientId: string, studyId: string): Promise<string[]> {
  const rows = await db
    .select({ id: segments.id })
    .from(segments)
    .where(and(eq(segments.clientId, clientId), eq(segments.studyId, studyId)));
  return rows.map((r) => r.id);
}

/** True when `projectId` is a project of the client. */
export async function projectOfClient(db: Database, clientId: string, projectId: string) {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.clientId, clientId), eq(projects.id, projectId)));
  return Boolean(row);
}

/** Recruitment items and segments of a study (for the export of an ordered or imported study). */
export async function recruitmentOf(db: Database, clientId: string, studyId: string) {
  const [items, segmentRows] = await Promise.all([
    db
      .select()
      .from(recruitmentItems)
      .where(and(eq(recruitmentItems.clientId, clientId), eq(recruitmentItems.studyId, studyId))),
    db
      .select({ id: segments.id, title: segments.title })
      .from(segments)
      .where(and(eq(segments.clientId, clientId), eq(segments.studyId, studyId))),
  ]);
  return { items, segmentRows };
}

/** One page of the study's interviews (newest first) and the total. */
export async function interviewsOfStudy(db: Database, clientId: string, studyId: string, page: { limit: number; offset: number }) {
  const where = and(eq(interviews.clientId, clientId), eq(interviews.studyId, studyId));
  const [rows, [total]] = await Promise.all([
    db.select().from(interviews).where(where).orderBy(desc(interviews.createdAt), asc(interviews.id)).limit(page.limit).offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(interviews)
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
