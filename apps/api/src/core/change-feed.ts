/**
 * The change feed (decision 0370): what this process knows of writes to the database, as two counters that only go up.
 * Every table's writes send `NOTIFY insight_changes, '<table>'` on commit (migration 0020); this process LISTENs
 * (`listenForNotifications`, PGlite or a PostgreSQL server) and counts them. Whatever keeps answers or viewers in
 * memory keeps them under the counter they were read at and drops them once it moved. While the feed is not live (its
 * server connection lost) nothing may be kept: writes could be missed.
 */
import { listenForNotifications, type DatabaseHandle } from '@insight/db';
import type { Logger } from '../lib/logger';

/** The channel migration 0020's triggers notify on; the payload is the written table's name. */
export const CHANGE_CHANNEL = 'insight_changes';

/** Tables of sessions and one-time links: a write there changes no answer (the viewer check sees session ends). */
const SESSION_TABLES = new Set(['refresh_tokens', 'password_reset_tokens']);
/** Tables the viewer (core/viewer.ts `loadViewer`) and the client scope are read from. */
const VIEWER_TABLES = new Set(['users', 'roles', 'refresh_tokens', 'project_users', 'projects', 'clients', 'user_clients']);

/** What the process knows of writes; see the file comment. */
export type ChangeFeed = {
  /** True while every write reaches this process (listening); false: keep nothing. */
  readonly live: boolean;
  /** Moves on every write that can change an answer (any table but sessions'), and whenever `live` changes. */
  readonly dataVersion: number;
  /** Moves on every write to a table a viewer is read from, and whenever `live` changes. */
  readonly viewerVersion: number;
  /** This process wrote or is about to answer a write: move both counters now, before its notification arrives. */
  noteWrite(): void;
  /** Stops listening; the feed stays not live. */
  close(): Promise<void>;
};

/** Starts listening on `handle`'s database; resolves once live. Rejects when the first LISTEN fails. */
export async function startChangeFeed(handle: DatabaseHandle, log: Logger): Promise<ChangeFeed> {
  let live = false;
  let dataVersion = 0;
  let viewerVersion = 0;
  const everything = () => {
    dataVersion += 1;
    viewerVersion += 1;
  };
  let started = false;
  const subscription = await listenForNotifications(handle, CHANGE_CHANNEL, {
    notification(table) {
      if (!SESSION_TABLES.has(table)) dataVersion += 1;
      if (VIEWER_TABLES.has(table)) viewerVersion += 1;
    },
    live(isLive) {
      if (isLive === live) return;
      live = isLive;
      everything();
      if (started) {
        if (isLive) log.info('change feed listening again: answers and viewers are kept again');
        else log.warn('change feed lost its database connection: nothing is kept until it listens again');
      }
    },
  });
  started = true;
  if (!live) log.warn('change feed not hearing its own probes yet: nothing is kept until it does (LISTEN through a transaction pooler never does)');
  return {
    get live() {
      return live;
    },
    get dataVersion() {
      return dataVersion;
    },
    get viewerVersion() {
      return viewerVersion;
    },
    noteWrite: everything,
    close: async () => {
      live = false;
      everything();
      await subscription.close();
    },
  };
}
