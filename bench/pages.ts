/**
 * Page-speed benchmark (issue 15 "Pages that load fast"): Lighthouse (its default mobile preset: Moto G-class CPU,
 * slow 4G, simulated) in Debian's Chromium on the login page, the studies list, an interview page and a public showreel
 * page, each loaded cold (browser cache cleared; the session kept). Prints per page the performance score, LCP, the
 * script bytes transferred and the gzip size of the JavaScript the page loads. Targets: score >= 0.9, LCP <= 2.5 s,
 * login and public pages <= 150 KB of gzipped JavaScript.
 *
 *   npm start            # a portal with the demo workspace (or any running one: BENCH_URL)
 *   npx tsx bench/pages.ts [BENCH_URL=http://localhost:3000] [CHROMIUM_PATH=/usr/bin/chromium] [RUNS=1] [PAGES=login,interview]
 *                          [REPORTS=/tmp/lighthouse]   # also writes each run's Lighthouse report (JSON) there
 *
 * With RUNS > 1 each page is measured that many times and the median run (by score) is printed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const base = (process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const runs = Math.max(1, Number(process.env.RUNS ?? 1));
const loadAtStart = loadavg()[0];
const EMAIL = process.env.BENCH_EMAIL ?? 'master@acme.test';
const PASSWORD = process.env.BENCH_PASSWORD ?? 'Research-2026!';

/** Calls the portal's API with the bench user's token; throws on a non-2xx answer. */
async function api<T>(path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}/api${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

type Listed = { data: { id: string; published?: boolean }[] };

const { access_token: token } = await api<{ access_token: string }>('/auth/login', undefined, { email: EMAIL, password: PASSWORD });
const studies = await api<Listed>('/v3/studies?limit=50', token);
let interviewPage: string | undefined;
for (const study of studies.data) {
  const interviews = await api<Listed>(`/v3/interviews?study_id=${study.id}&limit=1`, token);
  if (interviews.data[0]) {
    interviewPage = `/studies/${study.id}/videos/${interviews.data[0].id}`;
    break;
  }
}
const reels = await api<Listed>('/v3/showreels?limit=100', token);
const published = reels.data.find((reel) => reel.published);
if (!interviewPage || !published) throw new Error('The portal needs the demo workspace (an interview and a published showreel).');

const allPages = [
  { name: 'login', path: '/auth/login', signedIn: false },
  { name: 'public showreel', path: `/public/showreels/${published.id}`, signedIn: false },
  { name: 'studies list', path: '/studies', signedIn: true },
  { name: 'interview', path: interviewPage, signedIn: true },
];
// PAGES=login,interview measures only those pages (names as printed).
const only = process.env.PAGES?.split(',').map((name) => name.trim());
const pages = only ? allPages.filter((page) => only.includes(page.name)) : allPages;

const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
});
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });

/** Gzip size (default level) of each script URL, fetched once. */
const gzipSizes = new Map<string, number>();
async function gzipSize(url: string): Promise<number> {
  if (!gzipSizes.has(url)) gzipSizes.set(url, gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length);
  return gzipSizes.get(url)!;
}

/** The node Lighthouse names as the LCP element (from its LCP breakdown insight), for reading the table. */
function lcpElementOf(details: unknown): string {
  const items = (details as { items?: { type?: string; nodeLabel?: string; snippet?: string }[] } | undefined)?.items ?? [];
  const node = items.find((item) => item.type === 'node');
  return node ? `${node.snippet ?? ''} ${node.nodeLabel ? `"${node.nodeLabel}"` : ''}`.slice(0, 110) : '?';
}

type Row = {
  page: string;
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  scriptTransferKb: number;
  scriptGzipKb: number;
  scripts: number;
  /** Lighthouse's CPU benchmark index of the run (higher is faster; its mobile preset assumes ~1000+ hosts). */
  benchmarkIndex: number;
  /** What Lighthouse took for the largest contentful paint. */
  lcpElement: string;
};
const rows: Row[] = [];
try {
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  for (const target of pages) {
    // Signed out: no token, no refresh cookie. Signed in: the bench user's session in localStorage and the cookie jar.
    await cdp.send('Network.clearBrowserCookies');
    await page.goto(`${base}/favicon.svg`);
    await page.evaluate(() => localStorage.clear());
    if (target.signedIn) {
      await page.goto(`${base}/auth/login`);
      await page.evaluate(
        async (email, password) => {
          const response = await fetch('/api/auth/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password }),
          });
          localStorage.setItem('access_token', ((await response.json()) as { access_token: string }).access_token);
        },
        EMAIL,
        PASSWORD,
      );
    }
    const measured: Row[] = [];
    for (let run = 0, failed = 0; run < runs; run += 1) {
      await cdp.send('Network.clearBrowserCache');
      const result = await lighthouse(
        `${base}${target.path}`,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
        undefined,
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${target.path}`);
      const { lhr } = result;
      // A run whose trace Lighthouse could not read (e.g. NO_NAVSTART on a busy machine) is run again, up to 3 times.
      if (lhr.runtimeError) {
        if (++failed > 3) throw new Error(`Lighthouse failed on ${target.path}: ${lhr.runtimeError.code}`);
        console.warn(`${target.name}: ${lhr.runtimeError.code}, measuring again`);
        run -= 1;
        continue;
      }
      if (process.env.REPORTS) {
        mkdirSync(process.env.REPORTS, { recursive: true });
        writeFileSync(path.join(process.env.REPORTS, `${target.name.replace(/\W+/g, '-')}-${run + 1}.json`), JSON.stringify(lhr));
      }
      const requests = (lhr.audits['network-requests'].details as { items: { url: string; resourceType?: string; transferSize?: number }[] }).items;
      const scripts = requests.filter((request) => request.resourceType === 'Script' && request.url.startsWith(base));
      let gzip = 0;
      for (const script of scripts) gzip += await gzipSize(script.url);
      measured.push({
        page: target.name,
        score: lhr.categories.performance.score ?? 0,
        lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
        fcpMs: lhr.audits['first-contentful-paint'].numericValue ?? NaN,
        tbtMs: lhr.audits['total-blocking-time'].numericValue ?? NaN,
        scriptTransferKb: scripts.reduce((sum, script) => sum + (script.transferSize ?? 0), 0) / 1024,
        scriptGzipKb: gzip / 1024,
        scripts: scripts.length,
        benchmarkIndex: lhr.environment.benchmarkIndex,
        lcpElement: lcpElementOf(lhr.audits['lcp-breakdown-insight']?.details),
      });
    }
    measured.sort((a, b) => a.score - b.score);
    rows.push(measured[Math.floor(measured.length / 2)]);
  }
} finally {
  await browser.disconnect();
  chrome.kill();
}

const loadAtEnd = loadavg()[0];
console.log(
  `\nLighthouse mobile preset, cold loads of ${base} (median of ${runs} run${runs > 1 ? 's' : ''}); 1-minute load average ${loadAtStart.toFixed(2)} at the start, ${loadAtEnd.toFixed(2)} at the end:\n`,
);
console.log('page               score   LCP (s)  FCP (s)  TBT (ms)  JS transferred (KB)  JS gzip (KB)  scripts  CPU index');
for (const row of rows) {
  console.log(
    `${row.page.padEnd(18)} ${row.score.toFixed(2).padStart(5)}  ${(row.lcpMs / 1000).toFixed(2).padStart(8)} ${(row.fcpMs / 1000).toFixed(2).padStart(8)}  ${row.tbtMs
      .toFixed(0)
      .padStart(
        8,
      )}  ${row.scriptTransferKb.toFixed(1).padStart(19)}  ${row.scriptGzipKb.toFixed(1).padStart(12)}  ${String(row.scripts).padStart(7)}  ${row.benchmarkIndex.toFixed(0).padStart(9)}`,
  );
}
console.log('\nLCP elements:');
for (const row of rows) console.log(`  ${row.page.padEnd(18)} ${row.lcpElement}`);
console.log('\nTargets: score >= 0.90, LCP <= 2.5 s on each page; login and public showreel <= 150 KB gzipped JavaScript.');
