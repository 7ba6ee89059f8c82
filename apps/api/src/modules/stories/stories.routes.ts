/** Story reads (SPEC §7 Stories): GET /api/v3/stories and /v3/stories/{id}. Every role, Consumer included (SPEC §6). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ClientIdQuery, IdParams, Problem, StoriesQuery, StoriesResponse, StoryResponse } from '@insight/contracts';
import type { Database } from '@insight/db';
import { anyRoleScope } from '../../core/client-scope';
import type { MediaSigner } from '../../core/media-urls';
import { presentStory } from './stories.presenter';
import * as service from './stories.service';

const errors = { 400: Problem, 401: Problem, 404: Problem };

/** What the story routes need: the database and the media URL signer. */
type StoryRoutesOptions = { db: Database; media: MediaSigner };

/** Registers the story routes. */
export async function storyRoutes(app: FastifyInstance, opts: StoryRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, media } = opts;

  r.get('/v3/stories', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Stories of the active client, newest first, optionally of one board; cursor paging (SPEC §3)',
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
}
