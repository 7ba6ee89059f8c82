/**
 * Benchmark (not a test; issue 12 "A benchmark"): against a running portal with the demo workspace (`npm start`), signs in
 * as the demo researcher, asks the assistant 40 questions about the demo studies over real HTTP and prints (1) the time to
 * the first streamed byte of each answer, target p95 < 300 ms, and (2) retrieval time (`retrieval_ms` of the
 * answer's citations event), target p95 < 200 ms. Uses whichever provider the portal runs (built-in by default).
 * Run: `npx tsx bench/assistant.ts [base URL, default http://localhost:3000]`.
 */
import { performance } from 'node:perf_hooks';

const base = (process.argv[2] ?? 'http://localhost:3000').replace(/\/+$/, '');
const QUESTIONS = [
  'What do participants say about plant-based snacks?',
  'Why do people choose oat drinks?',
  'What stops commuters from buying an e-bike?',
  'How do families plan meals with meal kits?',
  'What do people think about smart thermostats?',
  'Which flavours of snacks do kids like?',
  'Is price a barrier for e-bikes?',
  'What do Swedish consumers say about taste?',
  'How do people save energy at home?',
  'Summarise the insights about packaging',
];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main() {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'researcher@acme.test', password: 'Research-2026!' }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const thread = (await (await fetch(`${base}/api/v3/assistant/threads`, { method: 'POST', headers: auth, body: '{}' })).json()) as { data: { id: string } };
  const firstByte: number[] = [];
  const firstText: number[] = [];
  const retrieval: number[] = [];
  let provider = '';
  try {
    for (let round = 0; round < 4; round += 1) {
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
      }
    }
  } finally {
    await fetch(`${base}/api/v3/assistant/threads/${thread.data.id}`, { method: 'DELETE', headers: { authorization: auth.authorization } });
  }
  const fmt = (values: number[]) =>
    `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms (n=${values.length})`;
  console.log(`assistant benchmark against ${base} (${provider || 'unknown provider'})`);
  console.log(`time to first streamed byte: ${fmt(firstByte)}   target p95 < 300 ms`);
  console.log(`time to first text delta:    ${fmt(firstText)}`);
  console.log(`retrieval (server side):     ${fmt(retrieval)}   target p95 < 200 ms`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
