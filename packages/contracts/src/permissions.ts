import { LIMITS } from './limits';

/**
 * Permission names (SPEC §6) and the one table mapping each role to its permissions.
 * The spec does not say which role holds which permission; this table is our decision.
 */
export const PERMISSIONS = [
  'access_multiple_clients',
  'edit_user_access',
  'access_all_clients',
  'invite_new_users',
  'publish_videos',
  'view_team_account_status',
  'update_project',
  'update_study_title_only',
  'update_study_status_to_any',
  'update_study',
  'update_draft_study_only',
  'ai_assistant',
] as const;

/** One permission name of SPEC §6. */
export type Permission = (typeof PERMISSIONS)[number];

/** Role names: Master and Consumer come from SPEC §6; Admin and Researcher are ours. */
export const ROLE_NAMES = ['Admin', 'Master', 'Researcher', 'Consumer'] as const;
/** One role name. */
export type RoleName = (typeof ROLE_NAMES)[number];

/** Which permissions each role holds (SPEC §6: 'Which role gets which permission: not shown'). */
export const ROLE_PERMISSIONS: Record<RoleName, readonly Permission[]> = {
  Admin: PERMISSIONS,
  Master: [
    'edit_user_access',
    'invite_new_users',
    'publish_videos',
    'view_team_account_status',
    'update_project',
    'update_study',
    'update_study_title_only',
    'ai_assistant',
  ],
  Researcher: ['publish_videos', 'update_draft_study_only', 'update_study_title_only', 'ai_assistant'],
  Consumer: [],
};

/** True when `permissions` contains `permission`. */
export function can(permissions: readonly string[], permission: Permission): boolean {
  return permissions.includes(permission);
}

/**
 * Whether a user with `permissions` may change the clips, title or description of a showreel of `type`, or delete it:
 * CUSTOM reels any research role; CURATED reels (made by the research team, SPEC §3) only the research team
 * (access_all_clients). Publishing is publish_videos either way. Our decision: SPEC §6 leaves it open.
 */
export function canChangeShowreel(permissions: readonly string[], type: 'CURATED' | 'CUSTOM'): boolean {
  return type === 'CUSTOM' || permissions.includes('access_all_clients');
}

/**
 * Who may create, edit and delete boards and stories (issue 13; SPEC §6 leaves it open): users of the client holding
 * update_study (Admin, Master). Consumers and Researchers read them. One rule for the API's checks and the web's buttons.
 */
export function canWriteStories(permissions: readonly string[]): boolean {
  return can(permissions, 'update_study');
}

/**
 * The admin-like check of SPEC §6: whether a user may act in clients other than their own (access_multiple_clients, or
 * access_all_clients which implies it). Without it the API keeps them in their own client whatever `client_id` says,
 * and the web ignores the client query parameter at startup (decision 0130).
 */
export function canActForOtherClients(permissions: readonly string[]): boolean {
  return can(permissions, 'access_multiple_clients') || can(permissions, 'access_all_clients');
}

/** The Consumer role sees only stories (SPEC §1, §2, §6). */
export function isConsumerRole(roleName: string): boolean {
  return roleName === 'Consumer';
}

/** The research team (our staff, across clients): holders of access_all_clients. They manage Home content and see /react. */
export function isResearchTeam(permissions: readonly string[]): boolean {
  return permissions.includes('access_all_clients');
}

/** Who may create a project (issue 16): the research team and the client's Masters. */
export function canCreateProject(roleName: string, permissions: readonly string[]): boolean {
  return isResearchTeam(permissions) || roleName === 'Master';
}

/** Feature flag names read from the comma-separated cookie (SPEC §6). */
export const FEATURE_FLAGS = ['custom_showreel', 'new_insights_experience', 'stories', 'boards'] as const;
/** One feature flag name. */
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** Feature flag that turns on custom showreels for a client whatever its studies' dates (SPEC §6). */
export const CUSTOM_SHOWREEL_FLAG = 'custom_showreel' satisfies FeatureFlag;

/**
 * Whether custom showreels may be made for a study (SPEC §4 "on for studies created on or after 2022-10-21 or when
 * enabled", §6 custom_showreel): the study created on/after {@link LIMITS.customShowreelCutoff} (UTC), or the
 * custom_showreel flag among `flags`. The API passes the client's features; the web adds the flag cookie, which only
 * switches the UI on (the server never reads it). A missing or unreadable date counts as before the cutoff.
 */
export function isCustomShowreelAllowed(studyCreatedAt: Date | string | null | undefined, flags: Iterable<string>): boolean {
  if ([...flags].includes(CUSTOM_SHOWREEL_FLAG)) return true;
  if (!studyCreatedAt) return false;
  const created = new Date(studyCreatedAt).getTime();
  return Number.isFinite(created) && created >= Date.parse(`${LIMITS.customShowreelCutoff}T00:00:00Z`);
}

/** A client's invite settings (SPEC §3 Client: can_invite_team_members, invite_new_users_by_permission). */
export type InviteSettings = { canInviteTeamMembers: boolean; inviteNewUsersByPermission: boolean };

/**
 * The invite rule of SPEC §6: the client allows invites, and either does not restrict them by permission or the user
 * holds invite_new_users. The web shows the invite button by it; the API refuses invitations by it.
 */
export function canInviteTeamMembers(client: InviteSettings, permissions: readonly string[]): boolean {
  return client.canInviteTeamMembers && (!client.inviteNewUsersByPermission || can(permissions, 'invite_new_users'));
}
