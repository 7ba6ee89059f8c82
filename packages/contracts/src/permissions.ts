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

/** The Consumer role sees only stories (SPEC §1, §2, §6). */
export function isConsumerRole(roleName: string): boolean {
  return roleName === 'Consumer';
}

/** Feature flag names read from the comma-separated cookie (SPEC §6). */
export const FEATURE_FLAGS = ['custom_showreel', 'new_insights_experience', 'stories', 'boards'] as const;
/** One feature flag name. */
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
