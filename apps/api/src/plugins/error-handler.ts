/**
 * One error handler for the whole API (ARCHITECTURE §3 rule 4): every failure is answered as
 * `application/problem+json` {type, title, status, detail, code, requestId, invalidParams?}.
 * Malformed input is a 400 naming the field, never a 500 (house rule "Bad input").
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_TEXTS, type ErrorCode, type Problem } from '@insight/contracts';
import { AppError, type InvalidParam } from '../core/app-error';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/** Sends a problem+json answer. */
export function sendProblem(request: FastifyRequest, reply: FastifyReply, status: number, code: string, detail: string, invalidParams?: InvalidParam[]) {
  const body: Problem = {
    type: 'about:blank',
    title: TITLES[status] ?? 'Error',
    status,
    detail,
    code,
    requestId: String(request.id),
    ...(invalidParams?.length ? { invalidParams } : {}),
  };
  return reply.code(status).type('application/problem+json').send(body);
}

/** Maps a Fastify/Zod validation error to invalid params named by field (e.g. `limit`, `email`). */
function validationParams(error: FastifyError & { validationContext?: string }): InvalidParam[] {
  return (error.validation ?? []).map((issue) => {
    // A bad item of a list names the list (`segment_ids`, not `segment_ids.0`).
    const pathName = issue.instancePath
      .replace(/^\//, '')
      .replaceAll('/', '.')
      .replace(/(\.\d+)+$/, '');
    const missing = (issue.params as { missingProperty?: string } | undefined)?.missingProperty;
    return { name: pathName || missing || error.validationContext || 'body', reason: issue.message ?? 'is invalid' };
  });
}

/** Registers the error and not-found handlers on `app` (SPEC §8). */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & { validationContext?: string }, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return sendProblem(request, reply, error.status, error.code, error.message, error.invalidParams);
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const params = validationParams(error);
      const where = error.validationContext ?? 'request';
      const detail = `Invalid ${where}: ${params.map((p) => `${p.name} ${p.reason}`).join('; ')}`;
      return sendProblem(request, reply, 400, 'VALIDATION', detail, params);
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'unhandled error');
      return sendProblem(request, reply, 500, 'INTERNAL', ERROR_TEXTS.other);
    }
    // Fastify's own 4xx (malformed JSON, body too large, unsupported content type, rate limit).
    const code: ErrorCode = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : status === 429 ? 'RATE_LIMITED' : 'VALIDATION';
    const params = status === 400 ? [{ name: 'body', reason: error.message }] : undefined;
    return sendProblem(request, reply, status, code, error.message, params);
  });
}
