/**
 * LISTEN on a database handle of either driver (decision 0370): in-process PGlite calls back through its own `listen`;
 * the embedded worker's single backend hands each notification to the pool connection whose statement committed
 * (client.ts passes them on); a PostgreSQL server gets a connection of its own that LISTENs, reconnecting when lost.
 * `live` tells the caller whether every notification is reaching it: false from a lost server connection until it
 * LISTENs again (anything may have changed meanwhile).
 */
import pg from 'pg';
import { embeddedNotificationsOf, type DatabaseHandle } from './client';

/** What {@link listenForNotifications} calls: each payload of the channel, and each change of whether it is live. */
export type NotificationHandlers = {
  notification(payload: string): void;
  /** true once listening (again), false when notifications may be missed (the server connection is lost). */
  live(isLive: boolean): void;
};

/** A running subscription; `close()` stops listening (and reconnecting) and ends its own connection. */
export type NotificationSubscription = { close(): Promise<void> };

/** Reconnection delays (ms) of a lost server connection, the last repeated. */
const RECONNECT_DELAYS_MS = [100, 500, 1_000, 2_000, 5_000];

/**
 * Listens on `channel` (a plain identifier) of the handle's database and calls `handlers` (see {@link NotificationHandlers});
 * resolves once listening (`live(true)` called). Rejects when the first LISTEN fails.
 */
export async function listenForNotifications(handle: DatabaseHandle, channel: string, handlers: NotificationHandlers): Promise<NotificationSubscription> {
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
  return listenOnServer(pool, channel, handlers);
}

/** A connection of its own (the pool's settings) LISTENing on `channel`, opened again after a loss. */
async function listenOnServer(pool: pg.Pool, channel: string, handlers: NotificationHandlers): Promise<NotificationSubscription> {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let attempt = 0;

  const connect = async () => {
    const next = new pg.Client(pool.options);
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.notification(message.payload ?? '');
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
    attempt = 0;
    handlers.live(true);
  };

  const lost = (which: pg.Client) => {
    if (which !== client) return;
    client = undefined;
    handlers.live(false);
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

  await connect();
  return {
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}
