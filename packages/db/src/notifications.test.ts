import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
