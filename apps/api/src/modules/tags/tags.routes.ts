/**
 * Tag routes (SPEC §7 GET /v3/tags; issue 14): list, counts per tag, create (any research role), rename, merge and delete
 * (Master). Consumer: 403; another client's tag: 404 'Tag not found'.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreateTagBody,
  IdParams,
  MergeTagBody,
  Problem,
  RenameTagBody,
  TagCountsQuery,
  TagCountsResponse,
  TagResponse,
  TagWriteQuery,
  TagsQuery,
  TagsResponse,
} from '@insight/contracts';
import { z } from 'zod';
import type { Database } from '@insight/db';
import { researchScope } from '../../core/client-scope';
import { requireTagManagement } from '../../core/policies';
import { presentTag } from './tags.presenter';
import * as service from './tags.service';

const errors = { 400: Problem, 401: Problem, 403: Problem, 404: Problem, 409: Problem };

/** What the tag routes need: the database. */
type TagRoutesOptions = { db: Database };

/** Registers the tag routes. */
export async function tagRoutes(app: FastifyInstance, opts: TagRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  r.get('/v3/tags', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Tags of the active client by title, optionally of one study or matching q (SPEC §7)',
      tags: ['tags'],
      querystring: TagsQuery,
      response: { 200: TagsResponse, ...errors },
    },
    handler: async (request) => {
      const { clientId, projectIds } = await researchScope(db, request, request.query.client_id);
      const rows = await service.listTags(db, clientId, { studyId: request.query.study_id, q: request.query.q || undefined }, projectIds);
      return { data: rows.map(presentTag) };
    },
  });

  r.get('/v3/tags/counts', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Tags used by quotes with how many quotes and studies carry each, in one study or all visible studies (issue 14)',
      tags: ['tags'],
      querystring: TagCountsQuery,
      response: { 200: TagCountsResponse, ...errors },
    },
    handler: async (request) => {
      const { clientId, projectIds } = await researchScope(db, request, request.query.client_id);
      const rows = await service.tagCounts(db, clientId, request.query.study_id, projectIds);
      return { data: rows.map((row) => ({ tag: presentTag(row.tag), quotes: row.quotes, studies: row.studies })) };
    },
  });

  r.post('/v3/tags', {
    onRequest: app.authenticate,
    schema: {
      summary: 'The tag of this title regardless of case (200), or a new one (201) (issue 14)',
      tags: ['tags'],
      body: CreateTagBody,
      response: { 200: TagResponse, 201: TagResponse, ...errors },
    },
    handler: async (request, reply) => {
      const { clientId } = await researchScope(db, request, request.body.client_id);
      const { tag, created } = await service.findOrCreateTag(db, clientId, request.body.title);
      return reply.code(created ? 201 : 200).send({ data: presentTag(tag) });
    },
  });

  r.patch('/v3/tags/:id', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Renames a tag; Master only; 409 when another tag has the title (merge instead) (issue 14)',
      tags: ['tags'],
      params: IdParams,
      body: RenameTagBody,
      response: { 200: TagResponse, ...errors },
    },
    handler: async (request) => {
      const { viewer, clientId } = await researchScope(db, request, request.body.client_id);
      requireTagManagement(viewer);
      return { data: presentTag(await service.renameTag(db, clientId, request.params.id, request.body.title)) };
    },
  });

  r.post('/v3/tags/:id/merge', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Merges a tag into another: its studies and quotes move over and it is deleted; Master only (issue 14)',
      tags: ['tags'],
      params: IdParams,
      body: MergeTagBody,
      response: { 200: TagResponse, ...errors },
    },
    handler: async (request) => {
      const { viewer, clientId } = await researchScope(db, request, request.body.client_id);
      requireTagManagement(viewer);
      return { data: presentTag(await service.mergeTag(db, clientId, request.params.id, request.body.into_tag_id)) };
    },
  });

  r.delete('/v3/tags/:id', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Deletes a tag from every study and quote; Master only (issue 14)',
      tags: ['tags'],
      params: IdParams,
      querystring: TagWriteQuery,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      const { viewer, clientId } = await researchScope(db, request, request.query.client_id);
      requireTagManagement(viewer);
      await service.deleteTag(db, clientId, request.params.id);
      return reply.code(204).send(null);
    },
  });
}
