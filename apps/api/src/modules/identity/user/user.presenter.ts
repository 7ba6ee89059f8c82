/** Maps user and client rows to the wire shapes of packages/contracts/src/user.ts (SPEC §3 User, Client). Pure. */
import type { Client, User } from '@insight/contracts';
import type { MediaUrls } from '../../../core/media-urls';
import type { ClientRow, UserProfileRow } from './user.repository';

/** A client row on the wire. */
export function presentClient(client: ClientRow): Client {
  return {
    id: client.id,
    name: client.name,
    can_invite_team_members: client.canInviteTeamMembers,
    invite_new_users_by_permission: client.inviteNewUsersByPermission,
    features: client.features,
  };
}

/** A user with role and client on the wire; `image` is the picture's signed URL. */
export function presentUser({ user, role, client }: UserProfileRow, urls: MediaUrls): User {
  return {
    id: user.id,
    name: user.name,
    surname: user.surname,
    email: user.email,
    role: role.name,
    role_id: role.id,
    permissions: role.permissions,
    client_id: user.clientId,
    client: presentClient(client),
    company_department: user.companyDepartment,
    job_title: user.jobTitle,
    image: urls.url(user.image),
    status: user.status,
  };
}
