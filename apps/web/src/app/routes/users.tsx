import { useProjects } from '../../resources/project/get-projects';
import { UsersPage } from '../../features/users/components/users-page';
import { useDocumentTitle } from '../../lib/document-title';

/** /users (SPEC §2; view_team_account_status, checked by the route guard): user management with the client's projects. */
export function UsersRoute() {
  const projects = useProjects();
  useDocumentTitle('User management');
  return <UsersPage projects={(projects.data ?? []).map((project) => ({ id: project.id, title: project.title }))} />;
}
