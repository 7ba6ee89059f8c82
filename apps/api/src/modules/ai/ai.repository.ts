/** AI job rows and the question banks of the marketplace templates (issue 12); job reads filter by client and user. */
import { and, eq } from 'drizzle-orm';
import { aiJobs, studyTemplates, studyTypes, type Database } from '@insight/db';

/** An AI job row. */
export type AiJobRow = typeof aiJobs.$inferSelect;

/** Stores a new PENDING job. */
export async function insertJob(db: Database, values: typeof aiJobs.$inferInsert): Promise<AiJobRow> {
  const [row] = await db.insert(aiJobs).values(values).returning();
  return row;
}

/** The job `id` of `kind` of this user in this client, or undefined. */
export async function findJob(db: Database, scope: { clientId: string; userId: string }, kind: AiJobRow['kind'], id: string) {
  const [row] = await db
    .select()
    .from(aiJobs)
    .where(and(eq(aiJobs.id, id), eq(aiJobs.kind, kind), eq(aiJobs.clientId, scope.clientId), eq(aiJobs.userId, scope.userId)))
    .limit(1);
  return row;
}

/** The job `id` whatever its owner (the worker's read). */
export async function findJobById(db: Database, id: string) {
  const [row] = await db.select().from(aiJobs).where(eq(aiJobs.id, id)).limit(1);
  return row;
}

/** Sets status, progress, result or error of job `id`. */
export async function updateJob(db: Database, id: string, values: Partial<Pick<AiJobRow, 'status' | 'progress' | 'result' | 'error'>>) {
  await db.update(aiJobs).set(values).where(eq(aiJobs.id, id));
}

/** Every marketplace template with its catalogue key, study type's name and audience (global content). */
export async function listTemplates(db: Database) {
  return db
    .select({
      catalogueKey: studyTemplates.catalogueKey,
      name: studyTemplates.name,
      typeName: studyTypes.name,
      audience: studyTemplates.audience,
    })
    .from(studyTemplates)
    .leftJoin(studyTypes, eq(studyTypes.id, studyTemplates.studyTypeId));
}

/** The name of study type `id`, or null. */
export async function studyTypeName(db: Database, id: string | undefined): Promise<string | null> {
  if (!id) return null;
  const [row] = await db.select({ name: studyTypes.name }).from(studyTypes).where(eq(studyTypes.id, id)).limit(1);
  return row?.name ?? null;
}
