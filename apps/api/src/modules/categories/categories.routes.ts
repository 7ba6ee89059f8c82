/** GET /api/v3/categories (SPEC §7): the active client's categories by title; every role (Consumers filter boards by them, decision 0082). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CategoriesQuery, CategoriesResponse, Problem } from '@insight/contracts';
import type { Database } from '@insight/db';
import { anyRoleScope } from '../../core/client-scope';
import { presentCategory } from './categories.presenter';
import * as service from './categories.service';

/** What the category routes need: the database. */
type CategoryRoutesOptions = { db: Database };

/** Registers the category routes. */
export async function categoryRoutes(app: FastifyInstance, opts: CategoryRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  r.get('/v3/categories', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Categories of the active client by title (SPEC §7)',
      tags: ['categories'],
      querystring: CategoriesQuery,
      response: { 200: CategoriesResponse, 400: Problem, 401: Problem, 403: Problem, 404: Problem },
    },
    handler: async (request) => {
      const { clientId } = await anyRoleScope(db, request, request.query.client_id);
      return { data: (await service.listCategories(db, clientId)).map(presentCategory) };
    },
  });
}
