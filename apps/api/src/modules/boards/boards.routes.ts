/**
 * Boards (SPEC §7 GET /v3/boards, GET /v3/boards/{id}) for every role, Consumer included (SPEC §6: the boards flag or the
 * client's setting switches the page on in the web); POST, PATCH, DELETE (ours, issue 13) need update_study.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BoardResponse, BoardsQuery, BoardsResponse, ClientIdQuery, CreateBoardBody, IdParams, Problem, UpdateBoardBody } from '@insight/contracts';
import type { Database } from '@insight/db';
import { anyRoleScope } from '../../core/client-scope';
import type { MediaSigner } from '../../core/media-urls';
import { presentBoard } from './boards.presenter';
import * as service from './boards.service';

const errors = { 400: Problem, 401: Problem, 403: Problem, 404: Problem };

/** What the board routes need: the database and the media URL signer. */
type BoardRoutesOptions = { db: Database; media: MediaSigner };

/** Registers the board routes. */
export async function boardRoutes(app: FastifyInstance, opts: BoardRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, media } = opts;
  const ClientOnly = z.object({ client_id: ClientIdQuery });

  r.get('/v3/boards', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Boards of the active client, always_on first, optionally in any of category_ids or matching q (SPEC §3, §7)',
      tags: ['boards'],
      querystring: BoardsQuery,
      response: { 200: BoardsResponse, ...errors },
    },
    handler: async (request) => {
      const { clientId, projectIds } = await anyRoleScope(db, request, request.query.client_id);
      const views = await service.listBoards(db, clientId, projectIds, request.query);
      return { data: await media.present((urls) => views.map((view) => presentBoard(view, urls))) };
    },
  });

  r.get('/v3/boards/:id', {
    onRequest: app.authenticate,
    schema: {
      summary: 'One board with counts, categories, cover and highlighted interviews; its stories: GET /v3/stories?board_id= (SPEC §7)',
      tags: ['boards'],
      params: IdParams,
      querystring: ClientOnly,
      response: { 200: BoardResponse, ...errors },
    },
    handler: async (request) => {
      const { clientId, projectIds } = await anyRoleScope(db, request, request.query.client_id);
      const view = await service.getBoard(db, clientId, projectIds, request.params.id);
      return { data: await media.present((urls) => presentBoard(view, urls)) };
    },
  });

  r.post('/v3/boards', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Create a board (ours, issue 13): title, label, description, categories, stories, cover from a reel; needs update_study',
      tags: ['boards'],
      body: CreateBoardBody,
      response: { 201: BoardResponse, ...errors },
    },
    handler: async (request, reply) => {
      const { viewer, clientId, projectIds } = await anyRoleScope(db, request, request.body.client_id);
      const view = await service.createBoard(db, viewer, clientId, projectIds, request.body);
      reply.code(201);
      return { data: await media.present((urls) => presentBoard(view, urls)) };
    },
  });

  r.patch('/v3/boards/:id', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Update a board (ours, issue 13); a stale updated_at answers 409 and changes nothing; needs update_study',
      tags: ['boards'],
      params: IdParams,
      body: UpdateBoardBody,
      response: { 200: BoardResponse, 409: Problem, ...errors },
    },
    handler: async (request) => {
      const { viewer, clientId, projectIds } = await anyRoleScope(db, request, request.body.client_id);
      const view = await service.updateBoard(db, viewer, clientId, projectIds, request.params.id, request.body);
      return { data: await media.present((urls) => presentBoard(view, urls)) };
    },
  });

  r.delete('/v3/boards/:id', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Delete a board; its stories stay without a board (ours, issue 13); needs update_study',
      tags: ['boards'],
      params: IdParams,
      querystring: ClientOnly,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      const { viewer, clientId } = await anyRoleScope(db, request, request.query.client_id);
      await service.deleteBoard(db, viewer, clientId, request.params.id);
      return reply.code(204).send(null);
    },
  });
}
