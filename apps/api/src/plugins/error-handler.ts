/**
 * One error handler for the whole API (ARCHITECTURE §3 rule 4): every failure is answered as
 * `application/problem+json` {type, title, status, detail, code, requestId, invalidParams?}.
 * Malformed input is a 400 naming the field, never a 500 (house rule "Bad input").
 */
import type { Socket } from 'node:net';
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
  406: 'Not Acceptable',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Seconds a client is asked to wait (Retry-After) when the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Seconds a client is asked to wait (Retry-After) when it reaches a server that is stopping (a restart, a deploy). */
export const SHUTTING_DOWN_RETRY_AFTER_SECONDS = 5;

/** node-postgres / socket error codes of a database that cannot be reached or went away. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);

/** Texts node-postgres and pg-pool throw when the connection or the pool is gone. */
const UNREACHABLE_TEXT =
  /PGlite is clos(ed|ing)|Connection terminated|Cannot use a pool after calling end|connection timeout|Client has encountered a connection error|the database system is (starting up|shutting down|in recovery mode)|terminating connection due to administrator command/i;

/**
 * Whether `error` is a failed database query (Drizzle's, which carries the `query`) whose cause says the database cannot
 * be reached: a refused or dropped connection, a closed pool, or PostgreSQL's SQLSTATE classes 08 (connection exception)
 * and 57P0x (shutdown, cannot connect now). Other network errors (storage, AI) are not the database's.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let query = false;
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    query ||= typeof (current as { query?: unknown }).query === 'string';
    if (typeof code === 'string' && (/^08/.test(code) || /^57P0[1-3]$/.test(code))) return true;
    if (query && typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNREACHABLE_TEXT.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The problem code of a 4xx that no AppError raised (the framework's own, a plugin's). */
const CODE_OF_STATUS: Record<number, ErrorCode> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  416: 'RANGE_NOT_SATISFIABLE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
};

/** The problem document of an error answer. */
function problemBody(status: number, code: string, detail: string, requestId: string, invalidParams?: InvalidParam[]): Problem {
  return {
    type: 'about:blank',
    title: TITLES[status] ?? 'Error',
    status,
    detail,
    code,
    requestId,
    ...(invalidParams?.length ? { invalidParams } : {}),
  };
}

/** Sends a problem+json answer. */
export function sendProblem(request: FastifyRequest, reply: FastifyReply, status: number, code: string, detail: string, invalidParams?: InvalidParam[]) {
  return reply
    .code(status)
    .type('application/problem+json')
    .send(problemBody(status, code, detail, String(request.id), invalidParams));
}

/**
 * Fastify's `frameworkErrors`: errors the router raises before any route or hook runs (a malformed `%` escape in the
 * address, a path segment longer than the router takes), answered as problem+json like every other error.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') {
    const reason = 'contains a malformed % escape';
    return sendProblem(request, reply, 400, 'VALIDATION', `The address ${reason}.`, [{ name: 'url', reason }]);
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendProblem(request, reply, 414, 'URI_TOO_LONG', 'A part of the address is too long.');
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) request.log.error({ err: error }, 'framework error');
  return sendProblem(
    request,
    reply,
    status,
    CODE_OF_STATUS[status] ?? (status === 500 ? 'INTERNAL' : 'VALIDATION'),
    status === 500 ? ERROR_TEXTS.other : error.message,
  );
}

/**
 * Fastify's `clientErrorHandler`: requests Node's HTTP parser refuses before Fastify sees them (headers or address too
 * large, a malformed request line, a timeout) get a problem+json answer written to the socket, which is then closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const [status, code, detail]: [number, ErrorCode, string] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'HEADERS_TOO_LARGE', 'The request headers (with the address) are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'REQUEST_TIMEOUT', 'The request took too long to arrive.']
        : [400, 'VALIDATION', 'The request is not valid HTTP.'];
  const body = JSON.stringify(problemBody(status, code, detail, crypto.randomUUID()));
  socket.end(
    `HTTP/1.1 ${status} ${TITLES[status]}\r\nContent-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
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

/**
 * The database's refusal of bad input that slipped past the checks (a safety net: services check ids and fields first),
 * as invalid params: a missing foreign key names its column; malformed, too long or NUL-holding text names `body`.
 */
function databaseInputError(error: unknown): InvalidParam[] | null {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, detail } = current as { code?: unknown; detail?: unknown };
    if (code === '23503') {
      const column = typeof detail === 'string' ? /Key \(([a-z_]+)\)=/.exec(detail)?.[1] : undefined;
      return [{ name: column ?? 'body', reason: 'no such item' }];
    }
    if (typeof code === 'string' && ['22P02', '22021', '22001', '22003', '22007', '22008'].includes(code)) {
      return [{ name: 'body', reason: 'a value is malformed or out of range' }];
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
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
    const fromDatabase = databaseInputError(error);
    if (fromDatabase) {
      request.log.warn({ err: error }, 'bad input refused by the database');
      return sendProblem(request, reply, 400, 'VALIDATION', `Invalid ${fromDatabase.map((p) => p.name).join(', ')}: ${fromDatabase[0].reason}`, fromDatabase);
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500 && isDatabaseUnavailable(error)) {
      // An outage or a restart of the database is temporary: 503 with Retry-After, so clients and proxies retry.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendProblem(request, reply, 503, 'DATABASE_UNAVAILABLE', ERROR_TEXTS.databaseUnavailable);
    }
    if (status === 500) {
      request.log.error({ err: error }, 'unhandled error');
      return sendProblem(request, reply, 500, 'INTERNAL', ERROR_TEXTS.other);
    }
    // Fastify's own 4xx (malformed JSON, body too large, unsupported content type, rate limit) and other plugins'.
    const code: ErrorCode = CODE_OF_STATUS[status] ?? 'VALIDATION';
    const params = status === 400 ? [{ name: 'body', reason: error.message }] : undefined;
    return sendProblem(request, reply, status, code, error.message, params);
  });
}
