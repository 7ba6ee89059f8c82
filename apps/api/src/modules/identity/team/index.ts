/** Team (SPEC §5 Invites, §6, §7 User and client): team management routes and the invitation lifecycle; its public entry within the identity area. */
export { teamRoutes } from './team.routes';
export { activateInvitedUser, findLiveInvitation, findLiveInvitationForEmail, isEmailInUse } from './team.service';
