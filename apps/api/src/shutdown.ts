/**
 * How a process stops (server, worker): on SIGINT or SIGTERM it stops taking connections, lets the requests in flight
 * finish (at most {@link DRAIN_MS}), stops the job workers (pg-boss waits for running jobs), and only then closes the
 * database, so no request or job still running meets a closed pool.
 */
import type { FastifyInstance } from 'fastify';
import type { Logger } from './lib/logger';

/** How long stopping waits for the requests in flight before it cuts their connections (ms). */
const DRAIN_MS = 10_000;

/** What a process stops, in this order: the HTTP app (absent in a worker process), the job queue, the database. */
type StoppableParts = {
  app?: FastifyInstance;
  queue?: { stop(): Promise<void> };
  database: { close(): Promise<void> };
  log: Logger;
  /** Bound on waiting for requests in flight (default {@link DRAIN_MS}). */
  drainMs?: number;
};

/** Stops `parts` in order: HTTP (requests in flight answered, bounded by `drainMs`), job workers, then the database. */
export async function stopGracefully({ app, queue, database, log, drainMs = DRAIN_MS }: StoppableParts): Promise<void> {
  const started = performance.now();
  const since = (from: number) => Math.round(performance.now() - from);
  if (app) {
    // app.close(): no new connections, new requests on open ones answer 503 problem+json (SHUTTING_DOWN, Retry-After;
    // app.ts), and it resolves once every connection has ended (the app answers `Connection: close` while closing, so
    // kept-alive sockets end after their answer).
    // A request still running after drainMs has its connection cut, so a stuck client cannot hold the stop.
    const cut = setTimeout(() => {
      log.warn({ drainMs }, 'requests still running when stopping: their connections are closed');
      app.server.closeAllConnections();
    }, drainMs);
    try {
      await app.close();
    } finally {
      clearTimeout(cut);
    }
  }
  const httpMs = since(started);
  const queueStarted = performance.now();
  await queue?.stop();
  const queueMs = since(queueStarted);
  const databaseStarted = performance.now();
  await database.close();
  log.info({ durationMs: since(started), httpMs, queueMs, databaseMs: since(databaseStarted) }, 'stopped');
}

/**
 * Calls `stop` on the first SIGINT or SIGTERM, then exits (0, or 1 when stopping failed). Signals arriving while it
 * stops are logged and ignored: Ctrl-C under `npm start` reaches the server twice (from the terminal and forwarded by
 * scripts/start.mjs), and the second must not end the process before the database is closed.
 */
export function stopOnSignals(stop: () => Promise<void>, log: Logger): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.info({ signal }, 'already stopping');
      return;
    }
    stopping = true;
    log.info({ signal }, 'stopping');
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'stopping failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
