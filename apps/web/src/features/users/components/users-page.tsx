import { useState } from 'react';
import { Alert, Box, Button, Skeleton, Typography } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useSnackbar } from '../../../lib/snackbar';
import { can, canInviteTeamMembers } from '@insight/contracts/permissions';
import { ErrorState } from '../../../components/error-state';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useDeleteUser } from '../api/delete-user';
import { useTeam } from '../api/get-team';
import { useTeamAccountStatus } from '../api/get-team-account-status';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeProjectAccess } from '../api/revoke-project-access';
import { memberName } from '../member-name';
import type { ProjectRef, TeamMember } from '../types';
import { EditAccessDialog } from './edit-access-dialog';
import { InviteDialog } from './invite-dialog';
import type { MemberAction } from './member-actions-menu';
import { SeatsSummary } from './seats-summary';
import { TeamTable } from './team-table';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageContainer } from '../../../components/page-container';

/** Props of {@link UsersPage}: the client's projects (the route gets them from the projects feature). */
export type UsersPageProps = { projects: ProjectRef[] };

type Pending = { kind: 'resend' | 'delete'; member: TeamMember } | { kind: 'revoke'; member: TeamMember; project: ProjectRef } | null;

const errorText = (error: unknown) => (isApiError(error) ? error.detail : 'An error occurred');

/** User management (SPEC §2 /users): the team, seats, invitations, access changes, revocation and deletion. */
export function UsersPage({ projects }: UsersPageProps) {
  const { user, activeClient } = useSession();
  const team = useTeam();
  const status = useTeamAccountStatus();
  const canEdit = can(user.permissions, 'edit_user_access');
  const canInvite = canInviteTeamMembers(
    { canInviteTeamMembers: activeClient.can_invite_team_members, inviteNewUsersByPermission: activeClient.invite_new_users_by_permission },
    user.permissions,
  );
  const [isInviteOpen, setIsInviteOpen] = useState(false);
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const resend = useResendInvitation();
  const revoke = useRevokeProjectAccess();
  const remove = useDeleteUser();
  const { enqueueSnackbar } = useSnackbar();

  const handleAction = (action: MemberAction, member: TeamMember) => {
    if (action === 'edit') setEditing(member);
    else setPending({ kind: action, member });
  };

  const confirm = () => {
    if (!pending) return;
    const done = (text: string) => () => {
      enqueueSnackbar(text, { variant: 'success' });
      setPending(null);
    };
    const failed = (error: unknown) => {
      enqueueSnackbar(errorText(error), { variant: 'error' });
      setPending(null);
    };
    const name = memberName(pending.member);
    if (pending.kind === 'resend') resend.mutate(pending.member.id, { onSuccess: done(`Invitation resent to ${pending.member.email}`), onError: failed });
    if (pending.kind === 'delete') remove.mutate(pending.member.id, { onSuccess: done(`${name} deleted`), onError: failed });
    if (pending.kind === 'revoke')
      revoke.mutate(
        { userId: pending.member.id, projectId: pending.project.id },
        { onSuccess: done(`${pending.project.title} revoked from ${name}`), onError: failed },
      );
  };

  return (
    <PageContainer sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-end', justifyContent: 'space-between', mb: 3 }}>
        <Box>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
            User management
          </Typography>
          <Typography sx={{ mt: 1, color: 'text.secondary' }}>The team of {activeClient.name}: who has access, their role and their projects.</Typography>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          {status.data && <SeatsSummary status={status.data} />}
          {status.isPending && <Skeleton variant="rounded" width={240} height={96} />}
          {canInvite && (
            <Button
              variant="contained"
              size="large"
              startIcon={<PersonAddIcon />}
              onClick={() => setIsInviteOpen(true)}
              disabled={status.data?.available === 0}
            >
              Invite users
            </Button>
          )}
        </Box>
      </Box>
      {status.data?.available === 0 && canInvite && (
        <Alert severity="info" sx={{ mb: 2 }}>
          All seats are in use. Delete a user or contact us for more seats to invite someone new.
        </Alert>
      )}
      {team.isPending && <Skeleton variant="rounded" height={320} />}
      {team.isError && <ErrorState error={team.error} title="The team could not be loaded" onRetry={() => team.refetch()} />}
      {team.data && (
        <TeamTable
          members={team.data.members}
          currentUserId={user.id}
          canEdit={canEdit}
          onAction={handleAction}
          onRevoke={(member, project) => setPending({ kind: 'revoke', member, project })}
        />
      )}

      <InviteDialog
        isOpen={isInviteOpen}
        onClose={() => setIsInviteOpen(false)}
        projects={projects}
        roles={team.data?.roles ?? []}
        seatsAvailable={status.data?.available}
      />
      <EditAccessDialog member={editing} projects={projects} roles={team.data?.roles ?? []} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'delete' ? 'Delete user?' : pending?.kind === 'revoke' ? 'Revoke project access?' : 'Resend invitation?'}
        confirmLabel={pending?.kind === 'delete' ? 'Delete' : pending?.kind === 'revoke' ? 'Revoke' : 'Resend'}
        isDestructive={pending?.kind !== 'resend'}
        isBusy={resend.isPending || revoke.isPending || remove.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      >
        {pending?.kind === 'delete' && `${memberName(pending.member)} will lose access to ${activeClient.name} at once.`}
        {pending?.kind === 'revoke' && `${memberName(pending.member)} will no longer see ${pending.project.title}.`}
        {pending?.kind === 'resend' && `A new invitation link will be sent to ${pending.member.email}; the earlier link stops working.`}
      </ConfirmDialog>
    </PageContainer>
  );
}
