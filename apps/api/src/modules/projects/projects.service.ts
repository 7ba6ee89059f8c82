/**
 * Project rules (SPEC §3 Project; §6 project access; §7 Projects: page size 5, PUT /projects/{id}), scoped to one client:
 * the list, creating (research team and Masters), editing and archiving (update_project), and who has access to one
 * project, granted and revoked under the rules of /users (view_team_account_status to see, edit_user_access to change).
 */
import type { Database } from '@insight/db';
import { canCreateProject, type CreateProjectRequest, type ProjectsQuery, type ProjectUser } from '@insight/contracts';
import { AppError, notFound } from '../../core/app-error';
import { grantToAutoGrantUsers } from '../../core/auto-grant';
import type { ClientScope } from '../../core/client-scope';
import { pageOffset } from '../../core/pagination';
import { requirePermission, roleWithinViewer } from '../../core/policies';
import type { Viewer } from '../../core/viewer';
import * as repo from './projects.repository';

/** Texts of the project rules. */
export const PROJECT_TEXTS = {
  createNotAllowed: 'Only the research team and Masters can create projects',
  everyProject: 'This user sees every project through their role; there is nothing to grant or revoke here.',
  autoGrant: 'This user gets every project through auto-grant; change that on Users first.',
} as const;

/** One page of projects with study counts, their studies when `fields` includes `studies`, and the total. */
export async function listProjects(db: Database, clientId: string, query: ProjectsQuery, visibleProjectIds: string[] | null = null) {
  const { rows, total } = await repo.listProjects(
    db,
    clientId,
    { id: query.id, visibleProjectIds, archived: query.archived },
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

/** Project `id` with its counts as the list shows it, or 404 when it is not the client's or not visible to the viewer. */
export async function projectWithCounts(db: Database, scope: Pick<ClientScope, 'clientId' | 'projectIds'>, id: string) {
  const { rows } = await repo.listProjects(db, scope.clientId, { id, visibleProjectIds: scope.projectIds }, { limit: 1, offset: 0 });
  if (!rows[0]) throw notFound('Project not found');
  return { ...rows[0], studyRows: [] };
}

/** POST /projects: a new project (research team and Masters, else 403); the client's auto-grant users get it at once (SPEC §6). */
export async function createProject(db: Database, scope: ClientScope, body: Required<Pick<CreateProjectRequest, 'title' | 'description'>>) {
  if (!canCreateProject(scope.viewer.roleName, scope.viewer.permissions)) throw new AppError('FORBIDDEN', PROJECT_TEXTS.createNotAllowed);
  const project = await db.transaction(async (tx) => {
    const row = await repo.insertProject(tx, scope.clientId, { title: body.title, description: body.description });
    await grantToAutoGrantUsers(tx, scope.clientId, row.id);
    return row;
  });
  // The creator sees it too when limited to granted projects (a Master is not, but a research-team member acting elsewhere may be).
  return projectWithCounts(db, { clientId: scope.clientId, projectIds: null }, project.id);
}

/** PUT /projects/{id} (update_project): title, description, archive (`archived: true`) or restore; 404 for a project not visible. */
export async function updateProject(db: Database, scope: ClientScope, id: string, body: { title?: string; description?: string; archived?: boolean }) {
  requirePermission(scope.viewer, 'update_project');
  const existing = await projectWithCounts(db, scope, id);
  const archivedAt = body.archived === undefined ? undefined : body.archived ? (existing.project.archivedAt ?? new Date()) : null;
  await repo.updateProject(db, scope.clientId, id, {
    ...(body.title !== undefined ? { title: body.title } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(archivedAt !== undefined ? { archivedAt } : {}),
  });
  return projectWithCounts(db, scope, id);
}

type MemberRow = Awaited<ReturnType<typeof repo.membersWithGrant>>[number];

/** How a member reaches the project (SPEC §6; the same rule as `client-scope` visibility) and whether the viewer may change it. */
function withAccess(viewer: Viewer, row: MemberRow) {
  const everyProject = row.role.name === 'Admin' || row.role.name === 'Master' || row.role.permissions.includes('access_all_clients');
  const access: ProjectUser['access'] = everyProject ? 'ALL_PROJECTS' : row.user.autoGrant ? 'AUTO_GRANT' : row.granted ? 'GRANTED' : 'NONE';
  const canChange = viewer.permissions.includes('edit_user_access') && roleWithinViewer(viewer, row.role) && (access === 'GRANTED' || access === 'NONE');
  return { ...row, access, canChange };
}

/** GET /projects/{id}/users (view_team_account_status, as /users): every member of the client and their access to the project. */
export async function projectUsers(db: Database, scope: ClientScope, id: string) {
  requirePermission(scope.viewer, 'view_team_account_status');
  await projectWithCounts(db, scope, id);
  return (await repo.membersWithGrant(db, scope.clientId, id)).map((row) => withAccess(scope.viewer, row));
}

/**
 * Grants (POST /projects/{id}/users) or revokes (DELETE /projects/{id}/users/{userId}) one member's access (edit_user_access,
 * member's role not above the viewer's, as on /users). 404 for a member or project not the client's; 409 when the member
 * reaches every project by role or auto-grant (nothing to change here).
 */
export async function changeProjectUser(db: Database, scope: ClientScope, id: string, userId: string, grant: boolean) {
  requirePermission(scope.viewer, 'edit_user_access');
  await projectWithCounts(db, scope, id);
  const [row] = await repo.membersWithGrant(db, scope.clientId, id, userId);
  if (!row) throw notFound('User not found');
  const member = withAccess(scope.viewer, row);
  if (member.access === 'ALL_PROJECTS') throw new AppError('CONFLICT', PROJECT_TEXTS.everyProject);
  if (member.access === 'AUTO_GRANT') throw new AppError('CONFLICT', PROJECT_TEXTS.autoGrant);
  if (!member.canChange) throw new AppError('FORBIDDEN', 'You cannot change the access of a user with a higher role.');
  if (grant) await repo.grantProject(db, id, userId);
  else await repo.revokeProject(db, id, userId);
  const [after] = await repo.membersWithGrant(db, scope.clientId, id, userId);
  return withAccess(scope.viewer, after);
}
