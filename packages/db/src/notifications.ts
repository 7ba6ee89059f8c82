/**
 * LISTEN on a database handle of either driver (decision 0370): in-process PGlite calls back through its own `listen`;
 * the embedded worker's single backend hands each notification to the pool connection whose statement committed
 * (client.ts passes them on); a PostgreSQL server gets a connection of its own that LISTENs, reconnecting when lost.
 * `live` tells the caller whether every notification is reaching it: on a server only while the listener hears the
 * probes it sends itself through the pool (see `listenOnServer`), so anything may have changed while it was not.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { embeddedNotificationsOf, type DatabaseHandle } from './client';

/** What {@link listenForNotifications} calls: each payload of the channel, and each change of whether it is live. */
export type NotificationHandlers = {
  notification(payload: string): void;
  /** true once listening (again), false when notifications may be missed (the server listener lost or deaf). */
  live(isLive: boolean): void;
};

/** A running subscription; `close()` stops listening (and reconnecting) and ends its own connection. */
export type NotificationSubscription = { close(): Promise<void> };

/** Reconnection delays (ms) of a lost server connection, the last repeated. */
const RECONNECT_DELAYS_MS = [100, 500, 1_000, 2_000, 5_000];

/**
 * Listens on `channel` (a plain identifier) of the handle's database and calls `handlers` (see {@link NotificationHandlers});
 * resolves once listening: live at once on PGlite; on a server once its first probe was heard or not heard in time
 * (`probes`, default every 5 s, heard within 2 s). Rejects when the first connection or LISTEN fails.
 */
export async function listenForNotifications(
  handle: DatabaseHandle,
  channel: string,
  handlers: NotificationHandlers,
  probes?: ProbeTiming,
): Promise<NotificationSubscription> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  if (handle.driver.kind === 'pglite') {
    const unlisten = await handle.driver.client.listen(channel, (payload) => handlers.notification(payload));
    handlers.live(true);
    return { close: () => unlisten() };
  }
  const { pool } = handle.driver;
  const embedded = embeddedNotificationsOf(pool);
  if (embedded) {
    const onMessage = (message: pg.Notification) => {
      if (message.channel === channel) handlers.notification(message.payload ?? '');
    };
    embedded.on('notification', onMessage);
    // One backend: a LISTEN on any connection is the backend's for good.
    await pool.query(`LISTEN ${channel}`);
    handlers.live(true);
    return {
      close: async () => {
        embedded.off('notification', onMessage);
      },
    };
  }
  return listenOnServer(pool, channel, handlers, probes);
}

/** Payload prefix of the probes {@link listenOnServer} sends itself; never passed to the handlers. */
const PROBE_PREFIX = 'probe:';

/** Timing (ms) of a server listener's probes: one every `everyMs` after the last was heard, lost when not heard in `withinMs`. */
export type ProbeTiming = { everyMs: number; withinMs: number };

const DEFAULT_PROBES: ProbeTiming = { everyMs: 5_000, withinMs: 2_000 };

/**
 * A connection of its own (the pool's settings) LISTENing on `channel`, opened again after a loss. It is live only once
 * it heard a probe it sent through the pool (`pg_notify` on a pool connection, so the path every write takes), and
 * stays live only while each probe is heard in time: a listener that can never hear (LISTEN through a transaction
 * pooler such as PgBouncer) or whose connection died without a word (a half-open socket) is not live, so its caller
 * keeps nothing rather than something stale.
 */
async function listenOnServer(
  pool: pg.Pool,
  channel: string,
  handlers: NotificationHandlers,
  probes: ProbeTiming = DEFAULT_PROBES,
): Promise<NotificationSubscription> {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let attempt = 0;
  let isLive = false;
  let probe: { payload: string; deadline: NodeJS.Timeout } | undefined;
  let nextProbe: NodeJS.Timeout | undefined;
  let firstProbe: ((heard: boolean) => void) | undefined;

  const setLive = (value: boolean) => {
    if (value === isLive) return;
    isLive = value;
    handlers.live(value);
  };

  const sendProbe = (listener: pg.Client) => {
    if (closed || listener !== client) return;
    const payload = `${PROBE_PREFIX}${randomUUID()}`;
    const deadline = setTimeout(() => lost(listener), probes.withinMs);
    deadline.unref();
    probe = { payload, deadline };
    pool.query('select pg_notify($1, $2)', [channel, payload]).catch(() => lost(listener));
  };

  const heard = (listener: pg.Client, payload: string) => {
    if (!payload.startsWith(PROBE_PREFIX)) {
      handlers.notification(payload);
      return;
    }
    if (listener !== client || payload !== probe?.payload) return;
    clearTimeout(probe.deadline);
    probe = undefined;
    attempt = 0;
    setLive(true);
    firstProbe?.(true);
    nextProbe = setTimeout(() => sendProbe(listener), probes.everyMs);
    nextProbe.unref();
  };

  const connect = async () => {
    const next = new pg.Client(pool.options);
    next.on('notification', (message) => {
      if (message.channel === channel) heard(next, message.payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    await next.connect();
    try {
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    sendProbe(next);
  };

  const lost = (which: pg.Client) => {
    if (which !== client) return;
    client = undefined;
    if (probe) clearTimeout(probe.deadline);
    if (nextProbe) clearTimeout(nextProbe);
    probe = undefined;
    setLive(false);
    firstProbe?.(false);
    which.end().catch(() => undefined);
    schedule();
  };

  const schedule = () => {
    if (closed || retry) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
    attempt += 1;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(schedule);
    }, delay);
    retry.unref();
  };

  // Resolves once the first probe is heard, or was not heard in time (then it keeps trying, not live meanwhile).
  await new Promise<void>((resolve, reject) => {
    firstProbe = () => {
      firstProbe = undefined;
      resolve();
    };
    connect().catch(reject);
  });
  return {
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      if (probe) clearTimeout(probe.deadline);
      if (nextProbe) clearTimeout(nextProbe);
      const last = client;
      client = undefined;
      setLive(false);
      await last?.end().catch(() => undefined);
    },
  };
}
