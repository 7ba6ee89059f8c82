/**
 * Embedded-default benchmark (issue 15 "An embedded default that stays responsive"): starts the portal as `npm start`
 * does (PGlite in DATA_DIR with the demo workspace, created on the first run), then for 15 s loads `GET /api/v3/studies`
 * with 50 connections (autocannon, the library) while 5 more connections call `GET /api/health` (no database work).
 * Prints req/s, p50 and p99 of both, and the API process's RSS (peak during the load). Target: health p99 < 50 ms.
 *
 *   npx tsx bench/embedded-load.ts            # EMBEDDED_DATABASE=worker (the default)
 *   EMBEDDED_DATABASE=in-process npx tsx bench/embedded-load.ts   # the former in-process PGlite, for comparison
 *
 * BENCH_DATA_DIR (default /tmp/insight-bench-embedded) keeps the demo workspace between runs; BENCH_PORT (default 3390).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3390);
const base = `http://127.0.0.1:${port}`;
const mode = process.env.EMBEDDED_DATABASE ?? 'worker';
const seconds = Number(process.env.BENCH_SECONDS ?? 15);

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: process.env.BENCH_DATA_DIR ?? '/tmp/insight-bench-embedded',
    DATABASE_URL: '',
    EMBEDDED_DATABASE: mode,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

/** Resident set size of the server process in MB (Linux /proc), 0 when unreadable. */
function rssMb(): number {
  try {
    const line = readFileSync(`/proc/${server.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
    return line ? Number(line[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

try {
  // First start: migrations and the demo workspace take minutes on a busy machine.
  for (let waited = 0; ; waited += 1) {
    if (server.exitCode !== null) throw new Error(`The portal stopped (exit code ${server.exitCode}).`);
    const up = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (waited > 1200) throw new Error('The portal did not start within 20 minutes.');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'master@acme.test', password: 'Research-2026!' }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  // Let the start-up work (job workers, the first sweeps) settle, so the figures are those of a running portal.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const idleRss = rssMb();
  let peakRss = idleRss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb())), 250);

  const loadBefore = loadavg()[0];
  const [studies, health] = await Promise.all([
    autocannon({ url: `${base}/api/v3/studies`, connections: 50, duration: seconds, headers: { authorization: `Bearer ${token}` } }),
    autocannon({ url: `${base}/api/health`, connections: 5, duration: seconds }),
  ]);
  clearInterval(sampler);

  const row = (name: string, result: autocannon.Result) =>
    `${name.padEnd(36)} ${result.requests.average.toFixed(0).padStart(8)} ${String(result.latency.p50).padStart(8)} ${String(result.latency.p99).padStart(8)} ${String(
      result.non2xx + result.errors,
    ).padStart(8)}`;
  console.log(`\nEmbedded PGlite (${mode}), demo workspace, ${seconds} s, load average ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)}:\n`);
  console.log(`${'target'.padEnd(36)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(8)}`);
  console.log(row('GET /api/v3/studies (50 connections)', studies));
  console.log(row('GET /api/health (5 connections)', health));
  console.log(`\nAPI process RSS: ${idleRss.toFixed(0)} MB idle, ${peakRss.toFixed(0)} MB peak under load (target < 400 MB).`);
  console.log('Target: /api/health p99 < 50 ms while the studies list is loaded.');
} finally {
  server.kill('SIGTERM');
}
