/**
 * Tenant isolation over every operation of the OpenAPI document (issue 8 "Must show"): signed in as a Master of Acme,
 * every path parameter and every id query parameter (and id fields of write bodies) is given each of Beta's ids. Fails
 * on any success that carries Beta's data, and on any write to a Beta resource that succeeds. Prints the count and time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDriver, type TestApp } from './app';
import { createCategory, createProject, createShowreel, createTag } from './factories';
import { fillPath, listOperations, type JsonSchema } from './openapi-operations';
import { buildReadWorkspace } from './workspace';

/** Whether a parameter or field names an id (`id`, `*_id`, `*_ids`, `userId`). */
const isIdName = (name: string) => name === 'id' || /_ids?$/.test(name) || /Id$/.test(name);

describe(`tenant isolation of every operation on ${testDriver}`, () => {
  let t: TestApp;
  let token: string;
  let acmeIds: Record<string, string>;
  let betaIds: string[];
  let markers: string[];

  beforeAll(async () => {
    t = await createTestApp();
    const w = await buildReadWorkspace(t.db);
    token = await t.login(w.users.master.email, w.users.master.password);
    const betaProject = await createProject(t.db, w.beta.id, { title: 'Beta hidden project' });
    const betaShowreel = await createShowreel(t.db, w.betaStudy, { title: 'Beta hidden reel', published: false });
    const betaTag = await createTag(t.db, w.beta.id, 'Beta hidden tag', [w.betaStudy.id]);
    const betaCategory = await createCategory(t.db, w.beta.id, 'Beta hidden category');
    betaIds = [
      w.beta.id,
      w.betaStudy.id,
      w.segments.beta.id,
      w.interviews.beta.id,
      w.quotes.beta.id,
      w.betaStory.id,
      w.users.betaUser.id,
      betaProject.id,
      betaShowreel.id,
      betaTag.id,
      betaCategory.id,
    ];
    markers = [...betaIds, 'Beta secret study', 'Beta segment', 'Beta person', 'Jeg elsker at cykle', 'Beta story', 'Beta hidden', w.users.betaUser.email];
    acmeIds = { id: w.study.id, userId: w.users.consumer.id };
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('answers no request with another client’s ids with that client’s data, and writes nothing there', async () => {
    const operations = (await listOperations(t.app)).filter((op) => !op.path.startsWith('/api/docs'));
    const failures: string[] = [];
    let sent = 0;
    const started = performance.now();
    for (const op of operations) {
      const idQuery = op.queryParams.filter((p) => isIdName(p.name));
      const idFields = Object.keys(op.body?.properties ?? {}).filter(isIdName);
      if (op.pathParams.length === 0 && idQuery.length === 0 && idFields.length === 0) continue;
      const acmePath = Object.fromEntries(op.pathParams.map((p) => [p, acmeIds[p] ?? acmeIds.id]));
      const body = (overrides: Record<string, unknown> = {}) => {
        if (!op.body) return undefined;
        const value: Record<string, unknown> = {};
        for (const name of op.body.required ?? []) value[name] = plausible(op.body.properties?.[name]);
        return JSON.stringify({ ...value, ...overrides });
      };
      const probes: { url: string; payload?: string; what: string }[] = [];
      for (const betaId of betaIds) {
        for (const name of op.pathParams) probes.push({ url: fillPath(op.path, { ...acmePath, [name]: betaId }), payload: body(), what: `path ${name}` });
        for (const { name } of idQuery) probes.push({ url: `${fillPath(op.path, acmePath)}?${name}=${betaId}`, payload: body(), what: `query ${name}` });
        for (const name of idFields) {
          const schema = op.body?.properties?.[name];
          probes.push({ url: fillPath(op.path, acmePath), payload: body({ [name]: schema?.type === 'array' ? [betaId] : betaId }), what: `body ${name}` });
        }
      }
      for (const probe of probes) {
        const res = await t.app.inject({
          method: op.method as 'GET',
          url: probe.url,
          payload: probe.payload,
          headers: { authorization: `Bearer ${token}`, ...(probe.payload ? { 'content-type': 'application/json' } : {}) },
        });
        sent += 1;
        if (res.statusCode >= 300) continue;
        const leaked = markers.filter((marker) => res.body.includes(marker));
        const wroteForeign = op.method !== 'GET' && probe.what.startsWith('path');
        if (leaked.length > 0 || wroteForeign) {
          failures.push(`${res.statusCode} ${op.method} ${probe.url} (${probe.what}) ${leaked.length ? `carries ${leaked.join(', ')}` : 'succeeded'}`);
        }
      }
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(`tenant isolation: ${sent} requests with another client's ids in ${seconds.toFixed(1)} s`);
    expect(failures, `${failures.length} leaks`).toEqual([]);
  }, 600_000);
});

/** A plausible valid value for a required body field. */
function plausible(schema: JsonSchema | undefined): unknown {
  const variant = schema?.anyOf?.[0] ?? schema?.oneOf?.[0];
  if (variant) return plausible(variant);
  if (schema?.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema?.type) ? schema.type.find((x) => x !== 'null') : schema?.type;
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [plausible(schema?.items)];
  if (type === 'object') return {};
  return schema?.format === 'uuid' ? '00000000-0000-4000-8000-000000000000' : schema?.format === 'email' ? 'probe@example.test' : 'Probe';
}
