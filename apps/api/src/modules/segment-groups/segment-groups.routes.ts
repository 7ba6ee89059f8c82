/**
 * GET /api/v3/segment-groups/{id} (ours, for the SPEC §2 /study-segment-groups/{segmentGroup} pages; SPEC §3 Study
 * segment group). Consumer: 403; another client's group: 404 'Segment group not found'; a malformed id: 400.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ClientIdQuery, IdParams, Problem, SegmentGroupResponse } from '@insight/contracts';
import type { Database } from '@insight/db';
import { researchScope } from '../../core/client-scope';
import { presentSegmentGroup } from './segment-groups.presenter';
import * as service from './segment-groups.service';

/** What the segment group routes need: the database. */
type SegmentGroupRoutesOptions = { db: Database };

/** Registers the segment group routes. */
export async function segmentGroupRoutes(app: FastifyInstance, opts: SegmentGroupRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get('/v3/segment-groups/:id', {
    onRequest: app.authenticate,
    schema: {
      summary: "One segment group with its study, segments, stories, the study's business questions and counts over its segments (SPEC §3)",
      tags: ['segments'],
      params: IdParams,
      querystring: z.object({ client_id: ClientIdQuery }),
      response: { 200: SegmentGroupResponse, 400: Problem, 401: Problem, 403: Problem, 404: Problem },
    },
    handler: async (request) => {
      const { clientId, projectIds } = await researchScope(db, request, request.query.client_id);
      return { data: presentSegmentGroup(await service.getSegmentGroup(db, clientId, request.params.id, projectIds)) };
    },
  });
}
