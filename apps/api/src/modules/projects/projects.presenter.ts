/** Maps project rows to packages/contracts/src/project.ts (SPEC §3 Project). Pure: rows in, wire shapes out. */
import type { Project, ProjectStudy } from '@insight/contracts';
import type { ProjectRow, StudyRow } from '@insight/db';
import type { MediaUrls } from '../../core/media-urls';

/** A study inside a project; `cover_image` signed. */
function presentProjectStudy(row: { study: StudyRow; curatedShowreelId: string | null }, urls: MediaUrls): ProjectStudy {
  return {
    id: row.study.id,
    title: row.study.title,
    status: row.study.status,
    display_status_code: row.study.displayStatusCode,
    cover_image: urls.url(row.study.coverImageKey),
    showreel: row.curatedShowreelId ? { id: row.curatedShowreelId, type: 'CURATED' } : null,
    created_at: row.study.createdAt.toISOString(),
  };
}

/** A project with its counts (studies, showreels, insights) and (when asked for) its studies. */
export function presentProject(
  row: { project: ProjectRow; studies: number; showreels: number; insights: number; studyRows: { study: StudyRow; curatedShowreelId: string | null }[] },
  urls: MediaUrls,
): Project {
  return {
    id: row.project.id,
    client_id: row.project.clientId,
    title: row.project.title,
    counts: { studies: row.studies, showreels: row.showreels, insights: row.insights },
    studies: row.studyRows.map((s) => presentProjectStudy(s, urls)),
    created_at: row.project.createdAt.toISOString(),
    updated_at: row.project.updatedAt.toISOString(),
  };
}
