/** GET /api/v3/tags (SPEC §7): the active client's tags by title. Consumer: 403. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Problem, TagsQuery, TagsResponse } from '@insight/contracts';
import type { Database } from '@insight/db';
import { researchScope } from '../../core/client-scope';
import { presentTag } from './tags.presenter';
import * as service from './tags.service';

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
      response: { 200: TagsResponse, 400: Problem, 401: Problem, 403: Problem, 404: Problem },
    },
    handler: async (request) => {
      const scope = await researchScope(db, request, request.query.client_id);
      const rows = await service.listTags(db, scope, { studyId: request.query.study_id, q: request.query.q || undefined });
      return { data: rows.map(presentTag) };
    },
  });
}
