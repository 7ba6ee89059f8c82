/**
 * Study reads (SPEC §3 Study; §7 Studies). Only repositories touch Drizzle; every function takes the
 * viewer's `clientId` and filters by it, so another client's study is simply not found.
 */
import { DATA_SOURCES, type STUDY_DISPLAY_STATUSES, type StudySortField } from '@insight/contracts';
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  analyses,
  businessQuestions,
  clients,
  insightQuotes,
  insights,
  quotes,
  recruitmentItems,
  segmentGroups,
  segments,
  showreels,
  studies,
  studyTags,
  tags,
  tasks,
  type Database,
  type RecruitmentItemRow,
  type SegmentRow,
  type StudyRow,
} from '@insight/db';
import { preparedFor, uuidArray } from '../../core/prepared';
import { isUuid, likePattern } from '../../core/sql';

/**
 * Filters of the studies list (SPEC §2 Studies list); all optional. `typeId`: a study type or template id, or a data
 * source. Ours: `status` (display status), `language`, `createdFrom`/`createdTo` (YYYY-MM-DD, inclusive, UTC days).
 */
export type StudyFilters = {
  projectId?: string;
  q?: string;
  typeId?: string;
  tag?: string;
  visibleProjectIds?: string[] | null;
  status?: (typeof STUDY_DISPLAY_STATUSES)[number];
  language?: string;
  createdFrom?: string;
  createdTo?: string;
  /** Study creation filters (SPEC §2 template_id, ai=true: brief-based = no template and a non-blank brief, SPEC §4). */
  templateId?: string;
  ai?: boolean;
};

/** Order of the studies list: field and direction (completed_at puts studies not completed last either way). */
export type StudySort = { by: StudySortField; order: 'asc' | 'desc' };

/** Counts of one study (SPEC §3 Study counts). */
type StudyCountsRow = {
  insights: number;
  interviews: number;
  customShowreels: number;
  curatedShowreels: number;
  quotes: number;
  businessQuestions: number;
};

/** A study row with its counts and curated showreel id. */
export type StudyListRow = StudyRow & { counts: StudyCountsRow; curatedShowreelId: string | null };

// Nested `sql` keeps column names table-qualified: drizzle writes bare names for top-level select expressions of
// single-table queries, which would bind the correlated sub-select's columns to the wrong table.
const countOf = (query: SQL) => sql<number>`(${query})`.mapWith(Number);
const subSelect = <T>(query: SQL) => sql<T>`(${query})`;

const studyColumns = getTableColumns(studies);

/** The first curated showreel of the study whose id and client are `id` and `clientId` (columns of the outer query). */
const curatedShowreelOf = (id: SQL | AnyColumn, clientId: SQL | AnyColumn) =>
  subSelect<string | null>(
    sql`select ${showreels.id} from ${showreels} where ${showreels.studyId} = ${id} and ${showreels.clientId} = ${clientId} and ${showreels.type} = 'CURATED' order by ${showreels.createdAt}, ${showreels.id} limit 1`,
  );

/** Tags by title, as JSON, of the study whose id and client are `id` and `clientId` (columns of the outer query). */
const tagsOf = (id: SQL | AnyColumn, clientId: SQL | AnyColumn) =>
  subSelect<{ id: string; title: string }[]>(
    sql`select coalesce(json_agg(json_build_object('id', ${tags.id}, 'title', ${tags.title}) order by ${tags.title}, ${tags.id}), '[]'::json)
      from ${studyTags} join ${tags} on ${tags.id} = ${studyTags.tagId} and ${tags.clientId} = ${clientId} where ${studyTags.studyId} = ${id}`,
  );

/** The client `clientId` (id, name, source-system id) as JSON, for the statement that lists or shows its studies. */
const clientOf = (clientId: string | SQL) =>
  subSelect<{ id: string; name: string; socrat_client_id: string | null } | null>(
    sql`select json_build_object('id', ${clients.id}, 'name', ${clients.name}, 'socrat_client_id', ${clients.socratClientId}) from ${clients} where ${clients.id} = ${clientId}`,
  );

/** The client as the service wants it, from {@link clientOf}'s JSON. */
const clientRow = (json: { id: string; name: string; socrat_client_id: string | null } | null) =>
  json && { id: json.id, name: json.name, socratClientId: json.socrat_client_id };

/**
 * The list's conditions with placeholders, the values they take and the shape (which filters, which branch) that
 * names the prepared statement: the client id is `clientId`; every other value is named after its filter.
 */
function filterConditions(filters: StudyFilters): { shape: string[]; conditions: SQL[]; values: Record<string, unknown> } {
  const shape: string[] = [];
  const conditions: SQL[] = [eq(studies.clientId, sql.placeholder('clientId'))];
  const values: Record<string, unknown> = {};
  const value = (name: string, given: unknown) => {
    shape.push(name);
    values[name] = given;
    return sql.placeholder(name);
  };
  if (filters.projectId) conditions.push(eq(studies.projectId, value('projectId', filters.projectId)));
  // SPEC §6 project access: a user without access to every project sees only their granted projects' studies.
  if (filters.visibleProjectIds) {
    if (filters.visibleProjectIds.length) conditions.push(sql`${studies.projectId} = any(${value('visible', uuidArray(filters.visibleProjectIds))}::uuid[])`);
    else {
      shape.push('none');
      conditions.push(sql`false`);
    }
  }
  if (filters.q) {
    const pattern = value('q', likePattern(filters.q));
    conditions.push(or(ilike(studies.title, pattern), ilike(studies.purpose, pattern))!);
  }
  if (filters.typeId) {
    const dataSource = DATA_SOURCES.find((source) => source === filters.typeId);
    conditions.push(
      dataSource
        ? eq(studies.dataSource, value('dataSource', dataSource))
        : sql`(${studies.studyTypeId} = ${value('typeId', filters.typeId)}::uuid or ${studies.templateId} = ${sql.placeholder('typeId')}::uuid)`,
    );
  }
  if (filters.templateId) conditions.push(eq(studies.templateId, value('templateId', filters.templateId)));
  if (filters.ai !== undefined) {
    shape.push(filters.ai ? 'ai' : 'notAi');
    conditions.push(
      filters.ai
        ? sql`(${studies.templateId} is null and btrim(coalesce(${studies.brief}, '')) <> '')`
        : sql`not (${studies.templateId} is null and btrim(coalesce(${studies.brief}, '')) <> '')`,
    );
  }
  if (filters.tag) {
    const tag = value(isUuid(filters.tag) ? 'tagId' : 'tag', filters.tag);
    const tagMatch = isUuid(filters.tag)
      ? sql`(${tags.id} = ${tag}::uuid or lower(${tags.title}) = lower(${sql.placeholder('tagId')}))`
      : sql`lower(${tags.title}) = lower(${tag})`;
    conditions.push(
      sql`exists (select 1 from ${studyTags} join ${tags} on ${tags.id} = ${studyTags.tagId} where ${studyTags.studyId} = ${studies.id} and ${tags.clientId} = ${sql.placeholder('clientId')} and ${tagMatch})`,
    );
  }
  if (filters.status) conditions.push(eq(studies.displayStatusCode, value('status', filters.status)));
  if (filters.language) conditions.push(eq(studies.language, value('language', filters.language)));
  if (filters.createdFrom) conditions.push(sql`${studies.createdAt} >= ${value('createdFrom', filters.createdFrom)}::date`);
  if (filters.createdTo) conditions.push(sql`${studies.createdAt} < (${value('createdTo', filters.createdTo)}::date + 1)`);
  return { shape, conditions, values };
}

function sortOrder(sort: StudySort): SQL[] {
  const direction = sort.order === 'asc' ? asc : desc;
  if (sort.by === 'title') return [direction(sql`lower(${studies.title})`), direction(studies.id)];
  if (sort.by === 'completed_at') return [sql`${studies.completedAt} ${sql.raw(sort.order)} nulls last`, desc(studies.createdAt), direction(studies.id)];
  return [direction(studies.createdAt), direction(studies.id)];
}

function toListRow(row: StudyRow & { curatedShowreelId: string | null }): StudyListRow {
  return {
    ...row,
    // Stored counts (decision 0240): kept exact by the triggers of migration 0018.
    counts: {
      insights: row.insightCount,
      interviews: row.interviewCount,
      customShowreels: row.customShowreelCount,
      curatedShowreels: row.curatedShowreelCount,
      quotes: row.quoteCount,
      businessQuestions: row.businessQuestionCount,
    },
  };
}

/** A listed study with its tags. */
export type StudyListRowWithTags = StudyListRow & { tags: { id: string; title: string }[] };

/** The client of a list or study as the service answers it (SPEC §3 Study client). */
export type StudiesClient = { id: string; name: string; socratClientId: string | null };

/**
 * One page of the client's studies in `sort` order (default newest first) with stored counts, tags and the curated
 * showreel, the total number matching `filters` and the client: one statement (decisions 0181, 0240). The page is cut
 * first (a sub-select with the window total and each row's place), so tags and the curated showreel are read for the
 * page's rows only, not for the rows an offset skips. Only a page without rows asks for the total and the client
 * separately.
 */
export async function listStudies(
  db: Database,
  clientId: string,
  filters: StudyFilters,
  page: { limit: number; offset: number },
  sort: StudySort = { by: 'created_at', order: 'desc' },
): Promise<{ rows: StudyListRowWithTags[]; total: number; client: StudiesClient | null }> {
  const { shape, conditions, values } = filterConditions(filters);
  const where = and(...conditions);
  const order = sortOrder(sort);
  const query = preparedFor(db, 'studies_list', [...shape, sort.by, sort.order], (name) => {
    const cut = db
      .select({
        ...studyColumns,
        total: sql<number>`count(*) over ()`.as('total'),
        place: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('place'),
      })
      .from(studies)
      .where(where)
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    const pageColumns = Object.fromEntries(Object.keys(studyColumns).map((key) => [key, cut[key as keyof typeof studyColumns]])) as {
      [K in keyof typeof studyColumns]: (typeof cut)[K];
    };
    return db
      .select({
        ...pageColumns,
        total: sql<number>`${cut.total}`.mapWith(Number),
        curatedShowreelId: curatedShowreelOf(cut.id, cut.clientId),
        tags: tagsOf(cut.id, cut.clientId),
        client: clientOf(sql`${sql.placeholder('clientId')}::uuid`),
      })
      .from(cut)
      .orderBy(asc(cut.place))
      .prepare(name);
  });
  const rows = await query.execute({ ...values, clientId, limit: page.limit, offset: page.offset });
  if (rows.length === 0) {
    // No row to carry the window and the client: only then are they statements of their own.
    const counted = preparedFor(db, 'studies_count', shape, (name) => db.select({ total: count() }).from(studies).where(where).prepare(name));
    const [[{ total }], client] = await Promise.all([
      page.offset > 0 ? counted.execute({ ...values, clientId }) : Promise.resolve([{ total: 0 }]),
      findClientOfStudies(db, clientId),
    ]);
    return { rows: [], total, client };
  }
  return {
    rows: rows.map(({ tags: t, total: _t, client: _c, ...row }) => ({ ...toListRow(row as StudyRow & { curatedShowreelId: string | null }), tags: t })),
    total: rows[0].total,
    client: clientRow(rows[0].client),
  };
}

/** The study detail statement, prepared once per database (decision 0240): the study, its client and small lists. */
const detailQueries = new WeakMap<Database, ReturnType<typeof prepareStudyDetail>>();

function prepareStudyDetail(db: Database) {
  const clientId = sql.placeholder('clientId');
  return db
    .select({
      ...studyColumns,
      curatedShowreelId: curatedShowreelOf(studies.id, studies.clientId),
      tags: tagsOf(studies.id, studies.clientId),
      client: clientOf(sql`${studies.clientId}`),
      segmentGroups: subSelect<{ id: string; title: string }[]>(
        sql`select coalesce(json_agg(json_build_object('id', ${segmentGroups.id}, 'title', ${segmentGroups.title}) order by ${segmentGroups.title}, ${segmentGroups.id}), '[]'::json)
          from ${segmentGroups} where ${segmentGroups.clientId} = ${studies.clientId} and ${segmentGroups.studyId} = ${studies.id}`,
      ),
      segments: subSelect<Record<string, unknown>[]>(
        sql`select coalesce(json_agg(to_jsonb(${segments}) order by ${segments.position}, ${segments.createdAt}, ${segments.id}), '[]'::json)
          from ${segments} where ${segments.clientId} = ${studies.clientId} and ${segments.studyId} = ${studies.id}`,
      ),
      recruitment: subSelect<Record<string, unknown>[]>(
        sql`select coalesce(json_agg(to_jsonb(${recruitmentItems}) order by ${recruitmentItems.createdAt}, ${recruitmentItems.id}), '[]'::json)
          from ${recruitmentItems} where ${recruitmentItems.clientId} = ${studies.clientId} and ${recruitmentItems.studyId} = ${studies.id}`,
      ),
      analyses: subSelect<{ id: string; title: string }[]>(
        sql`select coalesce(json_agg(json_build_object('id', ${analyses.id}, 'title', ${analyses.title}) order by ${analyses.createdAt}, ${analyses.id}), '[]'::json)
          from ${analyses} where ${analyses.clientId} = ${studies.clientId} and ${analyses.studyId} = ${studies.id}`,
      ),
    })
    .from(studies)
    .where(and(eq(studies.clientId, clientId), eq(studies.id, sql.placeholder('studyId'))))
    .limit(1)
    .prepare('study_detail');
}

/** A study with everything its detail page shows (SPEC §3 Study incl. further fields). */
export type StudyDetailRow = StudyListRowWithTags & {
  client: StudiesClient | null;
  segmentGroups: { id: string; title: string }[];
  analyses: { id: string; title: string }[];
  segments: SegmentWithCounts[];
  recruitment: RecruitmentItemRow[];
};

/** A row of `to_jsonb(table)` (snake_case keys, timestamps as text) as Drizzle would answer it: camelCase keys, `Date`s. */
function rowFromJson<T>(json: Record<string, unknown>): T {
  return Object.fromEntries(
    Object.entries(json).map(([key, value]) => [
      key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()),
      key === 'created_at' || key === 'updated_at' ? new Date(value as string) : value,
    ]),
  ) as T;
}

/**
 * The study `studyId` of the client with stored counts, tags, curated showreel, client, segment groups (by title),
 * analyses (oldest first), segments with their interview and quote counts (position order) and recruitment items, or
 * null (absent or another client's): one prepared statement.
 */
export async function findStudy(db: Database, clientId: string, studyId: string): Promise<StudyDetailRow | null> {
  let query = detailQueries.get(db);
  if (!query) {
    query = prepareStudyDetail(db);
    detailQueries.set(db, query);
  }
  const [row] = await query.execute({ clientId, studyId });
  if (!row) return null;
  const { tags: t, client, segmentGroups: groups, analyses: found, segments: segmentJson, recruitment, ...study } = row;
  return {
    ...toListRow(study),
    tags: t,
    client: clientRow(client),
    segmentGroups: groups,
    analyses: found,
    segments: segmentJson.map((json) => {
      const segment = rowFromJson<SegmentRow>(json);
      return { segment, interviews: segment.interviewCount, quotes: segment.quoteCount };
    }),
    recruitment: recruitment.map((item) => rowFromJson<RecruitmentItemRow>(item)),
  };
}

/** True when the client has a study `studyId`. */
export async function studyExists(db: Database, clientId: string, studyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: studies.id })
    .from(studies)
    .where(and(eq(studies.clientId, clientId), eq(studies.id, studyId)))
    .limit(1);
  return Boolean(row);
}

/** The client's name and source-system id (SPEC §3 Study client). */
export async function findClientOfStudies(db: Database, clientId: string) {
  const [row] = await db
    .select({ id: clients.id, name: clients.name, socratClientId: clients.socratClientId })
    .from(clients)
    .where(eq(clients.id, clientId))
    .limit(1);
  return row ?? null;
}

/** Segments of a study in position order, with their stored interview and quote counts (SPEC §7 /v3/studies/{id}/segments; decision 0240). */
export async function segmentsOfStudy(db: Database, clientId: string, studyId: string) {
  const rows = await db
    .select()
    .from(segments)
    .where(and(eq(segments.clientId, clientId), eq(segments.studyId, studyId)))
    .orderBy(asc(segments.position), asc(segments.createdAt), asc(segments.id));
  return rows.map((segment) => ({ segment, interviews: segment.interviewCount, quotes: segment.quoteCount }));
}

/** A segment row with its interview and quote counts. */
export type SegmentWithCounts = Awaited<ReturnType<typeof segmentsOfStudy>>[number];

/**
 * Business questions of a study in position order with their task ids and counts: insights answering
 * them, and quotes linked directly, through their task, or through an insight (SPEC §3 Quote filters).
 */
export async function businessQuestionsOfStudy(db: Database, clientId: string, studyId: string) {
  const rows = await db
    .select({
      question: businessQuestions,
      insights: countOf(
        sql`select count(*) from ${insights} where ${insights.businessQuestionId} = ${businessQuestions.id} and ${insights.clientId} = ${clientId}`,
      ),
      quotes:
        countOf(sql`select count(*) from ${quotes} where ${quotes.clientId} = ${clientId} and ${quotes.studyId} = ${studyId} and ${quotes.deletedAt} is null and (
        ${quotes.businessQuestionId} = ${businessQuestions.id}
        or exists (select 1 from ${tasks} where ${tasks.id} = ${quotes.taskId} and ${tasks.businessQuestionId} = ${businessQuestions.id})
        or exists (select 1 from ${tasks} where ${tasks.id} = ${quotes.taskId} and ${tasks.parentTaskId} in (
                   select ${tasks.id} from ${tasks} where ${tasks.businessQuestionId} = ${businessQuestions.id}))
        or exists (select 1 from ${insightQuotes} join ${insights} on ${insights.id} = ${insightQuotes.insightId}
                   where ${insightQuotes.quoteId} = ${quotes.id} and ${insights.businessQuestionId} = ${businessQuestions.id}))`),
    })
    .from(businessQuestions)
    .where(and(eq(businessQuestions.clientId, clientId), eq(businessQuestions.studyId, studyId)))
    .orderBy(asc(businessQuestions.position), asc(businessQuestions.createdAt), asc(businessQuestions.id));
  const ids = rows.map((r) => r.question.id);
  const taskRows = ids.length
    ? await db
        .select({ id: tasks.id, businessQuestionId: tasks.businessQuestionId })
        .from(tasks)
        .where(and(eq(tasks.clientId, clientId), inArray(tasks.businessQuestionId, ids)))
        .orderBy(asc(tasks.position), asc(tasks.id))
    : [];
  return rows.map((row) => ({
    ...row,
    taskIds: taskRows.filter((t) => t.businessQuestionId === row.question.id).map((t) => t.id),
  }));
}

/** A business question row with its task ids and counts. */
export type BusinessQuestionWithCounts = Awaited<ReturnType<typeof businessQuestionsOfStudy>>[number];
