import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase, migrateDatabase, type DatabaseHandle } from './client';
import { listenForNotifications, type NotificationSubscription } from './notifications';
import { clients } from './schema/index';

/**
 * Decision 0370: a write to any table notifies `insight_changes` with the table's name on commit. On the embedded
 * database (in process and in its worker thread) the listener hears it before the writing statement resolves, so the
 * one process owning PGlite always reads what it wrote.
 */
describe.each(['in-process', 'worker'] as const)('change notifications on embedded PGlite (%s)', (embedded) => {
  let handle: DatabaseHandle;
  let subscription: NotificationSubscription;
  const heard: string[] = [];
  const states: boolean[] = [];

  beforeAll(async () => {
    handle = await createDatabase({ embedded });
    await migrateDatabase(handle);
    subscription = await listenForNotifications(handle, 'insight_changes', {
      notification: (table) => heard.push(table),
      live: (isLive) => states.push(isLive),
    });
  }, 300_000);
  afterAll(async () => {
    await subscription?.close();
    await handle?.close();
  });

  it('is live at once and hears each written table once per transaction, none for a rolled-back one', async () => {
    expect(states).toEqual([true]);
    heard.length = 0;
    await handle.db.insert(clients).values({ name: 'Acme Foods' });
    await Promise.resolve();
    expect(heard).toEqual(['clients']);
    await handle.db.transaction(async (tx) => {
      await tx.insert(clients).values({ name: 'Nordic Living' });
      await tx
        .update(clients)
        .set({ name: 'Nordic Living A/S' })
        .where(sql`name = 'Nordic Living'`);
    });
    await Promise.resolve();
    expect(heard).toEqual(['clients', 'clients']);
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(clients).values({ name: 'Gone' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual(['clients', 'clients']);
  });
});

/**
 * On a PostgreSQL server the listener is live only while it hears the probes it sends through the pool: a listener
 * that cannot hear what the pool's connections notify (here the probes go to another database, as LISTEN through a
 * transaction pooler would miss them) is never live, and keeps trying.
 */
describe.runIf(process.env.DATABASE_URL)('change notifications on a PostgreSQL server', () => {
  it('is live once it hears its probe, and not live while its probes go unheard', async () => {
    const { createTestDatabase } = await import('./testing');
    const handle = await createTestDatabase();
    const elsewhere = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
    try {
      const states: boolean[] = [];
      const heard: string[] = [];
      const live = await listenForNotifications(
        handle,
        'insight_changes',
        { notification: (table) => heard.push(table), live: (isLive) => states.push(isLive) },
        { everyMs: 100, withinMs: 1_000 },
      );
      expect(states).toEqual([true]);
      await handle.db.insert(clients).values({ name: 'Acme Foods' });
      await vi.waitUntil(() => heard.includes('clients'), { timeout: 5_000 });
      expect(heard.every((table) => table === 'clients')).toBe(true);
      await live.close();

      if (handle.driver.kind !== 'pg') throw new Error('expected a server pool');
      const pool = handle.driver.pool;
      const query = pool.query.bind(pool);
      // The probes now reach another database's listeners, never this one's.
      pool.query = elsewhere.query.bind(elsewhere) as typeof pool.query;
      const deafStates: boolean[] = [];
      const deaf = await listenForNotifications(
        handle,
        'insight_changes',
        { notification: () => {}, live: (isLive) => deafStates.push(isLive) },
        {
          everyMs: 100,
          withinMs: 300,
        },
      );
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(deafStates).toEqual([]);
      await deaf.close();
      pool.query = query;
    } finally {
      await elsewhere.end();
      await handle.close();
    }
  });
});
