/**
 * List plans (issue 15, "Fewer, better queries"): sends the data endpoints of `bench/api-load.ts` (studies list, study
 * detail, interviews, transcript, quotes, showreels and insights of a study) to the API in process (the test harness's
 * `createTestApp` on the given database) and prints `EXPLAIN (ANALYZE, BUFFERS)` of every SELECT or WITH statement each
 * request sends, with its time, then a summary line per request (statements and their execution times in ms). Each
 * statement runs twice (once for the answer, once explained on the same session), so the plans are warm.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/insight_scale npx tsx bench/lists-explain.ts [--summary] [--deep]
 *
 * `--summary` prints only the times, not the plans; `--deep` also asks the showreels and insights lists' second page
 * (its cursor) and the studies list's page 20. Signing in writes a session row, nothing else is written.
 */
import { execSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createDatabase } from '@insight/db';
import { DEMO_PASSWORD } from '../apps/api/src/seed/accounts';
import { createTestApp } from '../apps/api/test/app';
import { explainPool } from './explain-pool';

const { values } = parseArgs({
  options: {
    summary: { type: 'boolean', default: false },
    deep: { type: 'boolean', default: false },
    as: { type: 'string', default: 'master' },
  },
});
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL must name the scale database (npm run seed:scale)');

const handle = await createDatabase({ databaseUrl, maxConnections: 10 });
const { plans, explaining: setExplaining } = explainPool(handle);

const t = await createTestApp({ LOG_LEVEL: 'warn' }, { database: handle });
try {
  console.log(`load average: ${execSync('cat /proc/loadavg').toString().trim()}`);
  const token = await t.login(`${values.as}@scale-a.test`, DEMO_PASSWORD);
  const json = async (url: string) => {
    const answer = await t.get(url, token);
    if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
    return JSON.parse(answer.body) as { data: { id: string }[]; meta: { next_cursor?: string | null } };
  };
  const study = (await json('/api/v3/studies?per_page=20')).data[0];
  const interview = (await json(`/api/v3/interviews?study_id=${study.id}&limit=20`)).data[0];
  const report = async (what: string, url: string) => {
    plans.length = 0;
    setExplaining(true);
    const started = performance.now();
    const answer = await t.get(url, token);
    const wall = performance.now() - started;
    setExplaining(false);
    if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
    const timed = plans.map((p) => p.ms.toFixed(1)).join(' + ');
    const total = plans.reduce((sum, p) => sum + p.ms, 0);
    console.log(`\n=== ${what}: ${plans.length} statements, ${timed} = ${total.toFixed(1)} ms executed (wall ${wall.toFixed(0)} ms with the plans)`);
    if (!values.summary) for (const p of plans) console.log(`\n-- ${p.text.replace(/\s+/g, ' ').slice(0, 600)}\n${p.plan}`);
    return JSON.parse(answer.body) as { meta: { next_cursor?: string | null } };
  };
  await report('studies list', '/api/v3/studies?per_page=20');
  if (values.deep) await report('studies list, page 20', '/api/v3/studies?per_page=20&page=20');
  await report('study detail', `/api/v3/studies/${study.id}`);
  await report('interviews of a study', `/api/v3/interviews?study_id=${study.id}&limit=20`);
  await report('transcript', `/api/v3/interviews/${interview.id}/transcript`);
  await report('quotes of a study', `/api/v3/quotes?study_id=${study.id}&limit=20`);
  const reels = await report('showreels list', `/api/v3/showreels?study_id=${study.id}`);
  if (values.deep && reels.meta.next_cursor)
    await report('showreels list, next page', `/api/v3/showreels?study_id=${study.id}&cursor=${reels.meta.next_cursor}`);
  await report('showreels list, client', `/api/v3/showreels`);
  const found = await report('insights of a study', `/api/v3/insights?study_id=${study.id}`);
  if (values.deep && found.meta.next_cursor)
    await report('insights of a study, next page', `/api/v3/insights?study_id=${study.id}&cursor=${found.meta.next_cursor}`);
} finally {
  await t.close();
}
