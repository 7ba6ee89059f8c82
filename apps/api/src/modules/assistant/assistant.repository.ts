/** Assistant threads and messages (issue 12): every read and write is filtered by the user and the client. */
import { and, asc, desc, eq } from 'drizzle-orm';
import { assistantMessages, assistantThreads, type Database } from '@insight/db';

/** A thread row. */
export type ThreadRow = typeof assistantThreads.$inferSelect;
/** A message row. */
export type MessageRow = typeof assistantMessages.$inferSelect;
/** Whose threads: one user in one client. */
export type Owner = { clientId: string; userId: string };

/** Stores a thread. */
export async function insertThread(db: Database, owner: Owner, title: string): Promise<ThreadRow> {
  const [row] = await db.insert(assistantThreads).values({ clientId: owner.clientId, userId: owner.userId, title }).returning();
  return row;
}

/** The owner's threads, most recently active first. */
export async function listThreads(db: Database, owner: Owner): Promise<ThreadRow[]> {
  return db
    .select()
    .from(assistantThreads)
    .where(and(eq(assistantThreads.clientId, owner.clientId), eq(assistantThreads.userId, owner.userId)))
    .orderBy(desc(assistantThreads.updatedAt), desc(assistantThreads.id))
    .limit(200);
}

/** The owner's thread `id`, or undefined. */
export async function findThread(db: Database, owner: Owner, id: string): Promise<ThreadRow | undefined> {
  const [row] = await db
    .select()
    .from(assistantThreads)
    .where(and(eq(assistantThreads.id, id), eq(assistantThreads.clientId, owner.clientId), eq(assistantThreads.userId, owner.userId)))
    .limit(1);
  return row;
}

/** Renames a thread (or just marks it active when `title` is undefined). */
export async function touchThread(db: Database, id: string, title?: string): Promise<ThreadRow> {
  const [row] = await db
    .update(assistantThreads)
    .set({ updatedAt: new Date(), ...(title ? { title } : {}) })
    .where(eq(assistantThreads.id, id))
    .returning();
  return row;
}

/** Deletes a thread and its messages. */
export async function deleteThread(db: Database, id: string): Promise<void> {
  await db.delete(assistantThreads).where(eq(assistantThreads.id, id));
}

/** A thread's messages, oldest first. */
export async function listMessages(db: Database, threadId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(assistantMessages)
    .where(eq(assistantMessages.threadId, threadId))
    .orderBy(asc(assistantMessages.createdAt), asc(assistantMessages.id));
}

/** The newest `limit` messages of a thread (id, role, text only), oldest first: the history a turn sends along. */
export async function recentMessages(db: Database, threadId: string, limit: number) {
  const rows = await db
    .select({ id: assistantMessages.id, role: assistantMessages.role, content: assistantMessages.content })
    .from(assistantMessages)
    .where(eq(assistantMessages.threadId, threadId))
    .orderBy(desc(assistantMessages.createdAt), desc(assistantMessages.id))
    .limit(limit);
  return rows.reverse();
}

/** Stores a message. */
export async function insertMessage(db: Database, values: typeof assistantMessages.$inferInsert): Promise<MessageRow> {
  const [row] = await db.insert(assistantMessages).values(values).returning();
  return row;
}

/** Deletes one message. */
export async function deleteMessage(db: Database, id: string): Promise<void> {
  await db.delete(assistantMessages).where(eq(assistantMessages.id, id));
}
