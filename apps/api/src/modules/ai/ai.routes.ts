/**
 * AI study configuration routes (SPEC §7 AI; issue 12): POST /v1/ai/study-briefs/rating, POST/GET
 * /v1/ai/study-outlines[/{id}], POST/GET /v1/ai/study-designs[/{id}], POST /v1/ai/translate, GET /v1/ai/provider.
 * All need study edit rights (update_study or update_draft_study_only, SPEC §6); Consumer 403.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AiProviderResponse,
  BriefRatingBody,
  BriefRatingResponse,
  ClientIdQuery,
  ERROR_TEXTS,
  IdParams,
  Problem,
  StudyDesignBody,
  StudyDesignResponse,
  StudyOutlineBody,
  StudyOutlineResponse,
  TranslateBody,
  TranslateResponse,
} from '@insight/contracts';
import type { Database } from '@insight/db';
import type { AiProvider } from '../../ai';
import { forbidden } from '../../core/app-error';
import { researchScope, type ClientScope } from '../../core/client-scope';
import { presentDesign, presentOutline } from './ai.presenter';
import * as service from './ai.service';

const errors = { 400: Problem, 401: Problem, 403: Problem, 404: Problem, 502: Problem, 503: Problem };
const ClientQuery = z.object({ client_id: ClientIdQuery });

/** What the AI routes need: the database, the provider, and the job queue (absent: generation answers 503). */
type AiRoutesOptions = { db: Database; ai: AiProvider; queue?: service.AiQueue };

/** 403 unless the viewer may edit studies (SPEC §6: update_study or update_draft_study_only). */
function requireStudyEdit(scope: ClientScope) {
  const p = scope.viewer.permissions;
  if (!p.includes('update_study') && !p.includes('update_draft_study_only')) throw forbidden(ERROR_TEXTS.editPermission);
}

/** Registers the AI study configuration routes. */
export async function aiRoutes(app: FastifyInstance, opts: AiRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, ai, queue } = opts;
  const editScope = async (request: Parameters<typeof researchScope>[1], clientId: string | undefined) => {
    const scope = await researchScope(db, request, clientId);
    requireStudyEdit(scope);
    return { clientId: scope.clientId, userId: scope.viewer.userId };
  };

  r.get('/v1/ai/provider', {
    onRequest: app.authenticate,
    schema: {
      summary: 'The configured AI provider: "AI: <model>" or "AI: built-in", and whether it can translate (issue 12)',
      tags: ['ai'],
      response: { 200: AiProviderResponse, 401: Problem, 403: Problem },
    },
    handler: async (request) => {
      await researchScope(db, request);
      return { data: ai.info };
    },
  });

  r.post('/v1/ai/study-briefs/rating', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Rates a study brief by its checks (objective, audience, market, stimuli, decisions) with concrete suggestions (SPEC §7 AI)',
      tags: ['ai'],
      body: BriefRatingBody,
      response: { 200: BriefRatingResponse, ...errors },
    },
    handler: async (request) => {
      await editScope(request, request.body.client_id);
      return { data: await service.rateBrief(ai, request.body) };
    },
  });

  r.post('/v1/ai/study-outlines', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Starts generating business questions for a brief (a durable job; 202, then poll GET …/{id} every 500 ms) (SPEC §4, §7 AI)',
      tags: ['ai'],
      body: StudyOutlineBody,
      response: { 202: StudyOutlineResponse, ...errors },
    },
    handler: async (request, reply) => {
      const scope = await editScope(request, request.body.client_id);
      const row = await service.startOutline(db, ai, queue, scope, request.body);
      return reply.code(202).send({ data: presentOutline(row, ai.info) });
    },
  });

  r.get('/v1/ai/study-outlines/:id', {
    onRequest: app.authenticate,
    schema: {
      summary: 'An outline job: status (COMPLETED ready, ERROR failed, else in progress), progress in percent, business questions once COMPLETED (SPEC §4)',
      tags: ['ai'],
      params: IdParams,
      querystring: ClientQuery,
      response: { 200: StudyOutlineResponse, ...errors },
    },
    handler: async (request) => {
      const scope = await editScope(request, request.query.client_id);
      return { data: presentOutline(await service.getJob(db, scope, 'study_outline', request.params.id), ai.info) };
    },
  });

  r.post('/v1/ai/study-designs', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Starts generating sections and tasks for a brief and its business questions (a durable job; 202, then poll) (SPEC §4, §7 AI)',
      tags: ['ai'],
      body: StudyDesignBody,
      response: { 202: StudyDesignResponse, ...errors },
    },
    handler: async (request, reply) => {
      const scope = await editScope(request, request.body.client_id);
      const row = await service.startDesign(db, ai, queue, scope, request.body);
      return reply.code(202).send({ data: presentDesign(row, ai.info) });
    },
  });

  r.get('/v1/ai/study-designs/:id', {
    onRequest: app.authenticate,
    schema: {
      summary: 'A design job: status, progress in percent, sections with tasks of valid task types linked to business questions once COMPLETED (SPEC §4)',
      tags: ['ai'],
      params: IdParams,
      querystring: ClientQuery,
      response: { 200: StudyDesignResponse, ...errors },
    },
    handler: async (request) => {
      const scope = await editScope(request, request.query.client_id);
      return { data: presentDesign(await service.getJob(db, scope, 'study_design', request.params.id), ai.info) };
    },
  });

  r.post('/v1/ai/translate', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Translates a study design into another language with the model; 503 problem+json with the built-in provider (SPEC §7 AI)',
      tags: ['ai'],
      body: TranslateBody,
      response: { 200: TranslateResponse, ...errors },
    },
    handler: async (request) => {
      await editScope(request, request.body.client_id);
      const design = await service.translate(ai, request.body);
      return { data: { language: request.body.target_language, design, provider: ai.info } };
    },
  });
}
