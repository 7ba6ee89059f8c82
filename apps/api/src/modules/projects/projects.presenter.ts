/** Maps project rows to packages/contracts/src/project.ts (SPEC §3 Project). Pure: rows in, wire shapes out. */
import type { Project, ProjectStudy, ProjectUser } from '@insight/contracts';
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
    description: row.project.description,
    archived_at: row.project.archivedAt?.toISOString() ?? null,
    counts: { studies: row.studies, showreels: row.showreels, insights: row.insights },
    studies: row.studyRows.map((s) => presentProjectStudy(s, urls)),
    created_at: row.project.createdAt.toISOString(),
    updated_at: row.project.updatedAt.toISOString(),
  };
}

/** A member and their access to one project (SPEC §6); `canChange` is the viewer's right to grant or revoke it. */
export function presentProjectUser(row: {
  user: { id: string; name: string; surname: string; email: string; status: string };
  role: { name: string };
  access: ProjectUser['access'];
  canChange: boolean;
}): ProjectUser {
  return {
    id: row.user.id,
    name: row.user.name,
    surname: row.user.surname,
    email: row.user.email,
    role: row.role.name,
    status: row.user.status,
    access: row.access,
    can_change: row.canChange,
  };
}
