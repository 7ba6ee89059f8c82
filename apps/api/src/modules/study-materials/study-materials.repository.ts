/** Study material reads (SPEC §3 Study material); every function filters by the viewer's `clientId`. */
import { and, asc, eq } from 'drizzle-orm';
import { studyMaterials, type Database } from '@insight/db';

/** Study materials of a study of the client in position order (SPEC §3 Study material). */
export async function materialsOfStudy(db: Database, clientId: string, studyId: string) {
  return db
    .select()
    .from(studyMaterials)
    .where(and(eq(studyMaterials.clientId, clientId), eq(studyMaterials.studyId, studyId)))
    .orderBy(asc(studyMaterials.position), asc(studyMaterials.createdAt), asc(studyMaterials.id));
}
