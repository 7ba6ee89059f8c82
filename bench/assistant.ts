/**
 * Benchmark (not a test; issue 12 "A benchmark"): against a running portal, signs in, asks the assistant 40 questions
 * (four rounds of a question set) over real HTTP and prints (1) the time to the first streamed byte of each answer,
 * target p95 < 300 ms, and (2) retrieval time (`retrieval_ms` of the answer's citations event), target p95 < 200 ms, as
 * p50/p95/max in milliseconds with n. Uses whichever provider the portal runs (built-in by default).
 *
 *   npx tsx bench/assistant.ts [base URL] [--base URL] [--email E] [--password P] [--questions demo|scale] [--rounds N]
 *
 * Defaults: http://localhost:3000, the demo researcher (`researcher@acme.test`), the demo questions, 4 rounds. For the
 * scale data set (README "Scale data set") use `--questions scale --email master@scale-a.test` (or
 * `researcher@scale-a.test`, who sees the odd-numbered projects only). Writes one thread (deleted at the end).
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD } from '../apps/api/src/seed/accounts';
import { QUESTION_SETS } from './assistant-questions';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string' },
    email: { type: 'string', default: 'researcher@acme.test' },
    password: { type: 'string', default: DEMO_PASSWORD },
    questions: { type: 'string', default: 'demo' },
    rounds: { type: 'string', default: '4' },
  },
});
const base = (values.base ?? positionals[0] ?? 'http://localhost:3000').replace(/\/+$/, '');
const QUESTIONS = QUESTION_SETS[values.questions];
if (!QUESTIONS) throw new Error(`--questions must be one of ${Object.keys(QUESTION_SETS).join(', ')}`);
const rounds = Number(values.rounds);

function percentile(list: number[], p: number): number {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main() {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: values.email, password: values.password }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const thread = (await (await fetch(`${base}/api/v3/assistant/threads`, { method: 'POST', headers: auth, body: '{}' })).json()) as { data: { id: string } };
  const firstByte: number[] = [];
  const firstText: number[] = [];
  const retrieval: number[] = [];
  const cited: number[] = [];
  let provider = '';
  try {
    for (let round = 0; round < rounds; round += 1) {
      for (const question of QUESTIONS) {
        const started = performance.now();
        const res = await fetch(`${base}/api/v3/assistant/threads/${thread.data.id}`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ message: question }),
        });
        if (!res.ok || !res.body) throw new Error(`answer failed: ${res.status}`);
        const reader = res.body.getReader();
        const decoder = new TextDecoder();
        let text = '';
        let sawByte = false;
        let sawDelta = false;
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          if (!sawByte) {
            firstByte.push(performance.now() - started);
            sawByte = true;
          }
          text += decoder.decode(value, { stream: true });
          if (!sawDelta && text.includes('event: delta')) {
            firstText.push(performance.now() - started);
            sawDelta = true;
          }
        }
        provider ||= /"label":"([^"]+)"/.exec(text)?.[1] ?? '';
        const timing = /"retrieval_ms":([\d.]+)/.exec(text);
        if (timing) retrieval.push(Number(timing[1]));
        const citations = /event: citations\ndata: (.*)\n/.exec(text);
        if (citations) cited.push((JSON.parse(citations[1]) as { citations: unknown[] }).citations.length);
      }
    }
  } finally {
    await fetch(`${base}/api/v3/assistant/threads/${thread.data.id}`, { method: 'DELETE', headers: { authorization: auth.authorization } });
  }
  const fmt = (list: number[]) =>
    `p50 ${percentile(list, 50).toFixed(1)} ms, p95 ${percentile(list, 95).toFixed(1)} ms, max ${Math.max(...list).toFixed(1)} ms (n=${list.length})`;
  console.log(`assistant benchmark against ${base} (${provider || 'unknown provider'}) as ${values.email}, ${values.questions} questions`);
  console.log(`time to first streamed byte: ${fmt(firstByte)}   target p95 < 300 ms`);
  console.log(`time to first text delta:    ${fmt(firstText)}`);
  console.log(`retrieval (server side):     ${fmt(retrieval)}   target p95 < 200 ms`);
  console.log(`sources per answer:          min ${Math.min(...cited)}, max ${Math.max(...cited)} (n=${cited.length})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
