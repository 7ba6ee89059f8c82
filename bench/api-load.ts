/**
 * API load benchmark (issue 15): starts a portal (apps/api/src/server.ts, no workers, no demo seed) on the scale data set
 * of `npm run seed:scale`, signs in as the scale client's Master, and runs autocannon (the library) with 50 connections
 * against `GET /api/health` (the ceiling) and each data endpoint, one after another in the same run. Prints req/s, p50,
 * p99, the ratio to the ceiling and the API's CPU time per answer (ms; steadier than req/s on a shared machine) per
 * endpoint, the API's RSS (largest sample), then single-user p50/p95 of the quote search over the client's quotes
 * (common and rare words, three search modes) and of the global search.
 * Targets on PostgreSQL: every data endpoint >= 25 % of the ceiling's req/s and p99 < 100 ms; quote search p95 < 100 ms.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/insight_scale npx tsx bench/api-load.ts [--seconds 10] [--api-dir <checkout>]
 *
 * `--api-dir` runs another checkout's server (e.g. the code before a change) against the same database; `--single-only`
 * skips the autocannon part (the single-user figures only, a lighter run on a shared machine); `--load-only` skips the
 * single-user part; `--only transcript,quote search` loads only the endpoints whose names contain one of the words (the
 * ceiling is always measured). Besides the API's CPU per answer it prints PostgreSQL's (the backends connected to the
 * database of `DATABASE_URL`, read from /proc: this machine's server only), so a change can be judged with other work
 * on the machine. Requests carry no `accept-encoding` unless `--accept-encoding` gives one. The portal keeps
 * answers between writes (decision 0370): under load the same address is answered from memory; `ANSWER_CACHE_MB=0` in
 * the environment measures every answer read from the database. The single-user searches are each a first ask.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '3391' },
    'api-dir': { type: 'string', default: path.resolve(import.meta.dirname, '..') },
    email: { type: 'string', default: 'master@scale-a.test' },
    'single-only': { type: 'boolean', default: false },
    'load-only': { type: 'boolean', default: false },
    only: { type: 'string' },
    // None by default: autocannon's parser (http-parser-js) decodes each body as UTF-8 text, which is 2-3x slower for
    // compressed bytes than for JSON and made the client, not the API, the limit (decision 0370). Chromium sends
    // 'gzip, deflate, br, zstd'.
    'accept-encoding': { type: 'string', default: '' },
  },
});
const acceptEncoding = values['accept-encoding'] ? { 'accept-encoding': values['accept-encoding'] } : {};
const only = values.only?.split(',').map((word) => word.trim().toLowerCase());
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL must name the scale database (npm run seed:scale)');

const apiDir = values['api-dir'];
const server = spawn(path.join(apiDir, 'node_modules/.bin/tsx'), ['apps/api/src/server.ts'], {
  cwd: apiDir,
  env: {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    RUN_WORKERS: 'false',
    LOG_LEVEL: 'warn',
    DATA_DIR: process.env.DATA_DIR ?? '/tmp/bench-api-load',
    NODE_ENV: 'production',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

/** The API's process ids: the server's and its children's (the tsx child when there is one; Linux). */
function apiPids(): number[] {
  const pids = [server.pid!];
  try {
    pids.push(...readFileSync(`/proc/${server.pid}/task/${server.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number));
  } catch {
    // no children listed
  }
  return pids;
}

/** The API's resident set size in MB (Linux), read from the server's process (the tsx child when there is one). */
function rssMb(): number {
  const pids = apiPids();
  let largest = 0;
  for (const pid of pids) {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (match) largest = Math.max(largest, Number(match[1]) / 1024);
    } catch {
      // gone
    }
  }
  return largest;
}

/** CPU time (ms, user + system) the API's processes (the server and the tsx child) have used so far (Linux; 100 ticks/s). */
function cpuMs(): number {
  const pids = apiPids();
  let ticks = 0;
  for (const pid of pids) {
    try {
      // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return ticks * 10;
}

/** CPU ticks (1/100 s) so far of each PostgreSQL backend connected to the bench's database, by pid (Linux, local server only). */
async function databaseTicks(): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    const ticks = new Map<number, number>();
    for (const { pid } of rows) {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
        ticks.set(pid, Number(fields[11]) + Number(fields[12]));
      } catch {
        // not on this machine, or gone
      }
    }
    return ticks;
  } finally {
    await client.end();
  }
}

/**
 * CPU time (ms) PostgreSQL's backends used between two {@link databaseTicks} samples: what each backend alive at the end
 * used since the first (all of it when it started in between). A backend that ended in between (a pool closes idle
 * connections) is left out: its CPU can no longer be read, and it ended because it had nothing to do.
 */
function databaseCpuMs(before: Map<number, number>, after: Map<number, number>): number {
  let ticks = 0;
  for (const [pid, now] of after) ticks += now - (before.get(pid) ?? 0);
  return ticks * 10;
}

async function waitForHealth() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the API did not answer /api/health within 120 s');
}

async function getJson<T>(url: string, token: string): Promise<T> {
  const answer = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
  if (!answer.ok) throw new Error(`${url}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

type Result = { name: string; rps: number; p50: number; p99: number; errors: number; non2xx: number; cpuPerRequest: number; dbCpuPerRequest: number };

async function load(name: string, url: string, token?: string): Promise<Result> {
  const dbBefore = await databaseTicks();
  const cpuBefore = cpuMs();
  const result = await autocannon({
    url: `${base}${url}`,
    connections,
    duration: seconds,
    headers: token ? { authorization: `Bearer ${token}`, ...acceptEncoding } : acceptEncoding,
  });
  // The API's CPU per answer: steadier than req/s on a shared machine (what other processes take does not count).
  const cpuPerRequest = (cpuMs() - cpuBefore) / Math.max(1, result.requests.total);
  const dbCpuPerRequest = databaseCpuMs(dbBefore, await databaseTicks()) / Math.max(1, result.requests.total);
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    cpuPerRequest,
    dbCpuPerRequest,
  };
}

/**
 * p50/p95 of single-user answer times (ms) of `urls`, one request at a time, after a warm-up with other page sizes (so
 * no measured address was answered before: each is read from the database, none from the answer cache of decision 0370).
 */
async function single(urls: string[], token: string) {
  for (const url of urls.slice(0, 5)) await getJson(url.replace(/limit=\d+/, 'limit=30'), token);
  const times: number[] = [];
  for (const url of urls) {
    const started = performance.now();
    await getJson(url, token);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  return { n: times.length, p50: at(0.5), p95: at(0.95), max: times.at(-1)! };
}

try {
  await waitForHealth();
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: values.email, password: 'Research-2026!' }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const { access_token: token } = (await login.json()) as { access_token: string };

  const studies = await getJson<{ data: { id: string; title: string }[]; meta: { total: number } }>('/api/v3/studies?per_page=20', token);
  const study = studies.data[0];
  const interviews = await getJson<{ data: { id: string }[] }>(`/api/v3/interviews?study_id=${study.id}&limit=20`, token);
  const interview = interviews.data[0];
  console.log(`scale client: ${studies.meta.total} studies; study "${study.title}" (${study.id}), interview ${interview.id}`);

  const endpoints: [string, string][] = [
    ['studies list', '/api/v3/studies?per_page=20'],
    ['study detail', `/api/v3/studies/${study.id}`],
    ['interviews of a study', `/api/v3/interviews?study_id=${study.id}&limit=20`],
    ['transcript', `/api/v3/interviews/${interview.id}/transcript`],
    ['quotes of a study', `/api/v3/quotes?study_id=${study.id}&limit=20`],
    ['quote search (client)', '/api/v3/quotes?search=price&limit=20'],
    ['showreels list', `/api/v3/showreels?study_id=${study.id}`],
    ['insights of a study', `/api/v3/insights?study_id=${study.id}`],
    ['global search', '/api/v3/search?q=price'],
  ];
  if (!values['single-only']) {
    let largestRss = rssMb();
    const sampler = setInterval(() => (largestRss = Math.max(largestRss, rssMb())), 250);
    const results: Result[] = [await load('GET /api/health (ceiling)', '/api/health')];
    for (const [name, url] of endpoints) {
      if (only && !only.some((word) => name.includes(word))) continue;
      // A short warm-up, so each connection of the pools is open (and counted) and its statements prepared.
      await autocannon({ url: `${base}${url}`, connections, duration: 1, headers: { authorization: `Bearer ${token}`, ...acceptEncoding } });
      results.push(await load(name, url, token));
    }
    clearInterval(sampler);
    const ceiling = results[0].rps;
    console.log(`\nautocannon, ${connections} connections, ${seconds} s each\n`);
    console.log(
      `${'endpoint'.padEnd(28)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'ceiling'.padStart(8)} ${'API CPU ms/req'.padStart(15)} ${'PG CPU ms/req'.padStart(14)}  errors/non-2xx`,
    );
    for (const r of results) {
      console.log(
        `${r.name.padEnd(28)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${`${((r.rps / ceiling) * 100).toFixed(0)} %`.padStart(8)} ${r.cpuPerRequest.toFixed(3).padStart(15)} ${r.dbCpuPerRequest.toFixed(3).padStart(14)}  ${r.errors}/${r.non2xx}`,
      );
    }
    console.log(`\nAPI RSS (largest sample under load): ${largestRss.toFixed(0)} MB`);
  }

  if (!values['load-only']) {
    const common = ['price', 'taste', 'pris', 'family', 'breakfast', 'commute', 'kaffe', 'healthy'];
    const rare = ['thermostat', 'jacket lights', 'Haferdrink', 'receta', 'schedule heating', 'allergies', 'theft', 'subscription'];
    // Each round asks another page size, so every measured search is a first one (none answered from memory).
    const quoteUrls = (mode: string, round: number) =>
      [...common, ...rare].flatMap((word) => [`/api/v3/quotes?search=${encodeURIComponent(word)}&search_mode=${mode}&limit=${20 - round}`]);
    console.log('\nsingle user (one request at a time):');
    for (const mode of ['all', 'phrase', 'any']) {
      const urls = Array.from({ length: 4 }, (_, round) => quoteUrls(mode, round)).flat();
      const s = await single(urls, token);
      console.log(`  quote search, ${mode.padEnd(6)} ${s.n} searches: p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, max ${s.max.toFixed(1)} ms`);
    }
    // The quotes page asks its first page with the total.
    const totals = await single(Array.from({ length: 4 }, (_, round) => quoteUrls('all', round).map((url) => `${url}&with_total=true`)).flat(), token);
    console.log(
      `  quote search, all + total ${totals.n} searches: p50 ${totals.p50.toFixed(1)} ms, p95 ${totals.p95.toFixed(1)} ms, max ${totals.max.toFixed(1)} ms`,
    );
    const globalUrls = Array.from({ length: 4 }, (_, round) =>
      [...common, ...rare].map((word) => `/api/v3/search?q=${encodeURIComponent(word)}&limit=${10 - round}`),
    ).flat();
    const g = await single(globalUrls, token);
    console.log(`  global search (GET /v3/search) ${g.n} searches: p50 ${g.p50.toFixed(1)} ms, p95 ${g.p95.toFixed(1)} ms, max ${g.max.toFixed(1)} ms`);
  }
} finally {
  server.kill('SIGTERM');
}
