/**
 * The legacy study endpoints of SPEC §7 over the same rules as the draft routes: GET/PUT /studies/{id}, GET
 * and PUT /studies/{id}/tasks, PUT publish, GET requirements_status, GET participant_videos, PUT objectives, GET/PUT
 * audience_settings, and POST /marketplace/upload/order_object. Another client's study: 404; writes need an editable
 * draft (SPEC §4, §6, §8) except publish, which needs the status-change permission of SPEC §6.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AudienceSettings,
  AudienceSettingsBody,
  ClientIdQuery,
  IdParams,
  LegacyTasksBody,
  ObjectivesBody,
  ParticipantVideosQuery,
  ParticipantVideosResponse,
  PresignedUploadBody,
  PresignedUploadResponse,
  Problem,
  RequirementsStatusResponse,
  SaveDraftBody,
  StudyDraft,
  StudyDraftResponse,
  dataResponse,
  type DraftRecruitment,
} from '@insight/contracts';
import type { Database } from '@insight/db';
import { researchScope } from '../../core/client-scope';
import type { MediaSigner } from '../../core/media-urls';
import * as presenter from './study-creation.presenter';
import * as service from './study-creation.service';
import * as stimuli from './study-objects.service';

const errors = { 400: Problem, 401: Problem, 403: Problem, 404: Problem, 409: Problem };
const ClientQuery = z.object({ client_id: ClientIdQuery });

/** What the legacy study routes need. */
type LegacyStudyRoutesOptions = { db: Database; media: MediaSigner; publicUrl: string | undefined; deps: stimuli.StimuliDeps };

/** Registers the legacy study routes. */
export async function legacyStudyRoutes(app: FastifyInstance, opts: LegacyStudyRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, media, publicUrl } = opts;
  const present = (draft: service.LoadedDraft) => media.present((urls) => presenter.presentDraft(draft, urls, publicUrl));

  r.get('/studies/:id', {
    onRequest: app.authenticate,
    schema: {
      summary: 'A study in the builder shape, draft or not (SPEC §7 Legacy studies)',
      tags: ['legacy studies'],
      params: IdParams,
      querystring: ClientQuery,
      response: { 200: StudyDraftResponse, ...errors },
    },
    handler: async (request) => {
      const { clientId, projectIds } = await researchScope(db, request, request.query.client_id);
      return { data: await present(await service.loadDraft(db, clientId, request.params.id, projectIds)) };
    },
  });

  r.put('/studies/:id', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Saves parts of a draft, as PUT /v3/studies/{id}/draft (SPEC §7 Legacy studies)',
      tags: ['legacy studies'],
      params: IdParams,
      body: SaveDraftBody,
      response: { 200: StudyDraftResponse, ...errors },
    },
    handler: async (request) => {
      const scope = await researchScope(db, request, request.body.client_id);
      return { data: await present(await service.saveDraft(db, scope.viewer, scope, request.params.id, request.body)) };
    },
  });

  r.get('/studies/:id/tasks', {
    onRequest: app.authenticate,
    schema: {
      summary: 'The study design sections with their tasks (SPEC §7 Legacy studies)',
      tags: ['legacy studies'],
      params: IdParams,
      querystring: ClientQuery,
      response: { 200: dataResponse(StudyDraft.shape.sections), ...errors },
    },
    handler: async (request) => {
      const { clientId, projectIds } = await researchScope(db, request, request.query.client_id);
      const draft = await present(await service.loadDraft(db, clientId, request.params.id, projectIds));
      return { data: draft.sections };
    },
  });

  r.put('/studies/:id/tasks', {
    onRequest: app.authenticate,
    schema: {
      summary:
        'Adds, changes (by id) and deletes (tasks_to_delete_in_this_segment) tasks of a draft; answers the sections. 400 naming the field, 404 for another client (SPEC §5, §7 Legacy studies)',
      tags: ['legacy studies'],
      params: IdParams,
      body: LegacyTasksBody,
      response: { 200: dataResponse(StudyDraft.shape.sections), ...errors },
    },
    handler: async (request) => {
      const scope = await researchScope(db, request, request.body.client_id);
      const saved = await present(await service.saveLegacyTasks(db, scope.viewer, scope, request.params.id, request.body));
      return { data: saved.sections };
    },
  });

  r.put('/studies/:id/objectives', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Replaces the business questions (objectives) of a draft (SPEC §5, §7 Legacy studies)',
      tags: ['legacy studies'],
      params: IdParams,
      body: ObjectivesBody,
      response: { 200: StudyDraftResponse, ...errors },
    },
    handler: async (request) => {
      const scope = await researchScope(db, request, request.body.client_id);
      return {
        data: await present(await service.saveDraft(db, scope.viewer, scope, request.params.id, { business_questions: request.body.business_questions })),
      };
    },
  });

  r.get('/studies/:id/audience_settings', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Audience kind and recruitment of a study (SPEC §7 Legacy studies)',
      tags: ['legacy studies'],
      params: IdParams,
      querystring: ClientQuery,
      response: { 200: dataResponse(AudienceSettings), ...errors },
    },
    handler: async (request) => {
      const { clientId, projectIds } = await researchScope(db, request, request.query.client_id);
      const draft = await present(await service.loadDraft(db, clientId, request.params.id, projectIds));
      return { data: { audience: draft.audience, recruitment: draft.recruitment } };
    },
  });

  r.put('/studies/:id/audience_settings', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Saves the audience kind and recruitment of a draft (SPEC §7 Legacy studies)',
      tags: ['legacy studies'],
      params: IdParams,
      body: AudienceSettingsBody,
      response: { 200: dataResponse(AudienceSettings), ...errors },
    },
    handler: async (request) => {
      const scope = await researchScope(db, request, request.body.client_id);
      const saved = await service.saveDraft(db, scope.viewer, scope, request.params.id, {
        audience: request.body.audience,
        recruitment: request.body.recruitment,
      });
      return { data: { audience: saved.study.audience, recruitment: saved.state?.recruitment as DraftRecruitment } };
    },
  });

  r.get('/studies/:id/requirements_status', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Whether a draft has everything an order needs, and what is missing by field (SPEC §5, §7)',
      tags: ['legacy studies'],
      params: IdParams,
      querystring: ClientQuery,
      response: { 200: RequirementsStatusResponse, ...errors },
    },
    handler: async (request) => {
      const { clientId, projectIds } = await researchScope(db, request, request.query.client_id);
      const issues = service.draftIssues(await service.loadDraft(db, clientId, request.params.id, projectIds));
      return { data: { is_ready: issues.length === 0, issues } };
    },
  });

  r.put('/studies/:id/publish', {
    onRequest: app.authenticate,
    schema: {
      summary:
        'Marks an ordered study COMPLETED; needs update_study_status_to_any, update_study on a client-created study, or being one of its producers (SPEC §6)',
      tags: ['legacy studies'],
      params: IdParams,
      body: ClientQuery,
      response: { 200: StudyDraftResponse, ...errors },
    },
    handler: async (request) => {
      const scope = await researchScope(db, request, request.body.client_id);
      return { data: await present(await service.publishStudy(db, scope.viewer, scope, request.params.id)) };
    },
  });

  r.get('/studies/:id/participant_videos', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Interviews (participant videos) of a study, by page (SPEC §7 Legacy studies)',
      tags: ['legacy studies'],
      params: IdParams,
      querystring: ParticipantVideosQuery,
      response: { 200: ParticipantVideosResponse, ...errors },
    },
    handler: async (request) => {
      const { clientId, projectIds } = await researchScope(db, request, request.query.client_id);
      await service.loadDraft(db, clientId, request.params.id, projectIds);
      const { page, per_page } = request.query;
      const { rows, total } = await service.participantVideos(db, clientId, request.params.id, page, per_page);
      const data = await media.present((urls) =>
        rows.map((row) => ({
          id: row.id,
          segment_id: row.segmentId,
          language: row.language,
          duration: row.duration,
          participant: { name: row.participantName, age: row.participantAge, country: row.participantCountry },
          thumbnail: urls.url(row.thumbnailKey),
        })),
      );
      return { data, meta: { page, per_page, total } };
    },
  });

  r.post('/marketplace/upload/order_object', {
    onRequest: app.authenticate,
    schema: {
      summary: 'A pre-signed upload URL for an order object, as POST /storage/upload/presigned (SPEC §7 Upload)',
      tags: ['legacy studies'],
      body: PresignedUploadBody,
      response: { 200: PresignedUploadResponse, ...errors },
    },
    handler: async (request) => {
      const scope = await researchScope(db, request, request.body.client_id);
      return { data: await stimuli.presignUpload(opts.deps, scope.viewer, scope, request.body) };
    },
  });
}
