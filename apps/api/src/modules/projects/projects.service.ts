/** Project reads (SPEC §3 Project; §7 Projects: page size 5), scoped to one client. */
import type { Database } from '@insight/db';
import type { ProjectsQuery } from '@insight/contracts';
import { pageOffset } from '../../core/pagination';
import * as repo from './projects.repository';

/** One page of projects with study counts, their studies when `fields` includes `studies`, and the total. */
export async function listProjects(db: Database, clientId: string, query: ProjectsQuery, visibleProjectIds: string[] | null = null) {
  const { rows, total } = await repo.listProjects(
    db,
    clientId,
    { id: query.id, visibleProjectIds },
    { limit: query.per_page, offset: pageOffset(query.page, query.per_page) },
  );
  const withStudies = query.fields.includes('studies');
  const studyRows = withStudies
    ? await repo.studiesOfProjects(
        db,
        clientId,
        rows.map((row) => row.project.id),
      )
    : [];
  return {
    total,
    projects: rows.map((row) => ({
      ...row,
      studyRows: studyRows.filter((s) => s.study.projectId === row.project.id),
    })),
  };
}
