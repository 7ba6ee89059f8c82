/** Wire shapes of user management (SPEC §3 User, §7 User and client): type-only from packages/contracts/src/team.ts. */
import type { ProjectAccess, TeamAccountStatus, TeamMember, TeamRole } from '@insight/contracts/team';

export type { ProjectAccess, TeamAccountStatus, TeamMember };

/** A project the user may see. */
export type ProjectRef = ProjectAccess['projects'][number];

/** A role a Master may give. */
export type RoleOption = TeamRole;

/** The team and the roles one may assign (GET /client/{id}/users). */
export type Team = { members: TeamMember[]; roles: RoleOption[] };
