/** Wire shapes of user management (SPEC §3 User, §7 User and client), from packages/contracts/src/team.ts. */
import type { ProjectAccess, TeamMember } from '@insight/contracts/team';

export type { ProjectAccess, TeamMember };

/** A project the user may see. */
export type ProjectRef = ProjectAccess['projects'][number];

/** A role a Master may give. */
export type RoleOption = { id: string; name: string };

/** The team and the roles one may assign (GET /client/{id}/users). */
export type Team = { members: TeamMember[]; roles: RoleOption[] };

/** Seats of the client (SPEC §5: invitations are limited by available seats); Active and Pending users both use one. */
export type TeamAccountStatus = { seats: number; used: number; available: number; active: number; pending: number };

/** Body of an invitation (SPEC §5): several addresses, project access and the auto-grant option. */
export type InviteBody = { emails: string[]; project_ids: string[]; auto_grant: boolean; role_id?: string };

/** Body of an access change (edit_user_access). */
export type AccessBody = { role_id?: string; project_ids: string[]; auto_grant: boolean };
