/**
 * Assistant retrieval plans (issue 12 benchmark at scale): asks the assistant the scale questions
 * (`bench/assistant-questions.ts`) through the API in process (the test harness's `createTestApp` on the given database,
 * built-in provider) and prints `EXPLAIN (ANALYZE, BUFFERS)` of every SELECT or WITH statement each answer sends, with
 * its time, then a summary line per question. Each statement runs twice (once for the answer, once explained on the same
 * session), so the plans are warm.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/insight_scale_assistant npx tsx bench/assistant-explain.ts [--as master|researcher] [--questions scale|demo] [--only N] [--summary]
 *
 * `--as researcher` asks as `researcher@scale-a.test` (project access: the odd-numbered projects); `--only N` asks only
 * the N-th question (from 1); `--summary` prints only the time of each statement. Writes one thread (deleted at the end).
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createDatabase } from '@insight/db';
import { DEMO_PASSWORD } from '../apps/api/src/seed/accounts';
import { createTestApp } from '../apps/api/test/app';
import { QUESTION_SETS } from './assistant-questions';
import { explainPool } from './explain-pool';

const { values } = parseArgs({
  options: {
    as: { type: 'string', default: 'master' },
    questions: { type: 'string', default: 'scale' },
    only: { type: 'string' },
    summary: { type: 'boolean', default: false },
  },
});
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL must name the scale database (npm run seed:scale)');
const questions = QUESTION_SETS[values.questions];
if (!questions) throw new Error(`--questions must be one of ${Object.keys(QUESTION_SETS).join(', ')}`);

const handle = await createDatabase({ databaseUrl, maxConnections: 10 });
const { plans, explaining } = explainPool(handle);

const t = await createTestApp({ LOG_LEVEL: 'warn' }, { database: handle });
const email = values.questions === 'scale' ? `${values.as}@scale-a.test` : `${values.as}@acme.test`;
const token = await t.login(email, DEMO_PASSWORD);
const headers = { authorization: `Bearer ${token}` };
const created = await t.app.inject({ method: 'POST', url: '/api/v3/assistant/threads', headers, payload: {} });
const threadId = (created.json() as { data: { id: string } }).data.id;
try {
  for (const [i, question] of questions.entries()) {
    if (values.only && Number(values.only) !== i + 1) continue;
    plans.length = 0;
    explaining(true);
    const started = performance.now();
    const answer = await t.app.inject({ method: 'POST', url: `/api/v3/assistant/threads/${threadId}`, headers, payload: { message: question } });
    const wall = performance.now() - started;
    explaining(false);
    if (answer.statusCode !== 200) throw new Error(`${question}: ${answer.statusCode} ${answer.body}`);
    const retrieval = /"retrieval_ms":([\d.]+)/.exec(answer.body)?.[1];
    const sources = (/"citations":\[(.*?)\],"retrieval_ms"/.exec(answer.body)?.[1].match(/"n":/g) ?? []).length;
    const timed = plans.map((p) => p.ms.toFixed(1)).join(' + ');
    console.log(
      `\n=== ${email} "${question}": ${sources} sources, ${plans.length} statements, ${timed} ms executed (retrieval_ms ${retrieval} with the plans, wall ${wall.toFixed(0)} ms)`,
    );
    if (values.summary) continue;
    for (const p of plans) console.log(`\n-- ${p.text.replace(/\s+/g, ' ').slice(0, 600)}\n${p.plan}`);
  }
} finally {
  await t.app.inject({ method: 'DELETE', url: `/api/v3/assistant/threads/${threadId}`, headers });
  await t.close();
}
