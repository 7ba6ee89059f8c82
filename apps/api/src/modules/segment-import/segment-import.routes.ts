/**
 * POST /api/v3/segments/import/{id} (SPEC §7): import segment `{id}` with its interviews into `study_id`, another study
 * of the same client. 202 with the import; Consumer or without update_study 403; another client's segment or study 404;
 * a repeat 409 'Already imported'; bad ids 400 naming the field.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams, Problem, SegmentImportRequest, SegmentImportResponse } from '@insight/contracts';
import type { Database } from '@insight/db';
import { researchScope } from '../../core/client-scope';
import { presentSegmentImport } from './segment-import.presenter';
import { startSegmentImport, type SegmentImportQueue } from './segment-import.service';

/** Registers the segment import route. */
export async function segmentImportRoutes(app: FastifyInstance, opts: { db: Database; queue?: SegmentImportQueue }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  r.post('/v3/segments/import/:id', {
    onRequest: app.authenticate,
    schema: {
      summary:
        "Import segment {id} with its interviews into another study of the same client (study_id) as a durable job; a repeat is a 409 'Already imported' (SPEC §4, §7; update_study)",
      tags: ['segments'],
      params: IdParams,
      body: SegmentImportRequest,
      response: { 202: SegmentImportResponse, 400: Problem, 401: Problem, 403: Problem, 404: Problem, 409: Problem },
    },
    handler: async (request, reply) => {
      const scope = await researchScope(db, request, request.body.client_id);
      const row = await startSegmentImport(db, opts.queue, scope, request.params.id, request.body.study_id);
      return reply.code(202).send({ data: presentSegmentImport(row) });
    },
  });
}
