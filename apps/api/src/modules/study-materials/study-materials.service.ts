/** Study material rules (SPEC §3 Study material, §7 …/study-materials): a study's stimuli, read by studies and segments. */
import type { Database, StudyMaterialRow } from '@insight/db';
import * as repo from './study-materials.repository';

/** The study materials of the client's study `studyId` in position order (none for another client's study). */
export function listStudyMaterials(db: Database, clientId: string, studyId: string): Promise<StudyMaterialRow[]> {
  return repo.materialsOfStudy(db, clientId, studyId);
}
