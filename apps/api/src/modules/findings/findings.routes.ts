/**
 * Findings routes (SPEC §7): insights (`/v3/insights`), business questions (`/v3/business-questions`,
 * `/v3/objectives`, `/v3/segments/{id}/objectives`, `/projects/{id}/objectives`, `/v2/studies/{id}/objective_insights`),
 * analyze results (`/studies/{id}/analyze_results`), analyses (`/v3/analyses`, `/analysis/{id}`) and the PowerPoint
 * export (`POST /v1/insights/export`). Consumer: 403; another client's resource: 404; edits need update_study.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AnalysesQuery,
  AnalysesResponse,
  AnalysisImportResponse,
  AnalysisResponse,
  AnalyzeResultsQuery,
  AnalyzeResultsResponse,
  BusinessQuestionResponse,
  BusinessQuestionsQuery,
  BusinessQuestionsResponse,
  ClientIdQuery,
  IdParams,
  InsightQuery,
  InsightResponse,
  InsightsExportBody,
  InsightsQuery,
  InsightsResponse,
  ObjectiveInsightsResponse,
  Problem,
  StudyBusinessQuestionsResponse,
  UpdateAnalysisBody,
  UpdateBusinessQuestionBody,
  UpdateInsightBody,
} from '@insight/contracts';
import type { Database } from '@insight/db';
import { notFound } from '../../core/app-error';
import { researchScope } from '../../core/client-scope';
import type { MediaSigner } from '../../core/media-urls';
import { decodeCursor, encodeCursor, EpochMicros } from '../../core/pagination';
import type { ObjectStorage } from '../../storage/storage';
import { presentQuote } from '../quotes';
import { getAnalysisImport, startAnalysisImport, type ImportQueue } from './analysis-import';
import type { PodcastQueue } from './analysis-podcast';
import * as presenter from './findings.presenter';
import * as service from './findings.service';

const errors = { 400: Problem, 401: Problem, 403: Problem, 404: Problem, 409: Problem };
const OffsetCursor = z.object({ v: z.literal(1), o: z.number().int().min(0).max(10_000_000) });
const ClientQuery = z.object({ client_id: ClientIdQuery });
/** The insight list's keyset cursor (decision 0240): the last row's study completion (epoch µs or null), study, business question position, position and id. */
const InsightCursor = z.object({
  v: z.literal(2),
  c: EpochMicros.nullable(),
  s: z.uuid(),
  b: z.number().int().nullable(),
  p: z.number().int(),
  id: z.uuid(),
});
const insightKeyset = (c: z.infer<typeof InsightCursor>) => ({ completed: c.c, studyId: c.s, questionPosition: c.b, position: c.p, id: c.id });
const TranslatedQuery = z.object({ client_id: ClientIdQuery, translation: z.enum(['en', 'original']).default('en') });

/** Offset and limit of a cursor list page; `next` makes the following cursor (null when the page was short). */
function pageOf(q: { cursor?: string; limit: number }) {
  const offset = q.cursor ? decodeCursor(q.cursor, OffsetCursor).o : 0;
  return {
    offset,
    limit: q.limit,
    next: (count: number) => (count === q.limit ? encodeCursor({ v: 1, o: offset + count }) : null),
  };
}

/** Options of the findings routes: database, media URL signer and storage (thumbnails for the export). */
type FindingsRoutesOptions = { db: Database; media: MediaSigner; storage: ObjectStorage; publicBaseUrl: string; queue?: ImportQueue & PodcastQueue };

/** Registers every findings route; all need a signed-in user with research access. */
export async function findingsRoutes(app: FastifyInstance, opts: FindingsRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, media } = opts;

  r.get('/v3/insights', {
    onRequest: app.authenticate,
    config: { cachedAnswer: true },
    schema: {
      summary: 'Insights of a study or project (or all), with charts computed from the answers; objective_id and q filter (SPEC §2, §7)',
      tags: ['insights'],
      querystring: InsightsQuery,
      response: { 200: InsightsResponse, ...errors },
    },
    handler: async (request) => {
      const q = request.query;
      const scope = await researchScope(db, request, q.client_id);
      const after = q.cursor ? decodeCursor(q.cursor, InsightCursor) : null;
      // One row more than asked tells whether a next page exists (no cursor to an empty page).
      const { rows: found, charts } = await service.listInsights(db, scope, q, { after: after && insightKeyset(after), limit: q.limit + 1 });
      const rows = found.slice(0, q.limit);
      const last = rows.at(-1);
      const next =
        found.length > q.limit && last
          ? encodeCursor({ v: 2, c: last.completedKey, s: last.studyId, b: last.businessQuestionPosition, p: last.position, id: last.id })
          : null;
      const data = await media.present((urls) => rows.map((row) => presenter.presentInsightSummary(row, charts, urls)));
      return { data, meta: { next_cursor: next, limit: q.limit } };
    },
  });

  r.get('/v3/insights/:id', {
    onRequest: app.authenticate,
    config: { cachedAnswer: true },
    schema: {
      summary: 'One insight: content, key takeaways, charts, supporting quotes (translation), showreel, previous/next (SPEC §3)',
      tags: ['insights'],
      params: IdParams,
      querystring: InsightQuery,
      response: { 200: InsightResponse, ...errors },
    },
    handler: async (request) => {
      const scope = await researchScope(db, request, request.query.client_id);
      const found = await service.getInsight(db, scope, request.params.id, request.query.translation);
      return { data: await media.present((urls) => presentInsightWith(found, request.query.translation, urls)) };
    },
  });

  r.patch('/v3/insights/:id', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Edit an insight: title, lead, content, key takeaways, quotes, showreel; stale updated_at is a 409 (SPEC §6 update_study, §7)',
      tags: ['insights'],
      params: IdParams,
      body: UpdateInsightBody,
      response: { 200: InsightResponse, ...errors },
    },
    handler: async (request) => {
      const scope = await researchScope(db, request, request.body.client_id);
      const found = await service.updateInsight(db, scope, request.params.id, request.body);
      return { data: await media.present((urls) => presentInsightWith(found, 'original', urls)) };
    },
  });

  for (const base of ['/v3/business-questions', '/v3/objectives']) {
    r.get(base, {
      onRequest: app.authenticate,
      schema: {
        summary: 'Business questions (objectives) of the client, optionally of one study or project (SPEC §7)',
        tags: ['business-questions'],
        querystring: BusinessQuestionsQuery,
        response: { 200: BusinessQuestionsResponse, ...errors },
      },
      handler: async (request) => {
        const q = request.query;
        const scope = await researchScope(db, request, q.client_id);
        const page = pageOf(q);
        const rows = await service.listBusinessQuestions(db, scope, { studyId: q.study_id, projectId: q.project_id }, page);
        return { data: rows.map(presenter.presentBusinessQuestion), meta: { next_cursor: page.next(rows.length), limit: q.limit } };
      },
    });
  }

  r.get('/v3/business-questions/:id', {
    onRequest: app.authenticate,
    schema: {
      summary: 'One business question with its tasks and their charts, insights, showreels and counts (SPEC §2 business question page)',
      tags: ['business-questions'],
      params: IdParams,
      querystring: TranslatedQuery,
      response: { 200: BusinessQuestionResponse, ...errors },
    },
    handler: async (request) => {
      const scope = await researchScope(db, request, request.query.client_id);
      const parts = await service.getBusinessQuestion(db, scope, request.params.id, request.query.translation);
      return { data: await media.present((urls) => presenter.presentBusinessQuestionDetail(parts, urls)) };
    },
  });

  r.patch('/v3/business-questions/:id', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Edit a business question (title, description); stale updated_at is a 409 (SPEC §6 update_study, §7)',
      tags: ['business-questions'],
      params: IdParams,
      body: UpdateBusinessQuestionBody,
      response: { 200: BusinessQuestionResponse, ...errors },
    },
    handler: async (request) => {
      const scope = await researchScope(db, request, request.body.client_id);
      const parts = await service.updateBusinessQuestion(db, scope, request.params.id, request.body);
      return { data: await media.present((urls) => presenter.presentBusinessQuestionDetail(parts, urls)) };
    },
  });

  r.get('/v3/segments/:id/objectives', {
    onRequest: app.authenticate,
    schema: {
      summary: "Objectives (business questions) of a segment's study (SPEC §7)",
      tags: ['business-questions'],
      params: IdParams,
      querystring: ClientQuery,
      response: { 200: StudyBusinessQuestionsResponse, ...errors },
    },
    handler: async (request) => {
      const scope = await researchScope(db, request, request.query.client_id);
      return { data: (await service.segmentObjectives(db, scope, request.params.id)).map(presenter.presentBusinessQuestion) };
    },
  });

  r.get('/projects/:id/objectives', {
    onRequest: app.authenticate,
    schema: {
      summary: "Objectives (business questions) of a project's studies (SPEC §7 Projects)",
      tags: ['business-questions'],
      params: IdParams,
      querystring: ClientQuery,
      response: { 200: StudyBusinessQuestionsResponse, ...errors },
    },
    handler: async (request) => {
      const scope = await researchScope(db, request, request.query.client_id);
      const rows = await service.listBusinessQuestions(db, scope, { projectId: request.params.id }, { offset: 0, limit: 1000 });
      return { data: rows.map(presenter.presentBusinessQuestion) };
    },
  });

  r.get('/v2/studies/:id/objective_insights', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Objectives of a study, each with its insights and their charts (SPEC §7 Legacy studies)',
      tags: ['insights'],
      params: IdParams,
      querystring: ClientQuery,
      response: { 200: ObjectiveInsightsResponse, ...errors },
    },
    handler: async (request) => {
      const scope = await researchScope(db, request, request.query.client_id);
      const { questions, rows, charts } = await service.objectiveInsights(db, scope, request.params.id);
      const data = await media.present((urls) =>
        questions.map((q) => ({
          id: q.id,
          title: q.title,
          description: q.description,
          position: q.position,
          insights: rows.filter((row) => row.businessQuestionId === q.id).map((row) => presenter.presentInsightSummary(row, charts, urls)),
        })),
      );
      return { data };
    },
  });

  for (const path of ['/studies/:id/analyze_results', '/v3/studies/:id/analyze_results']) {
    r.get(path, {
      onRequest: app.authenticate,
      schema: {
        summary: 'Charts of a study under analyze-results filters (user, role, language, task, task_options, audience_answer), computed in SQL (SPEC §3, §9)',
        tags: ['insights'],
        params: IdParams,
        querystring: AnalyzeResultsQuery,
        response: { 200: AnalyzeResultsResponse, ...errors },
      },
      handler: async (request) => {
        const scope = await researchScope(db, request, request.query.client_id);
        const { charts, participants } = await service.analyzeResults(db, scope, request.params.id, request.query);
        return { data: { charts: charts.map(presenter.presentChart), participants } };
      },
    });
  }

  r.get('/v3/analyses', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Analyses of the client, newest first; category_ids and study_id filter (SPEC §7)',
      tags: ['analyses'],
      querystring: AnalysesQuery,
      response: { 200: AnalysesResponse, ...errors },
    },
    handler: async (request) => {
      const q = request.query;
      const scope = await researchScope(db, request, q.client_id);
      const page = pageOf(q);
      const { rows, questions } = await service.listAnalyses(db, scope, { studyId: q.study_id, categoryIds: q.category_ids }, page);
      const data = await media.present((urls) =>
        rows.map((row) =>
          presenter.presentAnalysis(
            row,
            questions.filter((x) => x.studyId === row.studyId),
            urls,
          ),
        ),
      );
      return { data, meta: { next_cursor: page.next(rows.length), limit: q.limit } };
    },
  });

  for (const path of ['/v3/analyses/:id', '/analysis/:id']) {
    r.get(path, {
      onRequest: app.authenticate,
      schema: {
        summary: 'One analysis: key takeaways, cover image and video, intro video, podcast, presentation, business questions (SPEC §3, §7)',
        tags: ['analyses'],
        params: IdParams,
        querystring: ClientQuery,
        response: { 200: AnalysisResponse, ...errors },
      },
      handler: async (request) => {
        const scope = await researchScope(db, request, request.query.client_id);
        const { rows, questions } = await service.getAnalysis(db, scope, request.params.id);
        return { data: await media.present((urls) => presenter.presentAnalysis(rows[0], questions, urls)) };
      },
    });
  }

  r.patch('/v3/analyses/:id', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Edit an analysis (title, lead, key takeaways; the podcast is remade by a job); stale updated_at is a 409 (SPEC §6 update_study, §7)',
      tags: ['analyses'],
      params: IdParams,
      body: UpdateAnalysisBody,
      response: { 200: AnalysisResponse, ...errors },
    },
    handler: async (request) => {
      const scope = await researchScope(db, request, request.body.client_id);
      const { rows, questions } = await service.updateAnalysis(db, scope, request.params.id, request.body, opts.queue);
      return { data: await media.present((urls) => presenter.presentAnalysis(rows[0], questions, urls)) };
    },
  });

  const presentImport = (row: NonNullable<Awaited<ReturnType<typeof getAnalysisImport>>>) => ({
    study_id: row.studyId,
    status: row.status,
    progress: row.progress,
    error: row.error,
    message: row.status === 'DONE' ? 'Imported' : null,
  });

  r.post('/v3/studies/:id/import-analyses', {
    onRequest: app.authenticate,
    schema: {
      summary: "Start the analysis import: a durable job builds the study's insights from its answers; a repeat is a 409 'Already imported' (SPEC §4, §7)",
      tags: ['analyses'],
      params: IdParams,
      body: z.object({ client_id: ClientIdQuery }).optional(),
      response: { 202: AnalysisImportResponse, ...errors },
    },
    handler: async (request, reply) => {
      const scope = await researchScope(db, request, request.body?.client_id);
      const row = await startAnalysisImport(db, opts.queue, scope, request.params.id);
      return reply.code(202).send({ data: presentImport(row) });
    },
  });

  r.get('/v3/studies/:id/import-analyses', {
    onRequest: app.authenticate,
    schema: {
      summary: 'State and progress (0–100) of the study’s analysis import; 404 when none was started (SPEC §4)',
      tags: ['analyses'],
      params: IdParams,
      querystring: ClientQuery,
      response: { 200: AnalysisImportResponse, ...errors },
    },
    handler: async (request) => {
      const scope = await researchScope(db, request, request.query.client_id);
      const row = await getAnalysisImport(db, scope, request.params.id);
      if (!row) throw notFound('No analysis import was started for this study');
      return { data: presentImport(row) };
    },
  });

  r.post('/v1/insights/export', {
    onRequest: app.authenticate,
    schema: {
      summary:
        'PowerPoint (.pptx) of a study or project: title, key takeaways, insights per business question with native charts, quotes, published reels (SPEC §7 Exports)',
      tags: ['insights'],
      body: InsightsExportBody,
    },
    handler: async (request, reply) => {
      const scope = await researchScope(db, request, request.body.client_id);
      // pptxgenjs loads with the first export, not when the server starts.
      const { buildInsightsDeck } = await import('./insights-export');
      const deck = await buildInsightsDeck({ db, storage: opts.storage, publicBaseUrl: opts.publicBaseUrl }, scope, request.body);
      return reply
        .header('Content-Type', 'application/vnd.openxmlformats-officedocument.presentationml.presentation')
        .header('Content-Disposition', `attachment; filename="${deck.fileName}"`)
        .send(deck.buffer);
    },
  });
}

/** An insight's wire shape with its quotes in `translation`. */
function presentInsightWith(
  found: Awaited<ReturnType<typeof service.getInsight>>,
  translation: 'en' | 'original',
  urls: Parameters<typeof presenter.presentInsight>[2],
) {
  return presenter.presentInsight(
    found.row,
    { charts: found.charts, quotes: found.quotes.map((q) => presentQuote(q, translation, urls)), previous: found.previous, next: found.next },
    urls,
  );
}
