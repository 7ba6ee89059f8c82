/**
 * Stories (SPEC §7 Stories): GET /api/v3/stories and /v3/stories/{id} for every role, Consumer included (SPEC §6); POST,
 * PATCH and DELETE (ours, issue 13) for users holding update_study (contracts' canWriteStories).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ClientIdQuery,
  CreateStoryBody,
  IdParams,
  Problem,
  StoriesQuery,
  StoriesResponse,
  StoryObjectivesResponse,
  StoryResponse,
  TranslationParam,
  UpdateStoryBody,
} from '@insight/contracts';
import type { Database } from '@insight/db';
import { anyRoleScope } from '../../core/client-scope';
import type { MediaSigner } from '../../core/media-urls';
import { presentStory, presentStoryObjectivesWithQuotes } from './stories.presenter';
import * as service from './stories.service';

const errors = { 400: Problem, 401: Problem, 403: Problem, 404: Problem };

/** What the story routes need: the database and the media URL signer. */
type StoryRoutesOptions = { db: Database; media: MediaSigner };

/** Registers the story routes. */
export async function storyRoutes(app: FastifyInstance, opts: StoryRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, media } = opts;

  r.get('/v3/stories', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Stories of the active client, newest first, optionally of one board or segment group, by title words or tag; no content (SPEC §3)',
      tags: ['stories'],
      querystring: StoriesQuery,
      response: { 200: StoriesResponse, ...errors },
    },
    handler: async (request) => {
      const { clientId, projectIds } = await anyRoleScope(db, request, request.query.client_id);
      const { stories, nextCursor } = await service.listStories(db, clientId, request.query, projectIds);
      return {
        data: await media.present((urls) => stories.map((row) => presentStory(row, urls))),
        meta: { next_cursor: nextCursor, limit: request.query.limit },
      };
    },
  });

  r.get('/v3/stories/:id', {
    onRequest: app.authenticate,
    schema: {
      summary: 'One story with slides, content, cover videos and highlighted interviews (SPEC §3, §7)',
      tags: ['stories'],
      params: IdParams,
      querystring: z.object({ client_id: ClientIdQuery }),
      response: { 200: StoryResponse, ...errors },
    },
    handler: async (request) => {
      const { clientId, projectIds } = await anyRoleScope(db, request, request.query.client_id);
      const story = await service.getStory(db, clientId, request.params.id, projectIds);
      return { data: await media.present((urls) => presentStory(story, urls)) };
    },
  });

  r.get('/v3/stories/:id/objectives', {
    onRequest: app.authenticate,
    schema: {
      summary:
        'Objectives of a story: the business questions of the visible studies its content references, each with its insights, charts and playable quotes; every role, Consumer included, reads them (SPEC §2, decision 0084)',
      tags: ['stories'],
      params: IdParams,
      querystring: z.object({ client_id: ClientIdQuery, translation: TranslationParam }),
      response: { 200: StoryObjectivesResponse, ...errors },
    },
    handler: async (request) => {
      const { clientId, projectIds } = await anyRoleScope(db, request, request.query.client_id);
      const view = await service.storyObjectives(db, clientId, request.params.id, projectIds, request.query.translation);
      return { data: await media.present((urls) => presentStoryObjectivesWithQuotes(view, urls)) };
    },
  });

  r.post('/v3/stories', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Create a story (ours, issue 13): title, content document, slides, tags, board, covers from reels; needs update_study',
      tags: ['stories'],
      body: CreateStoryBody,
      response: { 201: StoryResponse, ...errors },
    },
    handler: async (request, reply) => {
      const { viewer, clientId, projectIds } = await anyRoleScope(db, request, request.body.client_id);
      const story = await service.createStory(db, viewer, clientId, projectIds, request.body);
      reply.code(201);
      return { data: await media.present((urls) => presentStory(story, urls)) };
    },
  });

  r.patch('/v3/stories/:id', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Update a story (ours, issue 13); a stale updated_at answers 409 and changes nothing; needs update_study',
      tags: ['stories'],
      params: IdParams,
      body: UpdateStoryBody,
      response: { 200: StoryResponse, 409: Problem, ...errors },
    },
    handler: async (request) => {
      const { viewer, clientId, projectIds } = await anyRoleScope(db, request, request.body.client_id);
      const story = await service.updateStory(db, viewer, clientId, projectIds, request.params.id, request.body);
      return { data: await media.present((urls) => presentStory(story, urls)) };
    },
  });

  r.delete('/v3/stories/:id', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Delete a story (ours, issue 13); needs update_study',
      tags: ['stories'],
      params: IdParams,
      querystring: z.object({ client_id: ClientIdQuery }),
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      const { viewer, clientId, projectIds } = await anyRoleScope(db, request, request.query.client_id);
      await service.deleteStory(db, viewer, clientId, projectIds, request.params.id);
      return reply.code(204).send(null);
    },
  });
}
