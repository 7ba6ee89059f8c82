import fastJson from 'fast-json-stringify';
import type { FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, testDriver, type TestApp } from '../../test/app';
import { buildReadWorkspace, type ReadWorkspace } from '../../test/workspace';
import { compiledSerializers, fastSchemaOf, translateResponse } from './response-serializer';

type Schema = z.core.$ZodType;

/** The zod serialiser (encode, then JSON.stringify) the app uses when it checks answers. */
const zodText = (schema: Schema, value: unknown) => serializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' })(value);

/** The compiled serialiser of `schema`; fails the test when there is none. */
function fastText(schema: Schema, value: unknown): string {
  const translated = translateResponse(schema);
  expect(translated, 'schema has a compiled serialiser').not.toHaveProperty('reason');
  return fastJson((translated as { fast: Parameters<typeof fastJson>[0] }).fast)(value);
}

describe('compiled response serialisers write what the zod serialiser writes', () => {
  const Item = z.object({
    id: z.string(),
    note: z.string().optional(),
    count: z.number().int(),
    score: z.number().nullable(),
    kind: z.enum(['A', 'B']),
    flag: z.boolean(),
    tags: z.array(z.object({ id: z.string(), title: z.string() })),
    parent: z.object({ id: z.string() }).nullable(),
    extra: z.unknown(),
    labels: z.record(z.string(), z.string()),
    either: z.union([z.string(), z.number(), z.null()]),
    fixed: z.literal('v3'),
    late: z.string().nullable().optional(),
  });
  const List = z.object({ data: z.array(Item), meta: z.object({ next_cursor: z.string().nullable(), limit: z.number() }) });
  const item = {
    id: 'a"b\\c\u2028\u0007é😀',
    count: 3,
    score: -0,
    kind: 'B',
    flag: false,
    tags: [{ id: 't', title: 'x', hidden: 'stripped' }],
    parent: null,
    extra: { deep: [1, null, 'x'], at: new Date(Date.UTC(2026, 10, 28, 10, 0, 0, 5)) },
    labels: { da: 'hej', en: 'hi' },
    either: 1.5e21,
    fixed: 'v3',
    internal_only: 'stripped',
  };

  it('strips unknown keys, leaves undefined keys out, keeps nulls and the key order', () => {
    const values = [
      {
        data: [item, { ...item, note: 'n', late: null, score: 0.1, either: null, extra: undefined, parent: { id: 'p', x: 1 } }],
        meta: { next_cursor: null, limit: 20 },
      },
      { data: [], meta: { next_cursor: 'abc', limit: 1 }, total: 5 },
      { data: [{ ...item, note: undefined, late: 'x', tags: [], labels: {}, either: 'lone \ud800 surrogate' }], meta: { next_cursor: null, limit: 20 } },
    ];
    for (const value of values) expect(fastText(List, value)).toBe(zodText(List, value));
  });

  it('keeps the zod serialiser where fast-json-stringify cannot write as zod does', () => {
    expect(fastSchemaOf(z.union([z.object({ a: z.string() }), z.object({ b: z.string() })]))).toBeNull();
    expect(fastSchemaOf(z.looseObject({ a: z.string() }))).toBeNull();
    expect(fastSchemaOf(z.array(z.string().optional()))).toBeNull();
    expect(fastSchemaOf(z.string().transform((value) => value.length))).toBeNull();
    expect(fastSchemaOf(z.date())).toBeNull();
    expect(fastSchemaOf(z.object({ a: z.string() }))).not.toBeNull();
  });
});

describe(`compiled serialisers on real answers on ${testDriver}`, () => {
  let t: TestApp;
  let w: ReadWorkspace;
  let master: string;
  // What each answer's serialiser was given, with the route's schema for the answer's status and the text written.
  const captured = new Map<string, { schema: unknown; payload: unknown }>();

  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        beforeReady: (app) => {
          const capture = (request: FastifyRequest, status: number, payload: unknown) => {
            const responses = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
            captured.set(request.url, { schema: responses?.[status] ?? responses?.['2xx'], payload });
          };
          app.addHook('preSerialization', async (request, reply, payload) => {
            capture(request, reply.statusCode, payload);
            return payload;
          });
          // Answers written by the handler through reply.serialize (the transcript's, kept written; decision 0310).
          app.addHook('preHandler', async (request, reply) => {
            const serialize = reply.serialize.bind(reply);
            reply.serialize = (payload) => {
              capture(request, reply.statusCode, payload);
              return serialize(payload);
            };
          });
        },
      },
    );
    w = await buildReadWorkspace(t.db);
    master = await t.login(w.users.master.email, w.users.master.password);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('writes the main list and detail answers byte for byte as the zod serialiser does', async () => {
    const study = w.study.id;
    const urls = [
      '/api/v3/studies?per_page=20',
      `/api/v3/studies/${study}`,
      `/api/v3/interviews?study_id=${study}&limit=20`,
      `/api/v3/interviews/${w.interviews.one.id}`,
      `/api/v3/interviews/${w.interviews.one.id}/transcript`,
      `/api/v3/quotes?study_id=${study}&limit=20`,
      '/api/v3/quotes?search=price&limit=20&with_total=true',
      `/api/v3/quotes/${w.quotes.price.id}`,
      `/api/v3/showreels?study_id=${study}`,
      `/api/v3/showreels/${w.showreel.id}`,
      `/api/v3/insights?study_id=${study}`,
      '/api/v3/search?q=price',
      '/api/projects',
      '/api/user',
      '/api/v3/boards',
      '/api/v1/showreels',
    ];
    for (const url of urls) {
      const res = await t.get(url, master);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      const { schema, payload } = captured.get(url) ?? {};
      expect(schema, `${url} has a response schema`).toBeDefined();
      expect(zodText(schema as Schema, payload), url).toBe(res.body);
      expect(fastText(schema as Schema, payload), url).toBe(res.body);
    }
    // Stories carry rich-text documents (loose objects): they keep the zod serialiser.
    const stories = await t.get('/api/v3/stories', master);
    expect(stories.statusCode).toBe(200);
    expect(fastSchemaOf(captured.get('/api/v3/stories')?.schema as Schema)).toBeNull();
  });

  it('compiles most answers with fast-json-stringify when answers are not checked', async () => {
    const before = { ...compiledSerializers };
    const fast = await createTestApp({ CHECK_RESPONSES: 'false' });
    await fast.close();
    const compiledFast = compiledSerializers.fast - before.fast;
    const compiledZod = compiledSerializers.zod - before.zod;
    expect(compiledFast).toBeGreaterThan(compiledZod);
  });
});
