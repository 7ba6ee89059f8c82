/**
 * Interview reads (SPEC §7 Interviews, Videos): GET /api/v3/interviews, /v3/interviews/{id},
 * /v3/interviews/{id}/transcript and the legacy aliases /videos/{id}, /videos/{id}/transcript.
 * Consumer: 403; another client's interview: 404 'Interview not found'.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ClientIdQuery,
  IdParams,
  InterviewResponse,
  InterviewsQuery,
  InterviewsResponse,
  Problem,
  TranscriptQuery,
  TranscriptResponse,
  VideoResponse,
  VideoTranscriptQuery,
  VideoTranscriptResponse,
} from '@insight/contracts';
import { z } from 'zod';
import type { Database } from '@insight/db';
import { researchScope } from '../../core/client-scope';
import type { MediaSigner } from '../../core/media-urls';
import { presentInterview, presentTranscript } from './interviews.presenter';
import * as service from './interviews.service';

const errors = { 400: Problem, 401: Problem, 403: Problem, 404: Problem };

/** What the interview routes need: the database and the media URL signer. */
type InterviewRoutesOptions = { db: Database; media: MediaSigner };

/** Registers the interview routes and their /videos aliases. */
export async function interviewRoutes(app: FastifyInstance, opts: InterviewRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, media } = opts;

  r.get('/v3/interviews', {
    onRequest: app.authenticate,
    schema: {
      summary:
        'Interviews of the active client, oldest first, optionally of one study, one segment (segment_id) or several (segment_ids); cursor paging (SPEC §7)',
      tags: ['interviews'],
      querystring: InterviewsQuery,
      response: { 200: InterviewsResponse, ...errors },
    },
    handler: async (request) => {
      const { clientId, projectIds } = await researchScope(db, request, request.query.client_id);
      const { interviews, nextCursor } = await service.listInterviews(db, clientId, request.query, projectIds);
      return {
        data: await media.present((urls) => interviews.map((row) => presentInterview(row, urls))),
        meta: { next_cursor: nextCursor, limit: request.query.limit },
      };
    },
  });

  const ById = z.object({ client_id: ClientIdQuery });
  for (const [url, response, tag] of [
    ['/v3/interviews/:id', InterviewResponse, 'interviews'],
    ['/videos/:id', VideoResponse, 'videos'],
  ] as const) {
    r.get(url, {
      onRequest: app.authenticate,
      schema: {
        summary: 'One interview: participant, duration (seconds), signed video, subtitle and thumbnail URLs (SPEC §3, §7)',
        tags: [tag],
        params: IdParams,
        querystring: ById,
        response: { 200: response, ...errors },
      },
      handler: async (request) => {
        const { clientId, projectIds } = await researchScope(db, request, request.query.client_id);
        const interview = await service.getInterview(db, clientId, request.params.id, projectIds);
        return { data: await media.present((urls) => presentInterview(interview, urls)) };
      },
    });
  }

  for (const [url, query, response, tag] of [
    ['/v3/interviews/:id/transcript', TranscriptQuery, TranscriptResponse, 'interviews'],
    ['/videos/:id/transcript', VideoTranscriptQuery, VideoTranscriptResponse, 'videos'],
  ] as const) {
    r.get(url, {
      onRequest: app.authenticate,
      schema: {
        summary: 'Transcript of an interview in the original language or English (translation=original|en); times in seconds (SPEC §3)',
        tags: [tag],
        params: IdParams,
        querystring: query.extend({ client_id: ClientIdQuery }),
        response: { 200: response, ...errors },
      },
      handler: async (request) => {
        const { clientId, projectIds } = await researchScope(db, request, request.query.client_id);
        const transcript = await service.getTranscript(db, clientId, request.params.id, request.query.translation, projectIds);
        return { data: presentTranscript(transcript) };
      },
    });
  }
}
