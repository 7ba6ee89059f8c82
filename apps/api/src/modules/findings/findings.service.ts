/**
 * Findings rules (SPEC §3 Insight, Chart, Analysis, Analyze-results filters; §6 update_study; §7): reads are limited to
 * the client and the viewer's projects (else 404); edits need update_study (403) and a current `updated_at` (stale:
 * 409, nothing changes); ids of another client or study inside a write are a 400 naming the field.
 */
import type { AnalyzeResultsQuery, InsightsQuery, Translation, UpdateAnalysisBody, UpdateBusinessQuestionBody, UpdateInsightBody } from '@insight/contracts';
import { analyses, businessQuestions, insights, type Database } from '@insight/db';
import { AppError, invalidField, notFound } from '../../core/app-error';
import type { ClientScope } from '../../core/client-scope';
import { requirePermission } from '../../core/policies';
import { isStudyVisible, visibleStudyCondition } from '../../core/project-visibility';
import { findQuotesInOrder } from '../quotes';
import { CHARTABLE_TASK_TYPES, computeCharts, countParticipants, type ChartFilters, type ChartRow } from './charts.repository';
import * as repo from './findings.repository';
import type { PodcastQueue } from './analysis-podcast';
import { htmlToText } from './html-text';
import { safeFindingsHtml } from './safe-html';

const insightNotFound = () => notFound('Insight not found');
const questionNotFound = () => notFound('Business question not found');
const analysisNotFound = () => notFound('Analysis not found');
const studyNotFound = () => notFound('Study not found');
const stale = (what: string) => new AppError('CONFLICT', `The ${what} was changed by someone else; reload it and apply your edit again`);

/** Key takeaways as stored: the HTML cleaned, and its plain text. */
function takeawaysOf(takeaways: { title: string; html: string }) {
  const html = safeFindingsHtml(takeaways.html);
  return { title: takeaways.title, html, text: htmlToText(html) };
}

const byTask = (rows: ChartRow[]) => new Map(rows.map((r) => [r.taskId, r]));

/** Charts (no filters) of every task the insights `rows` chart, by task id: one SQL query. */
async function chartsOf(db: Database, clientId: string, rows: readonly repo.InsightRow[], translation: Translation = 'en') {
  return byTask(await computeCharts(db, clientId, [...new Set(rows.flatMap((r) => r.taskIds))], {}, translation));
}

/** The client's study visible to the scope, else 404 'Study not found'. */
export async function visibleStudy(db: Database, scope: ClientScope, studyId: string) {
  const study = await repo.findStudy(db, scope.clientId, studyId);
  if (!study || !(await isStudyVisible(db, study.id, scope.projectIds))) throw studyNotFound();
  return study;
}

/** 404 'Project not found' unless the project is the client's and visible to the scope (SPEC §6 project access). */
async function checkProject(db: Database, scope: ClientScope, projectId: string) {
  const visible = scope.projectIds === null || scope.projectIds.includes(projectId);
  if (!visible || !(await repo.findProject(db, scope.clientId, projectId))) throw notFound('Project not found');
}

/** One page of insights (SPEC §2 insights parameters `objective_id`, `q`) with their charts; a named study or project must be visible (404). */
export async function listInsights(db: Database, scope: ClientScope, q: InsightsQuery, page: { after: repo.InsightKeyset | null; limit: number }) {
  if (q.study_id) await visibleStudy(db, scope, q.study_id);
  if (q.project_id) await checkProject(db, scope, q.project_id);
  const rows = await repo.listInsights(
    db,
    scope.clientId,
    {
      visible: visibleStudyCondition(insights.studyId, scope.projectIds),
      studyId: q.study_id,
      projectId: q.project_id,
      objectiveId: q.objective_id,
      q: q.q || undefined,
    },
    page,
  );
  return { rows, charts: await chartsOf(db, scope.clientId, rows, q.translation) };
}

/** The client's insight visible to the scope, else 404 'Insight not found'. */
async function visibleInsight(db: Database, scope: ClientScope, id: string) {
  const row = await repo.findInsight(db, scope.clientId, id);
  if (!row || !(await isStudyVisible(db, row.studyId, scope.projectIds))) throw insightNotFound();
  return row;
}

/** One insight with its charts (labels in `translation`), supporting quotes (in order) and previous/next insight of its study. */
export async function getInsight(db: Database, scope: ClientScope, id: string, translation: Translation = 'en') {
  const row = await visibleInsight(db, scope, id);
  const [charts, quoteIds, order] = await Promise.all([
    chartsOf(db, scope.clientId, [row], translation),
    repo.quoteIdsOfInsight(db, row.id),
    repo.insightOrderOfStudy(db, scope.clientId, row.studyId),
  ]);
  const quotes = await findQuotesInOrder(db, scope.clientId, quoteIds);
  const at = order.indexOf(row.id);
  return { row, charts, quotes, previous: at > 0 ? order[at - 1] : null, next: at >= 0 && at < order.length - 1 ? order[at + 1] : null };
}

/**
 * PATCH /v3/insights/{id} (SPEC §7): 403 without update_study, 404 when not visible, 400 naming `quote_ids` or
 * `showreel_id` for ids outside the insight's study, 409 when `updated_at` is stale (nothing changes).
 */
export async function updateInsight(db: Database, scope: ClientScope, id: string, body: UpdateInsightBody) {
  requirePermission(scope.viewer, 'update_study');
  const current = await visibleInsight(db, scope, id);
  const expected = new Date(body.updated_at);
  if (body.quote_ids) {
    const ids = body.quote_ids;
    if (new Set(ids).size !== ids.length) throw invalidField('quote_ids', 'each quote can support an insight once');
    const found = await repo.quotesOfStudy(db, scope.clientId, current.studyId, ids);
    const unknown = ids.filter((q) => !found.has(q));
    if (unknown.length) throw invalidField('quote_ids', `not quotes of this study: ${unknown.join(', ')}`);
  }
  if (body.showreel_id && !(await repo.findStudyShowreel(db, scope.clientId, current.studyId, body.showreel_id))) {
    throw invalidField('showreel_id', 'not a showreel of this study');
  }
  const values: Partial<typeof insights.$inferInsert> = {};
  if (body.title !== undefined) values.title = body.title;
  if (body.lead !== undefined) values.lead = body.lead;
  if (body.content !== undefined) values.content = safeFindingsHtml(body.content);
  if (body.key_takeaways !== undefined) values.keyTakeaways = body.key_takeaways ? takeawaysOf(body.key_takeaways) : null;
  if (body.showreel_id !== undefined) values.showreelId = body.showreel_id;
  if (!(await repo.updateInsight(db, scope.clientId, id, values, body.quote_ids, expected))) throw stale('insight');
  return getInsight(db, scope, id);
}

/** The client's business question visible to the scope, else 404. */
async function visibleQuestion(db: Database, scope: ClientScope, id: string) {
  const question = await repo.findBusinessQuestion(db, scope.clientId, id);
  if (!question || !(await isStudyVisible(db, question.studyId, scope.projectIds))) throw questionNotFound();
  return question;
}

/** A business question with its tasks (and their charts), insights, showreels and counts (SPEC §2 business question page). */
export async function getBusinessQuestion(db: Database, scope: ClientScope, id: string, translation: Translation = 'en') {
  const question = await visibleQuestion(db, scope, id);
  const [taskRows, insightRows, showreelRows, counts] = await Promise.all([
    repo.tasksOfQuestions(db, scope.clientId, [id]),
    repo.listInsights(db, scope.clientId, { objectiveId: id }, { offset: 0, limit: 1000 }),
    repo.showreelsOfQuestion(db, scope.clientId, id, question.studyId),
    repo.questionCounts(db, scope.clientId, [id]),
  ]);
  const taskIds = [...new Set([...taskRows.map((t) => t.id), ...insightRows.flatMap((r) => r.taskIds)])];
  const charts = byTask(await computeCharts(db, scope.clientId, taskIds, {}, translation));
  return {
    question,
    tasks: taskRows.map((t) => ({ id: t.id, type: t.type, text: (translation === 'en' && t.textEn) || t.text, positionName: t.positionName })),
    insights: insightRows,
    charts,
    showreels: showreelRows,
    counts: counts.get(id) ?? { insights: 0, quotes: 0 },
  };
}

/** PATCH /v3/business-questions/{id}: 403 without update_study, 404 when not visible, 409 when stale. */
export async function updateBusinessQuestion(db: Database, scope: ClientScope, id: string, body: UpdateBusinessQuestionBody) {
  requirePermission(scope.viewer, 'update_study');
  await visibleQuestion(db, scope, id);
  const values: { title?: string; description?: string } = {};
  if (body.title !== undefined) values.title = body.title;
  if (body.description !== undefined) values.description = body.description;
  if (!(await repo.updateBusinessQuestion(db, scope.clientId, id, values, new Date(body.updated_at)))) throw stale('business question');
  return getBusinessQuestion(db, scope, id);
}

/** Business questions (objectives) of the client, optionally of one study or project (each must be visible, else 404). */
export async function listBusinessQuestions(
  db: Database,
  scope: ClientScope,
  f: { studyId?: string; projectId?: string },
  page: { offset: number; limit: number },
) {
  if (f.studyId) await visibleStudy(db, scope, f.studyId);
  if (f.projectId) await checkProject(db, scope, f.projectId);
  const rows = await repo.listBusinessQuestions(
    db,
    scope.clientId,
    { ...f, visible: visibleStudyCondition(businessQuestions.studyId, scope.projectIds) },
    page,
  );
  const ids = rows.map((r) => r.question.id);
  const [taskRows, counts] = await Promise.all([repo.tasksOfQuestions(db, scope.clientId, ids), repo.questionCounts(db, scope.clientId, ids)]);
  return rows.map((r) => ({
    question: r.question,
    taskIds: taskRows.filter((t) => t.businessQuestionId === r.question.id).map((t) => t.id),
    counts: counts.get(r.question.id) ?? { insights: 0, quotes: 0 },
  }));
}

/** A business question in a list with its task ids and counts. */
export type BusinessQuestionListRow = Awaited<ReturnType<typeof listBusinessQuestions>>[number];

/** Objectives of the study of segment `segmentId` (SPEC §7 GET /v3/segments/{id}/objectives); 404 'Segment not found'. */
export async function segmentObjectives(db: Database, scope: ClientScope, segmentId: string) {
  const segment = await repo.findSegment(db, scope.clientId, segmentId);
  if (!segment || !(await isStudyVisible(db, segment.studyId, scope.projectIds))) throw notFound('Segment not found');
  return listBusinessQuestions(db, scope, { studyId: segment.studyId }, { offset: 0, limit: 1000 });
}

/** Objectives of a study, each with its insights (GET /v2/studies/{id}/objective_insights). */
export async function objectiveInsights(db: Database, scope: ClientScope, studyId: string) {
  await visibleStudy(db, scope, studyId);
  const [questions, rows] = await Promise.all([
    repo.questionTitlesOfStudies(db, scope.clientId, [studyId]),
    repo.listInsights(db, scope.clientId, { studyId }, { offset: 0, limit: 1000 }),
  ]);
  return { questions, rows, charts: await chartsOf(db, scope.clientId, rows) };
}

/**
 * Objectives of the studies `studyIds` (already checked visible by the caller), each with its study id and insights,
 * the charts of those insights and their supporting quote ids by insight (a story's objectives, SPEC §2
 * /stories/{story}/objectives, decision 0084).
 */
export async function objectiveInsightsOfStudies(db: Database, clientId: string, studyIds: readonly string[], translation: Translation = 'en') {
  const [questions, insightLists] = await Promise.all([
    repo.questionTitlesOfStudies(db, clientId, studyIds),
    Promise.all(studyIds.map((studyId) => repo.listInsights(db, clientId, { studyId }, { offset: 0, limit: 1000 }))),
  ]);
  const rows = insightLists.flat();
  const [charts, quoteIds] = await Promise.all([
    chartsOf(db, clientId, rows, translation),
    repo.quoteIdsOfInsights(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return { questions, rows, charts, quoteIds };
}

/**
 * Analyze results (SPEC §3 filters, §9 limits): every chartable task of the study (or those of `task`) computed in SQL
 * under the filters, and how many participants match. Ids of other studies in `task` or `audience_answer` are a 400.
 */
export async function analyzeResults(db: Database, scope: ClientScope, studyId: string, q: AnalyzeResultsQuery) {
  await visibleStudy(db, scope, studyId);
  const taskRows = await repo.tasksOfStudy(db, scope.clientId, studyId);
  const known = new Set(taskRows.map((t) => t.id));
  const unknownTask = (q.task ?? []).find((id: string) => !known.has(id));
  if (unknownTask) throw invalidField('task', `not a task of this study: ${unknownTask}`);
  const audience = new Map<string, string[]>();
  for (const pair of q.audience_answer ?? []) {
    const [taskId, optionId] = [pair.slice(0, 36).toLowerCase(), pair.slice(37)];
    if (!known.has(taskId)) throw invalidField('audience_answer', `not a task of this study: ${taskId}`);
    audience.set(taskId, [...(audience.get(taskId) ?? []), optionId]);
  }
  const filters: ChartFilters = { interviewIds: q.user, segmentIds: q.role, languages: q.language, optionIds: q.task_options, audience };
  const chartable = new Set<string>(CHARTABLE_TASK_TYPES);
  const taskIds = q.task?.length ? q.task : taskRows.filter((t) => chartable.has(t.type)).map((t) => t.id);
  const [charts, participants] = await Promise.all([
    computeCharts(db, scope.clientId, taskIds, filters, q.translation),
    countParticipants(db, scope.clientId, studyId, filters),
  ]);
  return { charts, participants };
}

/** A page of the client's analyses (SPEC §7: client_id, category_ids, cursor, limit), with their business questions. */
export async function listAnalyses(db: Database, scope: ClientScope, f: { studyId?: string; categoryIds?: string[] }, page: { offset: number; limit: number }) {
  if (f.studyId) await visibleStudy(db, scope, f.studyId);
  const rows = await repo.listAnalyses(db, scope.clientId, { ...f, visible: visibleStudyCondition(analyses.studyId, scope.projectIds) }, page);
  return { rows, questions: await repo.questionTitlesOfStudies(db, scope.clientId, [...new Set(rows.map((r) => r.studyId))]) };
}

/** One analysis visible to the scope with its business questions; else 404 'Analysis not found'. */
export async function getAnalysis(db: Database, scope: ClientScope, id: string) {
  const row = await repo.findAnalysis(db, scope.clientId, id);
  if (!row || !(await isStudyVisible(db, row.studyId, scope.projectIds))) throw analysisNotFound();
  return { rows: [row], questions: await repo.questionTitlesOfStudies(db, scope.clientId, [row.studyId]) };
}

/**
 * PATCH /v3/analyses/{id}: 403 without update_study, 404 when not visible, 409 when stale. A change of what the podcast
 * speaks (title, lead, key takeaways) queues its remaking on `queue` (absent in tests without workers).
 */
export async function updateAnalysis(db: Database, scope: ClientScope, id: string, body: UpdateAnalysisBody, queue?: PodcastQueue) {
  requirePermission(scope.viewer, 'update_study');
  await getAnalysis(db, scope, id);
  const values: Partial<typeof analyses.$inferInsert> = {};
  if (body.title !== undefined) values.title = body.title;
  if (body.lead !== undefined) values.lead = body.lead;
  if (body.key_takeaways !== undefined) values.keyTakeaways = body.key_takeaways ? takeawaysOf(body.key_takeaways) : null;
  if (!(await repo.updateAnalysis(db, scope.clientId, id, values, new Date(body.updated_at)))) throw stale('analysis');
  if (queue && Object.keys(values).length > 0) await queue.enqueuePodcast(id);
  return getAnalysis(db, scope, id);
}
