/**
 * Study reads (SPEC §7 Studies): GET /api/v3/studies, /v3/studies/{id}, …/segments, …/study-materials,
 * …/business-questions. Consumer role: 403 (SPEC §6); another client's study: 404 'Study not found'.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ClientIdQuery,
  DATA_SOURCES,
  Uuid,
  IdParams,
  Problem,
  StudiesQuery,
  StudiesResponse,
  StudyBusinessQuestionsResponse,
  StudyMaterialsResponse,
  StudyResponse,
  StudySegmentsResponse,
} from '@insight/contracts';
import type { Database } from '@insight/db';
import { researchScope } from '../../core/client-scope';
import type { MediaSigner } from '../../core/media-urls';
import { presentSegment } from '../segments';
import { materialsType, presentStudyMaterial } from '../study-materials';
import * as presenter from './studies.presenter';
import * as service from './studies.service';

const errors = { 400: Problem, 401: Problem, 403: Problem, 404: Problem };
const ClientQuery = z.object({ client_id: ClientIdQuery });

/** The contract's list query, with `type_id` also taking a data source (SPEC §3 Study data_source) besides a study type or template id. */
const StudiesListQuery = StudiesQuery.extend({
  type_id: z.union([Uuid, z.enum(DATA_SOURCES)], { error: `type_id must be a study type or template id, or one of ${DATA_SOURCES.join(', ')}` }).optional(),
});

/** What the study routes need: the database and the media URL signer. */
type StudyRoutesOptions = { db: Database; media: MediaSigner };

/** Registers the study routes; all need a signed-in user with research access. */
export async function studyRoutes(app: FastifyInstance, opts: StudyRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, media } = opts;

  r.get('/v3/studies', {
    onRequest: app.authenticate,
    config: { cachedAnswer: true },
    schema: {
      summary: 'Studies of the active client, newest first; q matches title and purpose (SPEC §2, §7)',
      tags: ['studies'],
      querystring: StudiesListQuery,
      response: { 200: StudiesResponse, ...errors },
    },
    handler: async (request) => {
      const { clientId, projectIds } = await researchScope(db, request, request.query.client_id);
      const result = await service.listStudies(db, clientId, request.query, projectIds);
      const data = await media.present((urls) =>
        result.rows.map((row) => presenter.presentStudySummary(row, { tags: result.tags.get(row.id) ?? [], client: result.client }, urls)),
      );
      return { data, meta: { page: request.query.page, per_page: request.query.per_page, total: result.total } };
    },
  });

  r.get('/v3/studies/:id', {
    onRequest: app.authenticate,
    config: { cachedAnswer: true },
    schema: {
      summary: 'One study with counts, key takeaways, segments, analyses, client, recruitment and tags (SPEC §3, §7)',
      tags: ['studies'],
      params: IdParams,
      querystring: ClientQuery,
      response: { 200: StudyResponse, ...errors },
    },
    handler: async (request) => {
      const { clientId, projectIds } = await researchScope(db, request, request.query.client_id);
      const { study, parts } = await service.getStudy(db, clientId, request.params.id, projectIds);
      return { data: await media.present((urls) => presenter.presentStudy(study, parts, urls)) };
    },
  });

  r.get('/v3/studies/:id/segments', {
    onRequest: app.authenticate,
    config: { cachedAnswer: true },
    schema: {
      summary: 'Segments of a study in position order (SPEC §7)',
      tags: ['studies'],
      params: IdParams,
      querystring: ClientQuery,
      response: { 200: StudySegmentsResponse, ...errors },
    },
    handler: async (request) => {
      const { clientId } = await researchScope(db, request, request.query.client_id);
      const rows = await service.getStudySegments(db, clientId, request.params.id);
      return { data: rows.map(presentSegment) };
    },
  });

  r.get('/v3/studies/:id/study-materials', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Study materials (stimuli) of a study; meta.type is LINK when any has a link, else FILE (SPEC §3, §7)',
      tags: ['studies'],
      params: IdParams,
      querystring: ClientQuery,
      response: { 200: StudyMaterialsResponse, ...errors },
    },
    handler: async (request) => {
      const { clientId } = await researchScope(db, request, request.query.client_id);
      const rows = await service.getStudyMaterials(db, clientId, request.params.id);
      return {
        data: await media.present((urls) => rows.map((row) => presentStudyMaterial(row, urls))),
        meta: { type: materialsType(rows) },
      };
    },
  });

  r.get('/v3/studies/:id/business-questions', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Business questions (objectives) of a study with their tasks and counts (SPEC §7)',
      tags: ['studies'],
      params: IdParams,
      querystring: ClientQuery,
      response: { 200: StudyBusinessQuestionsResponse, ...errors },
    },
    handler: async (request) => {
      const { clientId } = await researchScope(db, request, request.query.client_id);
      const rows = await service.getStudyBusinessQuestions(db, clientId, request.params.id);
      return { data: rows.map(presenter.presentBusinessQuestion) };
    },
  });
}
