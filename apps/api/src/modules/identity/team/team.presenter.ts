/** Maps team rows to the wire shapes of packages/contracts/src/team.ts (SPEC §3 User, §6 project access). Pure. */
import type { TeamMember } from '@insight/contracts';
import type { MediaUrls } from '../../../core/media-urls';
import type { MembersWithAccess } from './team.service';

/** Members on the wire with their role, project access and signed picture URL. */
export function presentMembers({ rows, grants }: MembersWithAccess, urls: MediaUrls): TeamMember[] {
  return rows.map(({ user, role }) => ({
    id: user.id,
    name: user.name,
    surname: user.surname,
    email: user.email,
    status: user.status,
    role: role.name,
    role_id: role.id,
    company_department: user.companyDepartment,
    job_title: user.jobTitle,
    image: urls.url(user.image),
    project_access: {
      auto_grant: user.autoGrantNewProjects,
      projects: grants.filter((g) => g.userId === user.id).map((g) => ({ id: g.id, title: g.title })),
    },
    created_at: user.createdAt.toISOString(),
  }));
}

/** A role offered on the team page: id and name. */
export function presentRole(role: { id: string; name: string }): { id: string; name: string } {
  return { id: role.id, name: role.name };
}
