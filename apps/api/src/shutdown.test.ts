/**
 * Stopping the process (SIGINT/SIGTERM): requests in flight on a real listening server are answered before the database
 * closes, a request outliving the bound does not hold the stop, and a running job finishes before the database closes.
 */
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, testDriver, type TestApp } from '../test/app';
import { until } from '../test/wait';
import { createJobQueue, type PgJobQueue } from './jobs/queue';
import { silentLogger } from './lib/logger';
import { stopGracefully } from './shutdown';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A test app listening on a free port with GET /api/test/slow: waits `waitMs`, then reads the database. */
async function slowApp(waitMs: number): Promise<{ t: TestApp; url: string; started: Promise<void> }> {
  let markStarted!: () => void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const t: TestApp = await createTestApp(
    {},
    {
      beforeReady: (app) =>
        app.get('/api/test/slow', async () => {
          markStarted();
          await sleep(waitMs);
          const { rows } = await t.db.execute<{ answer: number }>(sql`select 42 as answer`);
          return { answer: rows[0].answer };
        }),
    },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { t, url: `http://127.0.0.1:${port}/api/test/slow`, started };
}

describe(`stopping the server on ${testDriver}`, () => {
  let t: TestApp | undefined;
  let queue: PgJobQueue | undefined;
  afterEach(async () => {
    await queue?.stop();
    await t?.close();
    queue = undefined;
    t = undefined;
  });

  it('answers a request in flight (200, not 503), then closes the database, without waiting for kept-alive sockets', async () => {
    const slow = await slowApp(800);
    t = slow.t;
    // fetch keeps its connection alive, as a browser does.
    const answer = fetch(slow.url).then(async (res) => ({ status: res.status, connection: res.headers.get('connection'), body: await res.json() }));
    await slow.started;

    const stopping = performance.now();
    await stopGracefully({ app: t.app, database: t.handle, log: silentLogger() });
    const stopMs = performance.now() - stopping;

    expect(await answer).toEqual({ status: 200, connection: 'close', body: { answer: 42 } });
    // The socket ends with its answer: the stop does not wait for the 72 s keep-alive timeout.
    expect(stopMs).toBeLessThan(5_000);
    // The database closed after the answer.
    await expect(t.db.execute(sql`select 1`)).rejects.toThrow();
  });

  it('answers a new request on an open connection while closing as 503 problem+json with Retry-After', async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    // A kept-alive connection whose next request has begun (so it is not idle when closing starts) and ends after it.
    const socket = connect(port, '127.0.0.1');
    let raw = '';
    socket.on('data', (data: Buffer) => (raw += data.toString()));
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n');
    await sleep(100);

    const stopped = stopGracefully({ app: t.app, database: t.handle, log: silentLogger() });
    await sleep(100);
    socket.write('\r\n');
    await ended;
    await stopped;

    const [head, body] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 503 /);
    expect(head).toMatch(/^content-type: application\/problem\+json/im);
    expect(head).toMatch(/^retry-after: 5$/im);
    expect(head).toMatch(/^connection: close$/im);
    expect(JSON.parse(body)).toMatchObject({ status: 503, code: 'SHUTTING_DOWN', detail: expect.stringMatching(/try again/), requestId: expect.any(String) });
  });

  it('cuts a request still running after the bound, so a slow client cannot hold the stop', async () => {
    const slow = await slowApp(3_000);
    t = slow.t;
    const answer = fetch(slow.url).then(
      (res) => res.status,
      () => 'connection closed',
    );
    await slow.started;

    const stopping = performance.now();
    await stopGracefully({ app: t.app, database: t.handle, log: silentLogger(), drainMs: 300 });
    const stopMs = performance.now() - stopping;

    expect(await answer).toBe('connection closed');
    expect(stopMs).toBeLessThan(2_500);
  });

  it('lets a running job finish its database work before the database closes', async () => {
    t = await createTestApp();
    const q = await createJobQueue(t.handle, { sweepCron: null, pollingIntervalSeconds: 0.5 });
    queue = q;
    let markStarted!: () => void;
    const started = new Promise<void>((resolve) => (markStarted = resolve));
    let jobResult: unknown = 'not finished';
    await q.workRenders(async () => {
      markStarted();
      await sleep(800);
      jobResult = (await t!.db.execute<{ answer: number }>(sql`select 42 as answer`)).rows[0].answer;
    });
    await q.enqueueRender(crypto.randomUUID(), 10);
    await started;

    await stopGracefully({ app: t.app, queue: q, database: t.handle, log: silentLogger() });

    expect(jobResult).toBe(42);
  });
});

describe('the stop signals', () => {
  it('a second SIGINT while stopping (Ctrl-C under npm start reaches the server twice) does not cut the stop short', async () => {
    // A process of its own: stopOnSignals exits the process it runs in.
    const script = `
      import { stopOnSignals } from ${JSON.stringify(new URL('./shutdown.ts', import.meta.url).href)};
      import { createLogger } from ${JSON.stringify(new URL('./lib/logger.ts', import.meta.url).href)};
      stopOnSignals(async () => {
        console.log('stop started');
        await new Promise((resolve) => setTimeout(resolve, 500));
        console.log('stop finished');
      }, createLogger('info'));
      console.log('ready');
      setInterval(() => {}, 1000);
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (data: Buffer) => (output += data.toString()));
    const seen = (text: string) => until(`"${text}" from the child`, async () => output.includes(text), 30_000);
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

    await seen('ready');
    child.kill('SIGINT');
    await seen('stop started');
    child.kill('SIGINT');

    expect(await exited).toBe(0);
    expect(output).toContain('already stopping');
    expect(output).toContain('stop finished');
  }, 60_000);
});
