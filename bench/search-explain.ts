/**
 * Search plans (issues 14 and 15): sends the quote search (`GET /v3/quotes?search=`, first page with the total, as the
 * quotes page asks) and the global search (`GET /v3/search`, as the search page asks) to the API in process (the test
 * harness's `createTestApp` on the given database) on the scale data set, and prints `EXPLAIN (ANALYZE, BUFFERS)` of
 * every SELECT or WITH statement they send, with its time, then a summary line per search. Each statement runs twice
 * (once for the answer, once explained on the same session), so the plans are warm.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/insight_scale npx tsx bench/search-explain.ts [--words price,thermostat] [--modes all,any] [--as researcher] [--summary]
 *
 * `--as researcher` searches as `researcher@scale-a.test` (project access: half the projects); `--summary` prints only
 * the time of each statement, not its plan. Signing in writes a session row, nothing else is written.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createDatabase } from '@insight/db';
import { DEMO_PASSWORD } from '../apps/api/src/seed/accounts';
import { createTestApp } from '../apps/api/test/app';

const { values } = parseArgs({
  options: {
    words: { type: 'string', default: 'price,thermostat,pris,jacket lights' },
    modes: { type: 'string', default: 'all' },
    as: { type: 'string', default: 'master' },
    summary: { type: 'boolean', default: false },
  },
});
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL must name the scale database (npm run seed:scale)');

const handle = await createDatabase({ databaseUrl, maxConnections: 10 });
if (handle.driver.kind !== 'pg') throw new Error('PostgreSQL only');
const pool = handle.driver.pool;
const plans: { text: string; ms: number; plan: string }[] = [];
let explaining = false;
type Query = (config: { text: string; values?: unknown[] } | string, params?: unknown[], callback?: unknown) => Promise<unknown>;
/**
 * `query` that runs each SELECT as asked, then once more under EXPLAIN ANALYZE with the same values on the same session;
 * callback-style calls (pg-pool's own) pass through.
 */
const explained =
  (query: Query): Query =>
  async (config, params, callback) => {
    if (typeof params === 'function' || callback) return query(config, params, callback);
    const text = typeof config === 'string' ? config : config.text;
    const args = typeof config === 'string' ? params : (config.values ?? params);
    const answer = await query(config, params);
    if (explaining && /^\s*(select|with)\b/i.test(text) && !/set_config/.test(text)) {
      const result = (await query(`explain (analyze, buffers) ${text}`, args)) as { rows: { 'QUERY PLAN': string }[] };
      const plan = result.rows.map((r) => r['QUERY PLAN']).join('\n');
      plans.push({ text, ms: Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN), plan });
    }
    return answer;
  };
// Statements outside a transaction go through pool.query; a transaction's (SET LOCAL …, then the search) through the
// client drizzle checks out with a promise-style connect() (pool.query itself connects with a callback: left alone).
type Client = { query: Query; explained?: boolean };
const patchable = pool as unknown as { query: Query; connect: (callback?: unknown) => Promise<Client> | void };
patchable.query = explained(pool.query.bind(pool) as Query);
const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<Client> | void;
patchable.connect = (callback?: unknown) => {
  if (callback) return connect(callback);
  return (connect() as Promise<Client>).then((client) => {
    if (!client.explained) {
      client.query = explained(client.query.bind(client));
      client.explained = true;
    }
    return client;
  });
};

const t = await createTestApp({ LOG_LEVEL: 'warn' }, { database: handle });
try {
  const token = await t.login(`${values.as}@scale-a.test`, DEMO_PASSWORD);
  const report = async (what: string, url: string) => {
    plans.length = 0;
    explaining = true;
    const started = performance.now();
    const answer = await t.get(url, token);
    const wall = performance.now() - started;
    explaining = false;
    if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
    const timed = plans.map((p) => p.ms.toFixed(1)).join(' + ');
    console.log(`\n=== ${what}: ${plans.length} statements, ${timed} ms executed (wall ${wall.toFixed(0)} ms with the plans)`);
    if (values.summary) return;
    for (const p of plans) console.log(`\n-- ${p.text.replace(/\s+/g, ' ').slice(0, 400)}\n${p.plan}`);
  };
  for (const word of values.words.split(',')) {
    const q = encodeURIComponent(word);
    for (const mode of values.modes.split(',')) {
      await report(`quote search "${word}" (${mode})`, `/api/v3/quotes?search=${q}&search_mode=${mode}&with_total=true&limit=20`);
    }
    await report(`global search "${word}"`, `/api/v3/search?q=${q}&limit=20`);
  }
} finally {
  await t.close();
}
