/**
 * Answer serialisation (decision 0300): asks the data endpoints of `bench/api-load.ts` once through the API in process
 * (the test harness's `createTestApp` on the given database), keeps the object each route gave its serialiser, checks that
 * the compiled serialiser (fast-json-stringify from the zod contract) writes exactly the zod serialiser's text, then
 * times both on it in alternating batches (same process, same load) and prints µs per answer, the answer's size and the
 * load average.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/insight_scale npx tsx bench/serialise.ts [--rounds 5] [--ms 400]
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createDatabase } from '@insight/db';
import { serializersOf } from '../apps/api/src/core/response-serializer';
import { DEMO_PASSWORD } from '../apps/api/src/seed/accounts';
import { createTestApp } from '../apps/api/test/app';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '5' }, ms: { type: 'string', default: '400' } } });
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL must name the scale database (npm run seed:scale)');

type Schema = Parameters<typeof serializersOf>[0];
const captured = new Map<string, { schema: Schema; payload: unknown }>();
const handle = await createDatabase({ databaseUrl, maxConnections: 4 });
const t = await createTestApp(
  { LOG_LEVEL: 'warn' },
  {
    database: handle,
    beforeReady: (app) =>
      app.addHook('preSerialization', async (request, reply, payload) => {
        const responses = request.routeOptions.schema?.response as Record<string, Schema> | undefined;
        if (responses?.[reply.statusCode]) captured.set(request.url, { schema: responses[reply.statusCode], payload });
        return payload;
      }),
  },
);

/** Calls of `fn` per millisecond over `ms` milliseconds. */
function rate(fn: () => unknown, ms: number): number {
  let n = 0;
  const started = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    for (let i = 0; i < 10; i++) fn();
    n += 10;
    elapsed = performance.now() - started;
  }
  return n / elapsed;
}

try {
  const token = await t.login('master@scale-a.test', DEMO_PASSWORD);
  const get = async <T>(url: string) => {
    const answer = await t.get(url, token);
    if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
    return answer.json() as T;
  };
  const studies = await get<{ data: { id: string }[] }>('/api/v3/studies?per_page=20');
  const study = studies.data[0].id;
  const interviews = await get<{ data: { id: string }[] }>(`/api/v3/interviews?study_id=${study}&limit=20`);
  const endpoints: [string, string][] = [
    ['studies list', '/api/v3/studies?per_page=20'],
    ['study detail', `/api/v3/studies/${study}`],
    ['interviews of a study', `/api/v3/interviews?study_id=${study}&limit=20`],
    ['transcript', `/api/v3/interviews/${interviews.data[0].id}/transcript`],
    ['quotes of a study', `/api/v3/quotes?study_id=${study}&limit=20`],
    ['quote search (client)', '/api/v3/quotes?search=price&limit=20'],
    ['showreels list', `/api/v3/showreels?study_id=${study}`],
    ['insights of a study', `/api/v3/insights?study_id=${study}`],
    ['global search', '/api/v3/search?q=price'],
  ];
  console.log(`load average: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
  console.log(`\n${'endpoint'.padEnd(24)} ${'KB'.padStart(6)} ${'zod µs'.padStart(8)} ${'compiled µs'.padStart(12)} ${'saved'.padStart(6)}`);
  for (const [name, url] of endpoints) {
    await get(url);
    const { schema, payload } = captured.get(url)!;
    const serializers = serializersOf(schema);
    if ('reason' in serializers) {
      console.log(`${name.padEnd(24)} no compiled serialiser: ${serializers.reason}`);
      continue;
    }
    const { zod, compiled: fast } = serializers;
    const text = zod(payload);
    if (fast(payload) !== text) throw new Error(`${name}: the compiled serialiser writes another text`);
    const zodRates: number[] = [];
    const fastRates: number[] = [];
    for (let round = 0; round < Number(values.rounds); round++) {
      zodRates.push(rate(() => zod(payload), Number(values.ms)));
      fastRates.push(rate(() => fast(payload), Number(values.ms)));
    }
    // The best round of each: the least disturbed by other processes.
    const zodUs = 1000 / Math.max(...zodRates);
    const fastUs = 1000 / Math.max(...fastRates);
    console.log(
      `${name.padEnd(24)} ${(Buffer.byteLength(text) / 1024).toFixed(1).padStart(6)} ${zodUs.toFixed(1).padStart(8)} ${fastUs.toFixed(1).padStart(12)} ${`${((1 - fastUs / zodUs) * 100).toFixed(0)} %`.padStart(6)}`,
    );
  }
  console.log(`\nload average: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
} finally {
  await t.close();
}
