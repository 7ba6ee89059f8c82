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
  CancelUploadBody,
  CreateStudyObjectBody,
  PresignedUploadBody,
  PresignedUploadResponse,
  StudyMaterial,
  dataResponse,
  StudyDesignExportBody,
} from '@insight/contracts';
import type { Database } from '@insight/db';
import { researchScope } from '../../core/client-scope';
import type { MediaSigner } from '../../core/media-urls';
import type { ObjectStorage } from '../../storage/storage';
import type { MediaTools } from '../../video';
import { presentStudyMaterial } from '../study-materials';
import * as stimuli from './study-objects.service';
import { legacyStudyRoutes } from './legacy-studies.routes';
import { STUDY_FILTERS } from './study-filters';
import * as presenter from './study-creation.presenter';
import * as service from './study-creation.service';

const errors = { 400: Problem, 401: Problem, 403: Problem, 404: Problem, 409: Problem };
const ClientQuery = z.object({ client_id: ClientIdQuery });

/** What the study creation routes need. */
type StudyCreationRoutesOptions = { db: Database; media: MediaSigner; publicUrl: string | undefined; storage: ObjectStorage; tools: MediaTools };

/** Registers the marketplace, draft and order routes. */
export async function studyCreationRoutes(app: FastifyInstance, opts: StudyCreationRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, media, publicUrl } = opts;
  const deps: stimuli.StimuliDeps = { db, storage: opts.storage, tools: opts.tools };
  await app.register(legacyStudyRoutes, { db, media, publicUrl, deps });

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
      summary:
        'Creates a DRAFT study from a template or, with `brief`, a brief-based one (AI path; an empty brief starts at STIMULI, SPEC §2, §4); 403 without update_study or update_draft_study_only (SPEC §6)',
      tags: ['study creation'],
      body: CreateDraftBody,
      response: { 201: StudyDraftResponse, ...errors },
    },
    handler: async (request, reply) => {
      const scope = await researchScope(db, request, request.body.client_id);
      const { clientId } = scope;
      const { template_id: templateId, brief, project_id: projectId } = request.body;
      const id = templateId
        ? await service.createDraftFromTemplate(db, scope.viewer, scope, templateId, projectId)
        : await service.createDraftFromBrief(db, scope.viewer, scope, brief ?? '', projectId);
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

  r.post('/storage/upload/presigned', {
    onRequest: app.authenticate,
    schema: {
      summary: 'A pre-signed PUT URL for one study material file (SPEC §7 Upload); 400 names size or content_type when the file may not be uploaded',
      tags: ['study creation'],
      body: PresignedUploadBody,
      response: { 200: PresignedUploadResponse, ...errors },
    },
    handler: async (request) => {
      const scope = await researchScope(db, request, request.body.client_id);
      return { data: await stimuli.presignUpload(deps, scope.viewer, scope, request.body) };
    },
  });

  r.delete('/storage/upload/presigned', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Removes an uploaded file that was cancelled before it became a study material (no orphan files)',
      tags: ['study creation'],
      body: CancelUploadBody,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      const scope = await researchScope(db, request, request.body.client_id);
      await stimuli.cancelUpload(deps, scope, request.body.file_path);
      return reply.code(204).send(null);
    },
  });

  r.post('/studies/:id/objects', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Adds a study material to a draft: a link (title, URL, optional Android/iOS links) or an uploaded file (SPEC §7 Legacy studies)',
      tags: ['study creation'],
      params: IdParams,
      body: CreateStudyObjectBody,
      response: { 201: dataResponse(StudyMaterial), ...errors },
    },
    handler: async (request, reply) => {
      const scope = await researchScope(db, request, request.body.client_id);
      const row = await stimuli.createStudyObject(deps, scope.viewer, scope, request.params.id, request.body);
      reply.code(201);
      return { data: await media.present((urls) => presentStudyMaterial(row, urls)) };
    },
  });

  r.delete('/studies/:id/objects/:objectId', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Removes a study material of a draft with its files and task assignments (SPEC §7 Legacy studies)',
      tags: ['study creation'],
      params: IdParams.extend({ objectId: IdParams.shape.id }),
      querystring: ClientQuery,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      const scope = await researchScope(db, request, request.query.client_id);
      await stimuli.deleteStudyObject(deps, scope.viewer, scope, request.params.id, request.params.objectId);
      return reply.code(204).send(null);
    },
  });

  r.post('/v1/study-designs/export', {
    onRequest: app.authenticate,
    schema: {
      summary:
        'The study design as a Word document (.docx): purpose, audience, recruitment, business questions, sections with every task, stimuli (SPEC §7 Exports)',
      tags: ['study creation'],
      body: StudyDesignExportBody,
      response: { 200: z.any().describe('application/vnd.openxmlformats-officedocument.wordprocessingml.document'), ...errors },
    },
    handler: async (request, reply) => {
      const scope = await researchScope(db, request, request.body.client_id);
      const { bytes, title } = await service.exportStudyDesign(db, scope, request.body.study_id);
      const name = `${
        title
          .replace(/[^\w -]+/g, '')
          .trim()
          .slice(0, 80) || 'study'
      } - study design.docx`;
      reply.header('Content-Type', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
      reply.header('Content-Disposition', `attachment; filename="${name.replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(name)}`);
      return reply.send(bytes);
    },
  });
}
