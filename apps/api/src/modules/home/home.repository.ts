/** Article and notice rows (SPEC §2 Home); every function filters by the client id it is given. */
import { and, asc, desc, eq, isNotNull, max, notExists, sql } from 'drizzle-orm';
import { articles, noticeDismissals, notices, type Database } from '@insight/db';

/** Articles of client `clientId` in Home order; only published ones unless `drafts`. */
export async function listArticles(db: Database, clientId: string, drafts: boolean) {
  return db
    .select()
    .from(articles)
    .where(and(eq(articles.clientId, clientId), drafts ? undefined : isNotNull(articles.publishedAt)))
    .orderBy(asc(articles.position), asc(articles.createdAt), asc(articles.id));
}

/** Article `id` of client `clientId`, or undefined. */
export async function findArticle(db: Database, clientId: string, id: string) {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.clientId, clientId), eq(articles.id, id)));
  return row;
}

/** Inserts an article of client `clientId` after the last one. */
export async function insertArticle(db: Database, clientId: string, values: Omit<typeof articles.$inferInsert, 'clientId' | 'position'>) {
  const [{ last }] = await db
    .select({ last: max(articles.position) })
    .from(articles)
    .where(eq(articles.clientId, clientId));
  const [row] = await db
    .insert(articles)
    .values({ ...values, clientId, position: (last ?? -1) + 1 })
    .returning();
  return row;
}

/** Changes article `id` of client `clientId`. */
export async function updateArticle(db: Database, clientId: string, id: string, values: Partial<typeof articles.$inferInsert>) {
  const [row] = await db
    .update(articles)
    .set(values)
    .where(and(eq(articles.clientId, clientId), eq(articles.id, id)))
    .returning();
  return row;
}

/** Deletes article `id` of client `clientId`; answers its id and stored picture key, or undefined when there is none. */
export async function deleteArticle(db: Database, clientId: string, id: string) {
  const rows = await db
    .delete(articles)
    .where(and(eq(articles.clientId, clientId), eq(articles.id, id)))
    .returning({ id: articles.id, imageKey: articles.imageKey });
  return rows[0];
}

/** Whether any article (of any client: the seed's copies share one file) still refers to stored picture `key`. */
export async function imageKeyInUse(db: Database, key: string) {
  const [row] = await db.select({ id: articles.id }).from(articles).where(eq(articles.imageKey, key)).limit(1);
  return row !== undefined;
}

/** Sets each listed article's position to its index. */
export async function setArticlePositions(db: Database, clientId: string, ids: string[]) {
  for (const [position, id] of ids.entries()) {
    await db
      .update(articles)
      .set({ position })
      .where(and(eq(articles.clientId, clientId), eq(articles.id, id)));
  }
}

/** Notices of client `clientId`, newest first. */
export async function listNotices(db: Database, clientId: string) {
  return db.select().from(notices).where(eq(notices.clientId, clientId)).orderBy(desc(notices.createdAt), desc(notices.id));
}

/** The newest published notice of client `clientId` that user `userId` has not dismissed, or undefined. */
export async function currentNotice(db: Database, clientId: string, userId: string) {
  const [row] = await db
    .select()
    .from(notices)
    .where(
      and(
        eq(notices.clientId, clientId),
        isNotNull(notices.publishedAt),
        notExists(
          db
            .select({ one: sql`1` })
            .from(noticeDismissals)
            .where(and(eq(noticeDismissals.noticeId, notices.id), eq(noticeDismissals.userId, userId))),
        ),
      ),
    )
    .orderBy(desc(notices.publishedAt), desc(notices.id))
    .limit(1);
  return row;
}

/** Notice `id` of client `clientId`, or undefined. */
export async function findNotice(db: Database, clientId: string, id: string) {
  const [row] = await db
    .select()
    .from(notices)
    .where(and(eq(notices.clientId, clientId), eq(notices.id, id)));
  return row;
}

/** Inserts a notice of client `clientId`. */
export async function insertNotice(db: Database, clientId: string, values: Omit<typeof notices.$inferInsert, 'clientId'>) {
  const [row] = await db
    .insert(notices)
    .values({ ...values, clientId })
    .returning();
  return row;
}

/** Changes notice `id` of client `clientId`. */
export async function updateNotice(db: Database, clientId: string, id: string, values: Partial<typeof notices.$inferInsert>) {
  const [row] = await db
    .update(notices)
    .set(values)
    .where(and(eq(notices.clientId, clientId), eq(notices.id, id)))
    .returning();
  return row;
}

/** Records that user `userId` dismissed notice `noticeId` (again: no change). */
export async function dismissNotice(db: Database, noticeId: string, userId: string) {
  await db.insert(noticeDismissals).values({ noticeId, userId }).onConflictDoNothing();
}
