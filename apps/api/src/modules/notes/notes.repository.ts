/** Note reads and writes (issue 14); every query filters by the viewer's `clientId`; private notes by their author. */
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { interviewNotes, quotes, users, type Database } from '@insight/db';
import { likePattern } from '../../core/sql';

const selection = { note: interviewNotes, authorName: sql<string>`trim(${users.name} || ' ' || ${users.surname})` };

/** A note with its author's name. */
export type NoteRow = { note: typeof interviewNotes.$inferSelect; authorName: string };

/** Who may read a note: team notes, and the viewer's own private ones. */
function readable(viewerId: string): SQL {
  return or(eq(interviewNotes.visibility, 'TEAM'), eq(interviewNotes.authorId, viewerId))!;
}

/** The notes of interview `interviewId` the viewer may read, in time order, optionally whose text contains `q`. */
export async function listNotes(db: Database, clientId: string, interviewId: string, viewerId: string, q?: string): Promise<NoteRow[]> {
  const conditions: SQL[] = [eq(interviewNotes.clientId, clientId), eq(interviewNotes.interviewId, interviewId), readable(viewerId)];
  if (q) conditions.push(ilike(interviewNotes.body, likePattern(q)));
  return db
    .select(selection)
    .from(interviewNotes)
    .innerJoin(users, eq(users.id, interviewNotes.authorId))
    .where(and(...conditions))
    .orderBy(asc(interviewNotes.start), asc(interviewNotes.createdAt));
}

/** The note `id` of the client if the viewer may read it, or null. */
export async function findNote(db: Database, clientId: string, id: string, viewerId: string): Promise<NoteRow | null> {
  const [row] = await db
    .select(selection)
    .from(interviewNotes)
    .innerJoin(users, eq(users.id, interviewNotes.authorId))
    .where(and(eq(interviewNotes.clientId, clientId), eq(interviewNotes.id, id), readable(viewerId)))
    .limit(1);
  return row ?? null;
}

/** True when `quoteId` is a live quote of interview `interviewId` of the client. */
export async function isQuoteOfInterview(db: Database, clientId: string, interviewId: string, quoteId: string) {
  const [row] = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.clientId, clientId), eq(quotes.interviewId, interviewId), eq(quotes.id, quoteId), sql`${quotes.deletedAt} is null`))
    .limit(1);
  return Boolean(row);
}

/** Inserts a note; answers its id. */
export async function insertNote(db: Database, values: typeof interviewNotes.$inferInsert): Promise<string> {
  const [row] = await db.insert(interviewNotes).values(values).returning({ id: interviewNotes.id });
  return row.id;
}

/** Changes the author's note only if its `updated_at` still equals `expected` (ms); true when changed. */
export async function updateNote(
  db: Database,
  clientId: string,
  id: string,
  values: Partial<Pick<typeof interviewNotes.$inferInsert, 'body' | 'visibility'>>,
  expected: Date,
): Promise<boolean> {
  const rows = await db
    .update(interviewNotes)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(interviewNotes.clientId, clientId),
        eq(interviewNotes.id, id),
        sql`date_trunc('milliseconds', ${interviewNotes.updatedAt}) = ${expected.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: interviewNotes.id });
  return rows.length > 0;
}

/** Deletes the client's note `id`. */
export async function deleteNote(db: Database, clientId: string, id: string) {
  await db.delete(interviewNotes).where(and(eq(interviewNotes.clientId, clientId), eq(interviewNotes.id, id)));
}
