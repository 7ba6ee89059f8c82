/** Board reads and writes (SPEC §3 Board; §7 Boards); every function filters by the viewer's `clientId`. */
import { and, asc, desc, eq, ilike, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { boardCategories, boards, categories, stories, type BoardRow, type Database } from '@insight/db';
import { likePattern } from '../../core/sql';

/** The client's boards, `always_on` first, then the most recently updated; optionally in any of `categoryIds` or with `q` in the title. */
export async function listBoards(db: Database, clientId: string, filters: { categoryIds?: string[]; q?: string }): Promise<BoardRow[]> {
  const conditions: SQL[] = [eq(boards.clientId, clientId)];
  if (filters.categoryIds?.length) {
    conditions.push(
      sql`exists (select 1 from ${boardCategories} where ${boardCategories.boardId} = ${boards.id} and ${inArray(boardCategories.categoryId, filters.categoryIds)})`,
    );
  }
  if (filters.q) conditions.push(ilike(boards.title, likePattern(filters.q)));
  return db
    .select()
    .from(boards)
    .where(and(...conditions))
    .orderBy(desc(boards.alwaysOn), desc(boards.updatedAt), asc(boards.id));
}

/** The client's board `id`, or null. */
export async function findBoard(db: Database, clientId: string, id: string): Promise<BoardRow | null> {
  const [row] = await db
    .select()
    .from(boards)
    .where(and(eq(boards.clientId, clientId), eq(boards.id, id)))
    .limit(1);
  return row ?? null;
}

/** Categories (id, title) of the boards `boardIds`, by title. */
export async function categoriesOfBoards(db: Database, clientId: string, boardIds: string[]) {
  if (boardIds.length === 0) return [];
  return db
    .select({ boardId: boardCategories.boardId, id: categories.id, title: categories.title })
    .from(boardCategories)
    .innerJoin(categories, and(eq(categories.id, boardCategories.categoryId), eq(categories.clientId, clientId)))
    .where(inArray(boardCategories.boardId, boardIds))
    .orderBy(asc(categories.title));
}

/** How many of `ids` are rows of the client in categories or stories. */
export async function countOfClient(db: Database, clientId: string, table: 'categories' | 'stories', ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const t = table === 'categories' ? categories : stories;
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(t)
    .where(sql`${t.clientId} = ${clientId} and ${inArray(t.id, ids)}`);
  return count;
}

/** What a board write sets besides the row: its categories and its stories (null: unchanged). */
export type BoardLinks = { categoryIds: string[] | null; storyIds: string[] | null };

async function setLinks(tx: Database, clientId: string, boardId: string, links: BoardLinks) {
  if (links.categoryIds) {
    await tx.delete(boardCategories).where(eq(boardCategories.boardId, boardId));
    if (links.categoryIds.length) await tx.insert(boardCategories).values(links.categoryIds.map((categoryId) => ({ boardId, categoryId })));
  }
  if (links.storyIds) {
    const keep = links.storyIds;
    await tx
      .update(stories)
      .set({ boardId: null })
      .where(and(eq(stories.clientId, clientId), eq(stories.boardId, boardId), ...(keep.length ? [notInArray(stories.id, keep)] : [])));
    if (keep.length) {
      await tx
        .update(stories)
        .set({ boardId })
        .where(and(eq(stories.clientId, clientId), inArray(stories.id, keep)));
    }
  }
}

/** Inserts a board with its categories and stories in one transaction; answers its id. */
export async function insertBoard(db: Database, values: typeof boards.$inferInsert, links: BoardLinks): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(boards).values(values).returning({ id: boards.id });
    await setLinks(tx as unknown as Database, values.clientId, row.id, links);
    return row.id;
  });
}

/** Updates the client's board `id` when its `updated_at` (to the millisecond) is `expected`, with its links, in one transaction; false when stale or gone. */
export async function updateBoard(
  db: Database,
  clientId: string,
  id: string,
  values: Partial<typeof boards.$inferInsert>,
  links: BoardLinks,
  expected: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(boards)
      .set({ ...values, updatedAt: new Date() })
      .where(
        and(eq(boards.clientId, clientId), eq(boards.id, id), sql`date_trunc('milliseconds', ${boards.updatedAt}) = ${expected.toISOString()}::timestamptz`),
      )
      .returning({ id: boards.id });
    if (updated.length === 0) return false;
    await setLinks(tx as unknown as Database, clientId, id, links);
    return true;
  });
}

/** Deletes the client's board `id` (its stories stay, without a board); true when it existed. */
export async function deleteBoard(db: Database, clientId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(boards)
    .where(and(eq(boards.clientId, clientId), eq(boards.id, id)))
    .returning({ id: boards.id });
  return rows.length > 0;
}
