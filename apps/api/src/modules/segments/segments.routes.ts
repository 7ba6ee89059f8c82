/**
 * Segment reads (SPEC §7 Segments): GET /api/v3/segments/{id} (`translation` param), …/task-design (`translation` param) and
 * …/study-materials. Consumer: 403; another client's segment: 404 'Segment not found'; a malformed id: 400.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ClientIdQuery,
  IdParams,
  Problem,
  SegmentQuery,
  SegmentResponse,
  StudyMaterialsResponse,
  TaskDesignQuery,
  TaskDesignResponse,
} from '@insight/contracts';
import type { Database } from '@insight/db';
import { researchScope } from '../../core/client-scope';
import type { MediaSigner } from '../../core/media-urls';
import { materialsType, presentStudyMaterial } from '../study-materials';
import { presentDesignSection, presentSegmentDetail } from './segments.presenter';
import * as service from './segments.service';

const errors = { 400: Problem, 401: Problem, 403: Problem, 404: Problem };
const ClientQuery = z.object({ client_id: ClientIdQuery });

/** What the segment routes need: the database and the media URL signer. */
type SegmentRoutesOptions = { db: Database; media: MediaSigner };

/** Registers the segment routes. */
export async function segmentRoutes(app: FastifyInstance, opts: SegmentRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, media } = opts;

  r.get('/v3/segments/:id', {
    onRequest: app.authenticate,
    config: { cachedAnswer: true },
    schema: {
      summary: 'One segment with its study, group, business questions and counts (SPEC §7)',
      tags: ['segments'],
      params: IdParams,
      querystring: SegmentQuery.extend({ client_id: ClientIdQuery }),
      response: { 200: SegmentResponse, ...errors },
    },
    handler: async (request) => {
      const { clientId, projectIds } = await researchScope(db, request, request.query.client_id);
      const row = await service.getSegment(db, clientId, request.params.id, projectIds);
      return { data: presentSegmentDetail(row, request.query.translation) };
    },
  });

  r.get('/v3/segments/:id/task-design', {
    onRequest: app.authenticate,
    schema: {
      summary:
        'Study design of a segment: one section per business question (position order) with the tasks shown to the segment, numbered, and their lettered subtasks; tasks serving no business question last; `translation=en` gives English task texts where the study has them (SPEC §3 Study design section, Task; §7)',
      tags: ['segments'],
      params: IdParams,
      querystring: TaskDesignQuery,
      response: { 200: TaskDesignResponse, ...errors },
    },
    handler: async (request) => {
      const { clientId, projectIds } = await researchScope(db, request, request.query.client_id);
      const sections = await service.getTaskDesign(db, clientId, request.params.id, projectIds);
      const data = await media.present((urls) =>
        sections.map((section) => presentDesignSection(section, (row) => presentStudyMaterial(row, urls), request.query.translation)),
      );
      return { data };
    },
  });

  r.get('/v3/segments/:id/study-materials', {
    onRequest: app.authenticate,
    schema: {
      summary: "Study materials (stimuli) of the segment's study; meta.type is LINK when any has a link, else FILE (SPEC §3, §7)",
      tags: ['segments'],
      params: IdParams,
      querystring: ClientQuery,
      response: { 200: StudyMaterialsResponse, ...errors },
    },
    handler: async (request) => {
      const { clientId, projectIds } = await researchScope(db, request, request.query.client_id);
      const rows = await service.getStudyMaterials(db, clientId, request.params.id, projectIds);
      return {
        data: await media.present((urls) => rows.map((row) => presentStudyMaterial(row, urls))),
        meta: { type: materialsType(rows) },
      };
    },
  });
}
