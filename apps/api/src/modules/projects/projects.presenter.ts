/** Maps project rows to packages/contracts/src/project.ts (SPEC §3 Project). */
import type { Project, ProjectStudy } from '@insight/contracts';
import type { ProjectRow, StudyRow } from '@insight/db';
import type { MediaSigner } from '../shared/media';

/** A study inside a project; `cover_image` signed. */
async function presentProjectStudy(row: { study: StudyRow; curatedShowreelId: string | null }, media: MediaSigner): Promise<ProjectStudy> {
  return {
    id: row.study.id,
    title: row.study.title,
    status: row.study.status,
    display_status_code: row.study.displayStatusCode,
    cover_image: await media.url(row.study.coverImageKey),
    showreel: row.curatedShowreelId ? { id: row.curatedShowreelId, type: 'CURATED' } : null,
    created_at: row.study.createdAt.toISOString(),
  };
}

/** A project with its study count and (when asked for) its studies. */
export async function presentProject(
  row: { project: ProjectRow; studies: number; studyRows: { study: StudyRow; curatedShowreelId: string | null }[] },
  media: MediaSigner,
): Promise<Project> {
  return {
    id: row.project.id,
    client_id: row.project.clientId,
    title: row.project.title,
    counts: { studies: row.studies },
    studies: await Promise.all(row.studyRows.map((s) => presentProjectStudy(s, media))),
    created_at: row.project.createdAt.toISOString(),
    updated_at: row.project.updatedAt.toISOString(),
  };
}
