/**
 * The operations of the API's own OpenAPI document (GET /api/docs/json), for the tests that probe every operation
 * (fuzz.test.ts, tenant-isolation.test.ts): method, path template, parameters and the JSON body schema.
 */
import type { FastifyInstance } from 'fastify';

/** A JSON schema as the document gives it (only what the probes read). */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

/** One operation: `method` upper-case, `path` with `{name}` placeholders, its path and query parameters and JSON body. */
export type Operation = {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: { name: string; schema: JsonSchema }[];
  body: JsonSchema | null;
  isPublic: boolean;
};

/** Every operation of the document, in document order. */
export async function listOperations(app: FastifyInstance): Promise<Operation[]> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const doc = res.json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { name: string; in: string; schema?: JsonSchema }[];
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
          security?: unknown[];
        }
      >
    >;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, spec] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const parameters = spec.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        body: spec.requestBody?.content?.['application/json']?.schema ?? null,
        isPublic: Array.isArray(spec.security) && spec.security.length === 0,
      });
    }
  }
  return operations;
}

/** `path` with each `{name}` replaced by `values[name]` (URL-encoded unless `raw`). */
export function fillPath(path: string, values: Record<string, string>, raw = false): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => (raw ? values[name] : encodeURIComponent(values[name])));
}
