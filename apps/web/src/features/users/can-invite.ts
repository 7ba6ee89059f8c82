/** The invite rule of SPEC §6, as the web decides whether to show the invite button (the server checks it again). */
import { can } from '@insight/contracts/permissions';

/** True when the client allows invites and either does not restrict them by permission or the user holds invite_new_users. */
export function canInviteTeamMembers(client: { can_invite_team_members: boolean; invite_new_users_by_permission: boolean }, permissions: readonly string[]): boolean {
  return client.can_invite_team_members && (!client.invite_new_users_by_permission || can(permissions, 'invite_new_users'));
}
