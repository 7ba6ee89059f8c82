/**
 * Findings reads and writes (SPEC §3 Insight, Analysis, business questions; §7). Every function takes the client id it
 * filters by, so another client's row is simply not found; project visibility comes in as a condition.
 */
import { and, asc, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  analyses,
  analysisCategories,
  businessQuestions,
  insightQuotes,
  insights,
  insightTasks,
  projects,
  quotes,
  segments,
  showreels,
  studies,
  tasks,
  type Database,
} from '@insight/db';
import { microsToIso } from '../../core/pagination';
import { epochMicros, likePattern } from '../../core/sql';

/** Filters of an insight list: visibility condition (project access), study or project, business question, search. */
export type InsightFilters = { visible?: SQL; studyId?: string; projectId?: string; objectiveId?: string; q?: string };

const insightColumns = getTableColumns(insights);
const countOf = (query: SQL) => sql<number>`(${query})`.mapWith(Number);

const insightFields = {
  ...insightColumns,
  businessQuestionTitle: businessQuestions.title,
  businessQuestionPosition: businessQuestions.position,
  showreelType: showreels.type,
  quoteCount: countOf(sql`select count(*) from ${insightQuotes} where ${insightQuotes.insightId} = ${insights.id}`),
  taskIds: sql<
    string[]
  >`coalesce((select array_agg(${insightTasks.taskId}::text order by ${insightTasks.position}) from ${insightTasks} where ${insightTasks.insightId} = ${insights.id}), '{}'::text[])`,
  studyCompletedAt: studies.completedAt,
  /** The study's completion in epoch microseconds (null: not completed), for the list's keyset. */
  completedKey: epochMicros(studies.completedAt) as SQL<string | null>,
};

function insightConditions(clientId: string, filters: InsightFilters): SQL[] {
  const where: SQL[] = [eq(insights.clientId, clientId)];
  if (filters.visible) where.push(filters.visible);
  if (filters.studyId) where.push(eq(insights.studyId, filters.studyId));
  if (filters.projectId) where.push(eq(studies.projectId, filters.projectId));
  if (filters.objectiveId) where.push(eq(insights.businessQuestionId, filters.objectiveId));
  if (filters.q) {
    const pattern = likePattern(filters.q);
    where.push(or(ilike(insights.title, pattern), ilike(insights.lead, pattern), ilike(insights.content, pattern), ilike(businessQuestions.title, pattern))!);
  }
  return where;
}

// Business questions without a position sort last (nulls last); the same expression orders and continues a keyset.
const questionPlace = sql<number>`coalesce(${businessQuestions.position}, 2147483647)`;
const insightOrder = [desc(studies.completedAt), asc(studies.id), asc(questionPlace), asc(insights.position), asc(insights.id)];

/**
 * Where an insight list page starts (decision 0240): after the insight with these sort keys: its study's completion
 * (epoch microseconds, null for a study not completed: those come first), study id, business question place
 * (position, null for none), position and id.
 */
export type InsightKeyset = { completed: string | null; studyId: string; questionPosition: number | null; position: number; id: string };

/** Rows after `k` in {@link insightOrder}: study completion descending (nulls first), then the rest ascending. */
function afterCondition(k: InsightKeyset): SQL {
  const tail = sql`(${studies.id}, ${questionPlace}, ${insights.position}, ${insights.id}) > (${k.studyId}::uuid, ${k.questionPosition ?? 2147483647}::int, ${k.position}::int, ${k.id}::uuid)`;
  if (k.completed === null) return sql`(${studies.completedAt} is not null or ${tail})`;
  const completed = sql`${microsToIso(k.completed)}::timestamptz`;
  return sql`(${studies.completedAt} < ${completed} or (${studies.completedAt} = ${completed} and ${tail}))`;
}

/**
 * A page of the client's insights matching `filters`, ordered by study (newest completed first), business question
 * and position: after the keyset `after` (stable at any depth) or from `offset`; `limit` rows at most. Each row carries
 * its keyset (`completedKey` in epoch microseconds).
 */
export async function listInsights(
  db: Database,
  clientId: string,
  filters: InsightFilters,
  page: { offset?: number; after?: InsightKeyset | null; limit: number },
) {
  const where = insightConditions(clientId, filters);
  if (page.after) where.push(afterCondition(page.after));
  return db
    .select(insightFields)
    .from(insights)
    .innerJoin(studies, eq(studies.id, insights.studyId))
    .leftJoin(businessQuestions, eq(businessQuestions.id, insights.businessQuestionId))
    .leftJoin(showreels, eq(showreels.id, insights.showreelId))
    .where(and(...where))
    .orderBy(...insightOrder)
    .limit(page.limit)
    .offset(page.offset ?? 0);
}

/** An insight row with its business question, showreel type, quote count and chart task ids. */
export type InsightRow = Awaited<ReturnType<typeof listInsights>>[number];

/** The client's insight `id`, or null. */
export async function findInsight(db: Database, clientId: string, id: string): Promise<InsightRow | null> {
  const [row] = await db
    .select(insightFields)
    .from(insights)
    .innerJoin(studies, eq(studies.id, insights.studyId))
    .leftJoin(businessQuestions, eq(businessQuestions.id, insights.businessQuestionId))
    .leftJoin(showreels, eq(showreels.id, insights.showreelId))
    .where(and(eq(insights.clientId, clientId), eq(insights.id, id)))
    .limit(1);
  return row ?? null;
}

/** Ids of the insights of study `studyId` in reading order (business question, position): for previous/next. */
export async function insightOrderOfStudy(db: Database, clientId: string, studyId: string): Promise<string[]> {
  const rows = await db
    .select({ id: insights.id })
    .from(insights)
    .leftJoin(businessQuestions, eq(businessQuestions.id, insights.businessQuestionId))
    .where(and(eq(insights.clientId, clientId), eq(insights.studyId, studyId)))
    .orderBy(sql`${businessQuestions.position} asc nulls last`, asc(insights.position), asc(insights.id));
  return rows.map((r) => r.id);
}

/** Quote ids supporting insight `insightId`, in order. */
export async function quoteIdsOfInsight(db: Database, insightId: string): Promise<string[]> {
  const rows = await db
    .select({ id: insightQuotes.quoteId })
    .from(insightQuotes)
    .where(eq(insightQuotes.insightId, insightId))
    .orderBy(asc(insightQuotes.position));
  return rows.map((r) => r.id);
}

/** Supporting quote ids of each of the insights `insightIds`, in their order (insights without quotes are left out). */
export async function quoteIdsOfInsights(db: Database, insightIds: readonly string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (insightIds.length === 0) return map;
  const rows = await db
    .select({ insightId: insightQuotes.insightId, id: insightQuotes.quoteId })
    .from(insightQuotes)
    .where(inArray(insightQuotes.insightId, [...insightIds]))
    .orderBy(asc(insightQuotes.insightId), asc(insightQuotes.position));
  for (const row of rows) map.set(row.insightId, [...(map.get(row.insightId) ?? []), row.id]);
  return map;
}

/** Which of `quoteIds` are quotes of the client's study `studyId`. */
export async function quotesOfStudy(db: Database, clientId: string, studyId: string, quoteIds: readonly string[]): Promise<Set<string>> {
  if (quoteIds.length === 0) return new Set();
  const rows = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.clientId, clientId), eq(quotes.studyId, studyId), inArray(quotes.id, [...quoteIds])));
  return new Set(rows.map((r) => r.id));
}

/** The client's showreel `id` of study `studyId`, or null. */
export async function findStudyShowreel(db: Database, clientId: string, studyId: string, id: string) {
  const [row] = await db
    .select({ id: showreels.id, title: showreels.title, type: showreels.type, published: showreels.published, thumbnailKey: showreels.thumbnailKey })
    .from(showreels)
    .where(and(eq(showreels.clientId, clientId), eq(showreels.studyId, studyId), eq(showreels.id, id)))
    .limit(1);
  return row ?? null;
}

/**
 * Updates insight `id` when its `updated_at` still equals `expected` (to the millisecond) and replaces its quotes when
 * given, in one transaction; false when stale or gone (nothing changed).
 */
export async function updateInsight(
  db: Database,
  clientId: string,
  id: string,
  values: Partial<typeof insights.$inferInsert>,
  quoteIds: readonly string[] | undefined,
  expected: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(insights)
      .set({ ...values, updatedAt: new Date() })
      .where(
        and(
          eq(insights.clientId, clientId),
          eq(insights.id, id),
          sql`date_trunc('milliseconds', ${insights.updatedAt}) = ${expected.toISOString()}::timestamptz`,
        ),
      )
      .returning({ id: insights.id });
    if (updated.length === 0) return false;
    if (quoteIds) {
      await tx.delete(insightQuotes).where(eq(insightQuotes.insightId, id));
      if (quoteIds.length) await tx.insert(insightQuotes).values(quoteIds.map((quoteId, position) => ({ insightId: id, quoteId, position })));
    }
    return true;
  });
}

/** Conditions of a business-question list: client, visibility, study or project. */
function questionConditions(clientId: string, f: { visible?: SQL; studyId?: string; projectId?: string }): SQL[] {
  const where: SQL[] = [eq(businessQuestions.clientId, clientId)];
  if (f.visible) where.push(f.visible);
  if (f.studyId) where.push(eq(businessQuestions.studyId, f.studyId));
  if (f.projectId) where.push(eq(studies.projectId, f.projectId));
  return where;
}

/** A page of the client's business questions (objectives), by study (newest first) then position. */
export async function listBusinessQuestions(
  db: Database,
  clientId: string,
  f: { visible?: SQL; studyId?: string; projectId?: string },
  page: { offset: number; limit: number },
) {
  return db
    .select({ question: businessQuestions })
    .from(businessQuestions)
    .innerJoin(studies, eq(studies.id, businessQuestions.studyId))
    .where(and(...questionConditions(clientId, f)))
    .orderBy(desc(studies.createdAt), asc(studies.id), asc(businessQuestions.position), asc(businessQuestions.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** The client's business question `id`, or null. */
export async function findBusinessQuestion(db: Database, clientId: string, id: string) {
  const [row] = await db
    .select()
    .from(businessQuestions)
    .where(and(eq(businessQuestions.clientId, clientId), eq(businessQuestions.id, id)))
    .limit(1);
  return row ?? null;
}

/** Top-level tasks of business questions `ids` in position order. */
export async function tasksOfQuestions(db: Database, clientId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: tasks.id,
      businessQuestionId: tasks.businessQuestionId,
      type: tasks.type,
      text: tasks.text,
      textEn: tasks.textEn,
      positionName: tasks.positionName,
    })
    .from(tasks)
    .where(and(eq(tasks.clientId, clientId), inArray(tasks.businessQuestionId, [...ids]), sql`${tasks.parentTaskId} is null`))
    .orderBy(asc(tasks.position), asc(tasks.id));
}

/** Top-level tasks of study `studyId` in position order (for analyze results and the export). */
export async function tasksOfStudy(db: Database, clientId: string, studyId: string) {
  return db
    .select({ id: tasks.id, businessQuestionId: tasks.businessQuestionId, type: tasks.type, position: tasks.position })
    .from(tasks)
    .where(and(eq(tasks.clientId, clientId), eq(tasks.studyId, studyId), sql`${tasks.parentTaskId} is null`))
    .orderBy(asc(tasks.position), asc(tasks.id));
}

/** Insight and quote counts of business questions `ids` (quotes linked to the question directly or through an insight). */
export async function questionCounts(db: Database, clientId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { insights: number; quotes: number }>();
  const rows = await db
    .select({
      id: businessQuestions.id,
      insights: countOf(
        sql`select count(*) from ${insights} where ${insights.businessQuestionId} = ${businessQuestions.id} and ${insights.clientId} = ${clientId}`,
      ),
      quotes: countOf(sql`select count(*) from ${quotes} where ${quotes.clientId} = ${clientId} and (${quotes.businessQuestionId} = ${businessQuestions.id}
        or exists (select 1 from ${insightQuotes} join ${insights} on ${insights.id} = ${insightQuotes.insightId}
                   where ${insightQuotes.quoteId} = ${quotes.id} and ${insights.businessQuestionId} = ${businessQuestions.id}))`),
    })
    .from(businessQuestions)
    .where(and(eq(businessQuestions.clientId, clientId), inArray(businessQuestions.id, [...ids])));
  return new Map(rows.map((r) => [r.id, { insights: r.insights, quotes: r.quotes }]));
}

/** Showreels shown with a business question: those of its insights, then the study's curated reel. */
export async function showreelsOfQuestion(db: Database, clientId: string, questionId: string, studyId: string) {
  return db
    .select({ id: showreels.id, title: showreels.title, type: showreels.type })
    .from(showreels)
    .where(
      and(
        eq(showreels.clientId, clientId),
        eq(showreels.studyId, studyId),
        or(
          sql`${showreels.id} in (select ${insights.showreelId} from ${insights} where ${insights.businessQuestionId} = ${questionId})`,
          eq(showreels.type, 'CURATED'),
        ),
      ),
    )
    .orderBy(asc(showreels.createdAt), asc(showreels.id));
}

/** Updates a business question when `updated_at` still equals `expected`; false when stale or gone. */
export async function updateBusinessQuestion(db: Database, clientId: string, id: string, values: { title?: string; description?: string }, expected: Date) {
  const updated = await db
    .update(businessQuestions)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(businessQuestions.clientId, clientId),
        eq(businessQuestions.id, id),
        sql`date_trunc('milliseconds', ${businessQuestions.updatedAt}) = ${expected.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: businessQuestions.id });
  return updated.length > 0;
}

/** The client's segment `id` (study and language), or null. */
export async function findSegment(db: Database, clientId: string, id: string) {
  const [row] = await db
    .select({ id: segments.id, studyId: segments.studyId })
    .from(segments)
    .where(and(eq(segments.clientId, clientId), eq(segments.id, id)))
    .limit(1);
  return row ?? null;
}

/** The client's study `id` (project, title, language, key takeaways, cover), or null. */
export async function findStudy(db: Database, clientId: string, id: string) {
  const [row] = await db
    .select()
    .from(studies)
    .where(and(eq(studies.clientId, clientId), eq(studies.id, id)))
    .limit(1);
  return row ?? null;
}

/** The client's project `projectId` (id, title), or null. */
export async function findProject(db: Database, clientId: string, projectId: string) {
  const [row] = await db
    .select({ id: projects.id, title: projects.title })
    .from(projects)
    .where(and(eq(projects.clientId, clientId), eq(projects.id, projectId)))
    .limit(1);
  return row ?? null;
}

/** Studies of project `projectId` of the client that match `visible`, newest first. */
export async function studiesOfProject(db: Database, clientId: string, projectId: string, visible?: SQL) {
  return db
    .select()
    .from(studies)
    .where(and(eq(studies.clientId, clientId), eq(studies.projectId, projectId), ...(visible ? [visible] : [])))
    .orderBy(desc(studies.createdAt), asc(studies.id));
}

const analysisFields = {
  ...getTableColumns(analyses),
  showreelType: showreels.type,
  categoryIds: sql<
    string[]
  >`coalesce((select array_agg(${analysisCategories.categoryId}::text order by ${analysisCategories.categoryId}) from ${analysisCategories} where ${analysisCategories.analysisId} = ${analyses.id}), '{}'::text[])`,
};

/** A page of the client's analyses, newest first, optionally of one study or in any of `categoryIds`. */
export async function listAnalyses(
  db: Database,
  clientId: string,
  f: { visible?: SQL; studyId?: string; categoryIds?: string[] },
  page: { offset: number; limit: number },
) {
  const where: SQL[] = [eq(analyses.clientId, clientId)];
  if (f.visible) where.push(f.visible);
  if (f.studyId) where.push(eq(analyses.studyId, f.studyId));
  if (f.categoryIds?.length) {
    where.push(
      sql`exists (select 1 from ${analysisCategories} where ${analysisCategories.analysisId} = ${analyses.id} and ${inArray(analysisCategories.categoryId, f.categoryIds)})`,
    );
  }
  return db
    .select(analysisFields)
    .from(analyses)
    .leftJoin(showreels, eq(showreels.id, analyses.showreelId))
    .where(and(...where))
    .orderBy(desc(analyses.createdAt), asc(analyses.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** An analysis row with its showreel type and category ids. */
export type AnalysisRow = Awaited<ReturnType<typeof listAnalyses>>[number];

/** The client's analysis `id`, or null. */
export async function findAnalysis(db: Database, clientId: string, id: string): Promise<AnalysisRow | null> {
  const [row] = await db
    .select(analysisFields)
    .from(analyses)
    .leftJoin(showreels, eq(showreels.id, analyses.showreelId))
    .where(and(eq(analyses.clientId, clientId), eq(analyses.id, id)))
    .limit(1);
  return row ?? null;
}

/** Business questions (id, title) of studies `studyIds`, in position order. */
export async function questionTitlesOfStudies(db: Database, clientId: string, studyIds: readonly string[]) {
  if (studyIds.length === 0) return [];
  return db
    .select({
      id: businessQuestions.id,
      studyId: businessQuestions.studyId,
      title: businessQuestions.title,
      description: businessQuestions.description,
      position: businessQuestions.position,
    })
    .from(businessQuestions)
    .where(and(eq(businessQuestions.clientId, clientId), inArray(businessQuestions.studyId, [...studyIds])))
    .orderBy(asc(businessQuestions.position), asc(businessQuestions.id));
}

/** Updates an analysis when `updated_at` still equals `expected`; false when stale or gone. */
export async function updateAnalysis(db: Database, clientId: string, id: string, values: Partial<typeof analyses.$inferInsert>, expected: Date) {
  const updated = await db
    .update(analyses)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(analyses.clientId, clientId),
        eq(analyses.id, id),
        sql`date_trunc('milliseconds', ${analyses.updatedAt}) = ${expected.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: analyses.id });
  return updated.length > 0;
}
