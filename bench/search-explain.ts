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
import { explainPool } from './explain-pool';

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
const { plans, explaining } = explainPool(handle);

const t = await createTestApp({ LOG_LEVEL: 'warn' }, { database: handle });
try {
  const token = await t.login(`${values.as}@scale-a.test`, DEMO_PASSWORD);
  const report = async (what: string, url: string) => {
    plans.length = 0;
    explaining(true);
    const started = performance.now();
    const answer = await t.get(url, token);
    const wall = performance.now() - started;
    explaining(false);
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
