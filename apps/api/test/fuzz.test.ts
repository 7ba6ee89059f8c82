/**
 * Fuzzing every operation of the OpenAPI document (issue 8 "Must show"): malformed values (wrong types, NUL bytes,
 * 1 MB strings, huge and negative numbers, invalid UUIDs and escapes, arrays for scalars, missing and extra fields,
 * invalid JSON, wrong content types) in the path, the query and the body, signed in and anonymous. Fails on any 5xx
 * and on any error that is not problem+json. Prints how many requests it sent and how long they took.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDriver, type TestApp } from './app';
import { fillPath, listOperations, type JsonSchema, type Operation } from './openapi-operations';
import { buildReadWorkspace } from './workspace';

const MB_STRING = 'x'.repeat(1024 * 1024);
const NUL = 'a\u0000b';

/** Malformed values for a path parameter (already URL-encoded where needed). */
const PATH_VALUES = [
  'not-a-uuid',
  '%00',
  '-1',
  '99999999999999999999',
  '%E0%A4%A',
  '%25',
  'a'.repeat(5000),
  '00000000-0000-0000-0000-00000000000G',
  '..%2F..%2Fetc%2Fpasswd',
];

/** Malformed values for a query parameter, URL-encoded (the last: a lone UTF-16 surrogate as CESU bytes). */
const QUERY_VALUES = [NUL, 'not-a-uuid', '-1', '1e309', '99999999999999999999', '', ' ', '[]', '{}', 'true', MB_STRING.slice(0, 100_000)]
  .map(encodeURIComponent)
  .concat(['%ED%A0%80', '%C0%80']);

/** Malformed values of any body field. */
const FIELD_VALUES: unknown[] = [
  null,
  0,
  -1,
  1e308,
  -1e308,
  2 ** 63,
  1.5,
  true,
  '',
  NUL,
  MB_STRING,
  'not-a-uuid',
  [],
  ['a', NUL],
  {},
  { nested: NUL },
  '\uD800',
];

/** A plausible valid value for a schema, used for the fields not under test. */
function validValue(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'x';
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return validValue(variant);
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'string') return schema.format === 'uuid' ? '00000000-0000-4000-8000-000000000000' : schema.format === 'email' ? 'a@example.test' : 'Some text';
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [validValue(schema.items)];
  if (type === 'object') return validBody(schema);
  return 'x';
}

/** A body with every required property given a plausible value. */
function validBody(schema: JsonSchema): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const name of schema.required ?? []) body[name] = validValue(schema.properties?.[name]);
  return body;
}

type Probe = { method: string; url: string; payload?: string; contentType?: string };

/** The malformed requests for one operation. */
function probesOf(op: Operation, ids: Record<string, string>): Probe[] {
  const probes: Probe[] = [];
  const base = fillPath(op.path, Object.fromEntries(op.pathParams.map((p) => [p, ids[p] ?? ids.id])));
  const jsonBody = op.body ? JSON.stringify(validBody(op.body)) : undefined;
  const send = (url: string, payload = jsonBody, contentType = payload === undefined ? undefined : 'application/json') =>
    probes.push({ method: op.method, url, payload, contentType });
  // Path parameters, one at a time.
  for (const name of op.pathParams) {
    for (const value of PATH_VALUES) send(fillPath(op.path, { ...Object.fromEntries(op.pathParams.map((p) => [p, ids[p] ?? ids.id])), [name]: value }, true));
  }
  // Query parameters, one at a time, plus an array for a scalar, a bad escape and an unknown parameter.
  for (const { name } of op.queryParams) {
    for (const value of QUERY_VALUES) send(`${base}?${name}=${value}`);
    send(`${base}?${name}=a&${name}=b&${name}=${encodeURIComponent(NUL)}`);
    send(`${base}?${name}=%ZZ`);
  }
  send(`${base}?unknown_parameter=${encodeURIComponent(NUL)}`);
  // Bodies: each field malformed, missing fields, extra fields, invalid JSON, other shapes, wrong content types.
  if (op.method !== 'GET' && op.method !== 'DELETE') {
    const valid = op.body ? validBody(op.body) : {};
    for (const name of Object.keys(op.body?.properties ?? {})) {
      for (const value of FIELD_VALUES) send(base, JSON.stringify({ ...valid, [name]: value }));
    }
    send(base, '{}');
    send(base, JSON.stringify({ ...valid, unexpected_field: NUL, __proto__: { admin: true }, constructor: { prototype: {} } }));
    for (const text of ['{', '{"a":', 'null', '[]', '"text"', '12', 'true', '\u0000', '{"a":"\\u0000"}', '{"a":1e999}']) send(base, text);
    send(base, 'not json at all', 'text/plain');
    send(base, '<xml/>', 'application/xml');
    send(base, 'a=1&b=2', 'application/x-www-form-urlencoded');
    send(base, '--x\r\n', 'multipart/form-data');
    send(base, JSON.stringify(valid), 'application/json; charset=latin-7');
  }
  return probes;
}

describe(`fuzzing every operation of the OpenAPI document on ${testDriver}`, () => {
  let t: TestApp;
  let token: string;
  let ids: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    const w = await buildReadWorkspace(t.db);
    token = await t.login(w.users.master.email, w.users.master.password);
    // Path ids of the signed-in client, so probes of one parameter reach the route's deeper checks.
    ids = { id: w.study.id, userId: w.users.consumer.id, token: 'not-a-token', hash: 'not-a-hash', provider: 'google' };
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('answers every malformed request with a 4xx problem+json (or a success), never a 5xx', async () => {
    const operations = (await listOperations(t.app)).filter((op) => !op.path.startsWith('/api/docs'));
    expect(operations.length).toBeGreaterThan(40);
    const failures: string[] = [];
    let sent = 0;
    let address = 0;
    const started = performance.now();
    for (const op of operations) {
      for (const probe of probesOf(op, ids)) {
        for (const auth of [true, false]) {
          address += 1;
          const res = await t.app.inject({
            method: probe.method as 'GET',
            url: probe.url,
            payload: probe.payload,
            headers: { ...(probe.contentType ? { 'content-type': probe.contentType } : {}), ...(auth ? { authorization: `Bearer ${token}` } : {}) },
            // A fresh address each time: the rate limits would otherwise answer most probes of the sign-in routes.
            remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
          });
          sent += 1;
          const type = String(res.headers['content-type'] ?? '');
          const what = `${auth ? 'signed in' : 'anonymous'} ${probe.method} ${probe.url.slice(0, 120)} ${probe.contentType ?? ''} ${(probe.payload ?? '').slice(0, 80)}`;
          // The test app runs without a job queue, so AI generation answers its deliberate 503 AI_UNAVAILABLE.
          if (res.statusCode === 503 && type.startsWith('application/problem+json') && res.json().code === 'AI_UNAVAILABLE') continue;
          if (res.statusCode >= 500) failures.push(`${res.statusCode} ${what}: ${res.body.slice(0, 200)}`);
          else if (res.statusCode >= 400 && !type.startsWith('application/problem+json')) failures.push(`${res.statusCode} not problem+json (${type}) ${what}`);
        }
      }
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(`fuzz: ${sent} requests to ${operations.length} operations in ${seconds.toFixed(1)} s`);
    expect(failures.slice(0, 30), `${failures.length} failures`).toEqual([]);
  }, 900_000);
});
