/** GET /api/v3/categories (SPEC §7): the active client's categories by title. Consumer: 403. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CategoriesQuery, CategoriesResponse, Problem } from '@insight/contracts';
import type { ReadRoutesOptions } from '../routes';
import { researchScope } from '../shared/access';
import { presentCategory } from './categories.presenter';
import * as service from './categories.service';

/** Registers the category routes. */
export async function categoryRoutes(app: FastifyInstance, opts: ReadRoutesOptions) {
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
      const { clientId } = await researchScope(db, request, request.query.client_id);
      return { data: (await service.listCategories(db, clientId)).map(presentCategory) };
    },
  });
}
