/**
 * Interview reads (SPEC §7 Interviews, Videos): GET /api/v3/interviews, /v3/interviews/{id},
 * /v3/interviews/{id}/transcript and the legacy aliases /videos/{id}, /videos/{id}/transcript.
 * Consumer: 403; another client's interview: 404 'Interview not found'.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
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
import { createAnswerCache } from '../../core/answer-cache';
import { researchScope } from '../../core/client-scope';
import type { MediaSigner } from '../../core/media-urls';
import { presentInterview, presentTranscript } from './interviews.presenter';
import * as service from './interviews.service';

const errors = { 400: Problem, 401: Problem, 403: Problem, 404: Problem };

/** Memory for written transcript answers per process (bytes): ~170 transcripts of the scale set's size. */
const TRANSCRIPT_ANSWER_BYTES = 16 * 1024 * 1024;

/** What the interview routes need: the database and the media URL signer. */
type InterviewRoutesOptions = { db: Database; media: MediaSigner };

/** What `reply.serialize` wrote, as bytes (it writes text; a serialiser may answer bytes). */
function writtenBytes(written: string | ArrayBuffer | Buffer): Buffer {
  return typeof written === 'string' ? Buffer.from(written) : Buffer.from(written as ArrayBuffer);
}

/** Registers the interview routes and their /videos aliases. */
export async function interviewRoutes(app: FastifyInstance, opts: InterviewRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, media } = opts;
  // The transcripts' written answers (~93 KB each on the scale set), per process and bounded (decision 0310).
  const transcriptAnswers = createAnswerCache(TRANSCRIPT_ANSWER_BYTES);

  r.get('/v3/interviews', {
    onRequest: app.authenticate,
    config: { cachedAnswer: true },
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
      config: { cachedAnswer: true },
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
      config: { cachedAnswer: true },
      schema: {
        summary: 'Transcript of an interview in the original language or English (translation=original|en); times in seconds (SPEC §3)',
        tags: [tag],
        params: IdParams,
        querystring: query.extend({ client_id: ClientIdQuery }),
        response: { 200: response, ...errors },
      },
      handler: async (request, reply) => {
        const { clientId, projectIds } = await researchScope(db, request, request.query.client_id);
        // Written once per version of the transcript and interview, checked on every request (decision 0310).
        const body = await service.transcriptAnswer(db, clientId, request.params.id, request.query.translation, projectIds, {
          answers: transcriptAnswers,
          variant: url,
          write: (transcript) => writtenBytes(reply.serialize({ data: presentTranscript(transcript) })),
        });
        // Already written: sent as bytes, past the route's serialiser (the contract's type holds for what it wrote).
        const untyped: FastifyReply = reply;
        return untyped.type('application/json; charset=utf-8').send(body);
      },
    });
  }
}
