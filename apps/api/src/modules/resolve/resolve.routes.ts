/**
 * Resolve endpoints (SPEC §7): GET /api/v3/studies/resolve/{id}, /api/v3/segments/resolve/{id},
 * /api/v3/interviews/resolve/{id}. Consumer: 403; an id of another client or outside the viewer's projects: 404;
 * an `id` with characters no id has: 400 naming `id`.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Problem, ResolveParams, ResolveQuery, ResolveResponse } from '@insight/contracts';
import type { Database } from '@insight/db';
import { researchScope } from '../../core/client-scope';
import * as service from './resolve.service';

const errors = { 400: Problem, 401: Problem, 403: Problem, 404: Problem };

/** Registers the three resolve routes. */
export async function resolveRoutes(app: FastifyInstance, opts: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  const routes = [
    {
      url: '/v3/studies/resolve/:id',
      tag: 'studies',
      summary:
        "Resolve a study id, a socrat_study_id, or the id of a segment, segment group, interview or quote to the study and its page (SPEC §7); 404 'Study not found'",
      resolve: service.resolveStudy,
    },
    {
      url: '/v3/segments/resolve/:id',
      tag: 'segments',
      summary:
        "Resolve a segment id, an interview or quote id (its segment), a segment group id (the group), or a study id / socrat_study_id (its first segment) to the segment's page (SPEC §7); 404 'Segment not found'",
      resolve: service.resolveSegment,
    },
    {
      url: '/v3/interviews/resolve/:id',
      tag: 'interviews',
      summary: "Resolve an interview id or a quote id to the interview and its page in its segment (SPEC §7); 404 'Interview not found'",
      resolve: service.resolveInterview,
    },
  ];
  for (const route of routes) {
    r.get(route.url, {
      onRequest: app.authenticate,
      schema: { summary: route.summary, tags: [route.tag], params: ResolveParams, querystring: ResolveQuery, response: { 200: ResolveResponse, ...errors } },
      handler: async (request) => {
        const scope = await researchScope(db, request, request.query.client_id);
        return { data: await route.resolve(db, scope, request.params.id) };
      },
    });
  }
}
