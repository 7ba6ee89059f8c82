/** GET /api/projects (SPEC §7 Projects: page, per_page default 5, study counts; `fields=studies` adds the studies). Consumer: 403. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Problem, ProjectsQuery, ProjectsResponse } from '@insight/contracts';
import type { Database } from '@insight/db';
import { researchScope } from '../../core/client-scope';
import type { MediaSigner } from '../../core/media-urls';
import { presentProject } from './projects.presenter';
import * as service from './projects.service';

/** What the project routes need: the database and the media URL signer. */
type ProjectRoutesOptions = { db: Database; media: MediaSigner };

/** Registers the project routes. */
export async function projectRoutes(app: FastifyInstance, opts: ProjectRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, media } = opts;
  r.get('/projects', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Projects of the active client by title with study counts; 5 per page by default (SPEC §3, §7)',
      tags: ['projects'],
      querystring: ProjectsQuery,
      response: { 200: ProjectsResponse, 400: Problem, 401: Problem, 403: Problem, 404: Problem },
    },
    handler: async (request) => {
      const { query } = request;
      const { clientId, projectIds } = await researchScope(db, request, query.client_id);
      const { projects, total } = await service.listProjects(db, clientId, query, projectIds);
      return {
        data: await media.present((urls) => projects.map((row) => presentProject(row, urls))),
        meta: { page: query.page, per_page: query.per_page, total },
      };
    },
  });
}
