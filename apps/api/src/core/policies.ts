/**
 * Permission policies (SPEC §6), in one place: every route's authorize step calls one of these. Each throws an
 * {@link AppError} (403) when the viewer may not act; the role → permission table itself lives in contracts.
 */
import { INVITE_TEXTS, isConsumerRole, type Permission } from '@insight/contracts';
import { canChangeShowreel, canInviteTeamMembers } from '@insight/contracts/permissions';
import { AppError, forbidden } from './app-error';
import type { Viewer } from './viewer';

/** 403 unless the viewer holds `permission` (SPEC §6). */
export function requirePermission(viewer: Viewer, permission: Permission): void {
  if (!viewer.permissions.includes(permission)) throw forbidden();
}

/** 403 for the Consumer role, which sees only stories (SPEC §1, §6). */
export function requireResearchAccess(viewer: Viewer): void {
  if (isConsumerRole(viewer.roleName)) throw forbidden();
}

/** 403 unless the viewer may create a showreel of `type`: CURATED reels only the research team (access_all_clients). */
export function requireShowreelCreation(viewer: Viewer, type: 'CURATED' | 'CUSTOM'): void {
  if (type === 'CURATED' && !viewer.permissions.includes('access_all_clients')) {
    throw new AppError('FORBIDDEN', 'Only the research team can create curated showreels');
  }
}

/**
 * 403 'Only the research team can change or delete curated showreels' unless the viewer may change the clips, title or
 * description of a showreel of `type`, or delete it (contracts' {@link canChangeShowreel}; SPEC §6 leaves it open).
 */
export function requireShowreelChange(viewer: Viewer, type: 'CURATED' | 'CUSTOM'): void {
  if (!canChangeShowreel(viewer.permissions, type)) {
    throw new AppError('FORBIDDEN', 'Only the research team can change or delete curated showreels');
  }
}

/** SPEC §6 invite rule: client.can_invite_team_members && (!client.invite_new_users_by_permission || viewer holds invite_new_users). */
function mayInvite(client: { canInviteTeamMembers: boolean; inviteNewUsersByPermission: boolean }, viewer: Viewer): boolean {
  return canInviteTeamMembers(client, viewer.permissions);
}

/** 403 with the spec's text unless the viewer may invite into `client` ({@link mayInvite}). */
export function requireInvite(client: { canInviteTeamMembers: boolean; inviteNewUsersByPermission: boolean }, viewer: Viewer): void {
  if (!mayInvite(client, viewer)) throw new AppError('FORBIDDEN', INVITE_TEXTS.notAllowed);
}

const ROLE_RANK: Record<string, number> = { Consumer: 0, Researcher: 1, Master: 2, Admin: 3 };

/** True when the viewer's role ranks at least as high as `role` (Admin > Master > Researcher > Consumer); other roles by permission subset. */
export function roleWithinViewer(viewer: Viewer, role: { name: string; permissions: readonly string[] }): boolean {
  const mine = ROLE_RANK[viewer.roleName];
  const theirs = ROLE_RANK[role.name];
  if (mine !== undefined && theirs !== undefined) return theirs <= mine;
  return role.permissions.every((p) => viewer.permissions.includes(p));
}

/** 403 unless the viewer ranks at least as high as `role` (no one hands out or edits a higher role). */
export function requireRoleWithinViewer(viewer: Viewer, role: { name: string; permissions: readonly string[] }): void {
  if (!roleWithinViewer(viewer, role)) throw new AppError('FORBIDDEN', INVITE_TEXTS.roleNotAllowed);
}

/** 403 unless the viewer may rename, merge or delete the client's tags (issue 14): Masters and Admins. */
export function requireTagManagement(viewer: Viewer): void {
  if (viewer.roleName !== 'Master' && viewer.roleName !== 'Admin' && !viewer.permissions.includes('access_all_clients')) {
    throw new AppError('FORBIDDEN', 'Only a Master can rename, merge or delete tags');
  }
}
