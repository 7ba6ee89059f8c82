/**
 * Study creation routes (SPEC §7): GET /marketplace/study-types, /marketplace/study-templates[/{id}];
 * POST /v3/studies/drafts, GET/PUT /v3/studies/{id}/draft; GET /orders/study-filters, POST /orders.
 * Consumer role: 403; another client's study: 404 'Study not found'; editing needs update_study or update_draft_study_only (SPEC §6).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ClientIdQuery,
  CreateDraftBody,
  CreateOrderBody,
  IdParams,
  OrderResponse,
  Problem,
  SaveDraftBody,
  StudyDraftResponse,
  StudyFiltersResponse,
  StudyTemplateResponse,
  StudyTemplatesQuery,
  StudyTemplatesResponse,
  StudyTypesResponse,
  CREATION_LIMITS,
} from '@insight/contracts';
import type { Database } from '@insight/db';
import { researchScope } from '../../core/client-scope';
import type { MediaSigner } from '../../core/media-urls';
import { STUDY_FILTERS } from './study-filters';
import * as presenter from './study-creation.presenter';
import * as service from './study-creation.service';

const errors = { 400: Problem, 401: Problem, 403: Problem, 404: Problem, 409: Problem };
const ClientQuery = z.object({ client_id: ClientIdQuery });

/** What the study creation routes need. */
type StudyCreationRoutesOptions = { db: Database; media: MediaSigner; publicUrl: string | undefined };

/** Registers the marketplace, draft and order routes. */
export async function studyCreationRoutes(app: FastifyInstance, opts: StudyCreationRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, media, publicUrl } = opts;

  r.get('/marketplace/study-types', {
    onRequest: app.authenticate,
    schema: { summary: 'Marketplace study types (SPEC §7 Marketplace)', tags: ['marketplace'], response: { 200: StudyTypesResponse, ...errors } },
    handler: async (request) => {
      await researchScope(db, request);
      return { data: await service.listStudyTypes(db) };
    },
  });

  r.get('/marketplace/study-templates', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Study templates, filtered by type, a stimuli count within their range, language and text (SPEC §7 Marketplace)',
      tags: ['marketplace'],
      querystring: StudyTemplatesQuery,
      response: { 200: StudyTemplatesResponse, ...errors },
    },
    handler: async (request) => {
      await researchScope(db, request);
      const rows = await service.listTemplates(db, request.query);
      return { data: await media.present((urls) => rows.map((row) => presenter.presentTemplateSummary(row, urls))) };
    },
  });

  r.get('/marketplace/study-templates/:id', {
    onRequest: app.authenticate,
    schema: {
      summary: 'One study template with its business questions, sections and introduction; 404 Template not found (SPEC §7)',
      tags: ['marketplace'],
      params: IdParams,
      response: { 200: StudyTemplateResponse, ...errors },
    },
    handler: async (request) => {
      await researchScope(db, request);
      const row = await service.getTemplate(db, request.params.id);
      return { data: await media.present((urls) => presenter.presentTemplate(row, urls)) };
    },
  });

  r.post('/v3/studies/drafts', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Creates a DRAFT study from a template (SPEC §4); 403 without update_study or update_draft_study_only (SPEC §6)',
      tags: ['study creation'],
      body: CreateDraftBody,
      response: { 201: StudyDraftResponse, ...errors },
    },
    handler: async (request, reply) => {
      const scope = await researchScope(db, request, request.body.client_id);
      const { clientId } = scope;
      const id = await service.createDraftFromTemplate(db, scope.viewer, scope, request.body.template_id, request.body.project_id);
      const draft = await service.loadDraft(db, clientId, id);
      reply.code(201);
      return { data: await media.present((urls) => presenter.presentDraft(draft, urls, publicUrl)) };
    },
  });

  r.get('/v3/studies/:id/draft', {
    onRequest: app.authenticate,
    schema: {
      summary: 'The draft a wizard edits, with what still blocks ordering; 403 no edit permission, 409 not a draft, empty or mixed materials (SPEC §6, §8)',
      tags: ['study creation'],
      params: IdParams,
      querystring: ClientQuery,
      response: { 200: StudyDraftResponse, ...errors },
    },
    handler: async (request) => {
      const { viewer, clientId, projectIds } = await researchScope(db, request, request.query.client_id);
      const draft = await service.loadDraft(db, clientId, request.params.id, projectIds);
      service.requireEditableDraft(viewer, draft);
      return { data: await media.present((urls) => presenter.presentDraft(draft, urls, publicUrl)) };
    },
  });

  r.put('/v3/studies/:id/draft', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Saves parts of a draft in one transaction (SPEC §3 builder state, §5 rules); 400 names the field',
      tags: ['study creation'],
      params: IdParams,
      body: SaveDraftBody,
      response: { 200: StudyDraftResponse, ...errors },
    },
    handler: async (request) => {
      const scope = await researchScope(db, request, request.body.client_id);
      const draft = await service.saveDraft(db, scope.viewer, scope, request.params.id, request.body);
      return { data: await media.present((urls) => presenter.presentDraft(draft, urls, publicUrl)) };
    },
  });

  r.get('/orders/study-filters', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Countries with their interview languages, genders, devices and ages for recruitment (SPEC §7 Orders; cached 3600 s)',
      tags: ['orders'],
      response: { 200: StudyFiltersResponse, ...errors },
    },
    handler: async (request, reply) => {
      await researchScope(db, request);
      reply.header('Cache-Control', `private, max-age=${CREATION_LIMITS.studyFiltersCacheSeconds}`);
      return { data: STUDY_FILTERS };
    },
  });

  r.post('/orders', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Orders a draft: it becomes IN_PREPARATION with its segments and recruitment (SPEC §7 Orders); 400 names what is missing',
      tags: ['orders'],
      body: CreateOrderBody,
      response: { 201: OrderResponse, ...errors },
    },
    handler: async (request, reply) => {
      const scope = await researchScope(db, request, request.body.client_id);
      const order = await service.orderStudy(db, scope.viewer, scope, request.body);
      reply.code(201);
      return {
        data: {
          id: order.id,
          study_id: order.studyId,
          method: order.method,
          quality_review: order.qualityReview,
          display_status_code: 'IN_PREPARATION' as const,
          participant_link: order.participantToken ? `${publicUrl ?? ''}/participate/${order.participantToken}` : null,
          estimated_days:
            order.method === 'SPECIALIST' ? CREATION_LIMITS.managedRecruitmentDays + (order.qualityReview ? CREATION_LIMITS.qualityReviewDays : 0) : null,
          created_at: order.createdAt.toISOString(),
        },
      };
    },
  });
}
