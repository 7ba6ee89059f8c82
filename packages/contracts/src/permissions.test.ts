import { describe, expect, it } from 'vitest';
import { canActForOtherClients, canInviteTeamMembers, isCustomShowreelAllowed, ROLE_PERMISSIONS } from './permissions';

describe('shared permission rules', () => {
  it('allows custom showreels for studies created on/after the cutoff (UTC) or with the custom_showreel flag (SPEC §4, §6)', () => {
    expect(isCustomShowreelAllowed('2022-10-21T00:00:00Z', [])).toBe(true);
    expect(isCustomShowreelAllowed(new Date('2022-10-21T00:00:00Z'), [])).toBe(true);
    expect(isCustomShowreelAllowed('2022-10-20T23:59:59Z', [])).toBe(false);
    expect(isCustomShowreelAllowed(null, [])).toBe(false);
    expect(isCustomShowreelAllowed('not a date', [])).toBe(false);
    expect(isCustomShowreelAllowed('2020-01-01T00:00:00Z', ['custom_showreel'])).toBe(true);
    expect(isCustomShowreelAllowed('2020-01-01T00:00:00Z', new Set(['stories', 'custom_showreel']))).toBe(true);
    expect(isCustomShowreelAllowed('2020-01-01T00:00:00Z', ['stories'])).toBe(false);
  });

  it('lets a user invite when the client allows it and, if restricted by permission, they hold invite_new_users (SPEC §6)', () => {
    const open = { canInviteTeamMembers: true, inviteNewUsersByPermission: false };
    const restricted = { canInviteTeamMembers: true, inviteNewUsersByPermission: true };
    expect(canInviteTeamMembers(open, [])).toBe(true);
    expect(canInviteTeamMembers(restricted, [])).toBe(false);
    expect(canInviteTeamMembers(restricted, ['invite_new_users'])).toBe(true);
    expect(canInviteTeamMembers({ canInviteTeamMembers: false, inviteNewUsersByPermission: false }, ['invite_new_users'])).toBe(false);
  });
});

describe('canActForOtherClients (SPEC §6 admin-like check)', () => {
  it('needs access_multiple_clients or access_all_clients', () => {
    expect(canActForOtherClients(['update_study'])).toBe(false);
    expect(canActForOtherClients(['access_multiple_clients'])).toBe(true);
    expect(canActForOtherClients(['access_all_clients'])).toBe(true);
    expect(canActForOtherClients(ROLE_PERMISSIONS.Master)).toBe(false);
    expect(canActForOtherClients(ROLE_PERMISSIONS.Admin)).toBe(true);
  });
});
