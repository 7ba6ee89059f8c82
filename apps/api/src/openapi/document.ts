/**
 * The finishing pass over the OpenAPI document @fastify/swagger builds from the routes (its `transformObject`): each
 * operation gets its operationId, tag, summary and description from the one central table ({@link OPERATIONS},
 * keyed by `METHOD /path`), and its error answers as references to shared problem+json responses (SPEC §8). Route
 * files keep only their zod schemas, so new routes add a table entry instead of documentation spread over modules.
 */
import type { SwaggerTransformObject } from '@fastify/swagger';
import { z } from 'zod';
import { Problem } from '@insight/contracts';
import { OPERATIONS, TAGS, type ErrorStatus } from './operations';

/** The parts of an OpenAPI 3.0 operation this pass reads and writes. */
type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: unknown[];
  requestBody?: unknown;
  security?: unknown[];
  responses?: Record<string, unknown>;
};

/** The parts of the document this pass reads and writes. */
export type OpenApiDocument = {
  openapi: string;
  info: Record<string, unknown>;
  tags?: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
};

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

/** The shared error answers: component name and what the status means on this API (SPEC §8). */
const ERROR_RESPONSES: Record<ErrorStatus, { name: string; description: string }> = {
  400: { name: 'BadRequest', description: 'Bad input: `invalidParams` names each field and why (house rule "Bad input"); nothing was changed.' },
  401: {
    name: 'Unauthorized',
    description:
      'No valid access token (missing, malformed or expired; code UNAUTHENTICATED or TOKEN_EXPIRED): refresh once with GET /api/auth/refresh_token and retry (SPEC §8).',
  },
  403: {
    name: 'Forbidden',
    description:
      "The viewer lacks the permission or role this operation needs (SPEC §6); detail 'You are not authorized to view this page' unless said otherwise.",
  },
  404: {
    name: 'NotFound',
    description: 'No such resource, or it belongs to another client or a project the viewer cannot see (both answer 404, SPEC §6 tenancy).',
  },
  409: { name: 'Conflict', description: 'The resource changed since it was read (stale `updated_at`) or the action was already done; nothing was changed.' },
  413: { name: 'PayloadTooLarge', description: 'The body or uploaded file is larger than this operation takes.' },
  415: { name: 'UnsupportedMediaType', description: 'The body or uploaded file is of a type this operation does not take.' },
  416: { name: 'RangeNotSatisfiable', description: 'The requested byte range lies outside the file.' },
  422: { name: 'UnprocessableContent', description: 'The input is well-formed but cannot be acted on as it stands.' },
  429: { name: 'TooManyRequests', description: 'Too many attempts from this address; `Retry-After` says when to try again.' },
  502: { name: 'AiFailed', description: 'The AI provider answered with an error or an unusable answer (code AI_FAILED).' },
  503: { name: 'AiUnavailable', description: 'The configured AI provider cannot do this (code AI_UNAVAILABLE), e.g. translation with the built-in provider.' },
};

/** `METHOD /path` of every operation in `document`, in document order. */
function operationKeys(document: OpenApiDocument): { key: string; path: string; method: (typeof METHODS)[number]; operation: Operation }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ key: `${method.toUpperCase()} ${path}`, path, method, operation: item[method] })),
  );
}

/** The operations of `document` without an entry in {@link OPERATIONS}, as `METHOD /path` (a test and the lint report them). */
export function undocumentedOperations(document: OpenApiDocument): string[] {
  return operationKeys(document)
    .map(({ key }) => key)
    .filter((key) => !Object.hasOwn(OPERATIONS, key));
}

/** The entries of {@link OPERATIONS} that match no operation of `document` (a renamed or removed route). */
export function staleOperationEntries(document: OpenApiDocument): string[] {
  const present = new Set(operationKeys(document).map(({ key }) => key));
  return Object.keys(OPERATIONS).filter((key) => !present.has(key));
}

/**
 * @fastify/swagger `transformObject`: completes `document` in place from {@link OPERATIONS} and answers it. An operation
 * without an entry is left as the route made it (Spectral then warns about it and the OpenAPI test names it).
 */
export const describeOperations: SwaggerTransformObject = (documentObject) => {
  if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
  const document = documentObject.openapiObject as unknown as OpenApiDocument;
  const usedStatuses = new Set<ErrorStatus>();
  for (const { key, operation } of operationKeys(document)) {
    const entry = Object.hasOwn(OPERATIONS, key) ? OPERATIONS[key] : undefined;
    const responses = (operation.responses ??= {});
    const errors = new Set<ErrorStatus>();
    // The table's list is the truth for documented operations (route schemas often declare a shared set); without an
    // entry the route's own error statuses are kept. Either way every error is the one error handler's problem+json.
    for (const status of Object.keys(responses)) {
      if (Number(status) >= 400) {
        delete responses[status];
        if (!entry && Object.hasOwn(ERROR_RESPONSES, status)) errors.add(Number(status) as ErrorStatus);
      }
    }
    if (entry?.public) operation.security = [];
    const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
    if (!isPublic) errors.add(401);
    if (operation.parameters?.length || operation.requestBody) errors.add(400);
    if (entry) {
      for (const status of entry.errors ?? []) errors.add(status);
      operation.operationId = entry.operationId;
      operation.tags = [entry.tag];
      operation.summary = entry.summary;
      operation.description = entry.description;
      for (const [status, answer] of Object.entries(entry.answers ?? {})) {
        delete responses['200'];
        responses[status] = {
          description: answer.description,
          ...(answer.mediaType ? { content: { [answer.mediaType]: { schema: { type: 'string', format: 'binary' } } } } : {}),
        };
      }
    }
    for (const status of [...errors].sort()) {
      usedStatuses.add(status);
      responses[status] = { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
    }
  }
  const components = (document.components ??= {});
  components.schemas = { ...components.schemas, Problem: z.toJSONSchema(Problem, { target: 'openapi-3.0' }) };
  components.responses = Object.fromEntries(
    [...usedStatuses].sort().map((status) => {
      const { name, description } = ERROR_RESPONSES[status];
      return [name, { description, content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } } }];
    }),
  );
  document.tags = TAGS.map(({ name, description }) => ({ name, description }));
  return documentObject.openapiObject;
};
