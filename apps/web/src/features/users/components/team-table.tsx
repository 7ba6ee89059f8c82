import { Box, Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import { VisuallyHidden } from '../../../components/visually-hidden';
import type { ProjectRef, TeamMember } from '../types';
import { memberName } from '../member-name';
import { MemberActionsMenu, type MemberAction } from './member-actions-menu';

/** Props of {@link TeamTable}. */
export type TeamTableProps = {
  members: TeamMember[];
  currentUserId: string;
  canEdit: boolean;
  onAction: (action: MemberAction, member: TeamMember) => void;
  onRevoke: (member: TeamMember, project: ProjectRef) => void;
};

/** The team (SPEC §2 user management): name, e-mail, role, department, status, project access and row actions. */
export function TeamTable({ members, currentUserId, canEdit, onAction, onRevoke }: TeamTableProps) {
  return (
    <TableContainer sx={{ position: 'relative', border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
      <Table aria-label="Team members" sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">Name</TableCell>
            <TableCell scope="col">Role</TableCell>
            <TableCell scope="col">Department</TableCell>
            <TableCell scope="col">Status</TableCell>
            <TableCell scope="col">Project access</TableCell>
            <TableCell scope="col" align="right">
              <VisuallyHidden>Actions</VisuallyHidden>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map((member) => (
            <TableRow key={member.id} data-testid="team-row">
              <TableCell component="th" scope="row" sx={{ minWidth: 220 }}>
                <Typography
                  sx={{ fontWeight: 600, maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                  title={memberName(member)}
                >
                  {member.status === 'Pending' && !member.name ? 'Invited' : memberName(member)}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                  {member.email}
                </Typography>
              </TableCell>
              <TableCell>{member.role}</TableCell>
              <TableCell>{member.company_department ?? '—'}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={member.status}
                  color={member.status === 'Active' ? 'success' : 'warning'}
                  variant="outlined"
                  sx={{
                    fontWeight: 600,
                    '&.MuiChip-colorSuccess': { color: 'success.dark', borderColor: 'success.dark' },
                    '&.MuiChip-colorWarning': { color: '#8a4b00', borderColor: '#8a4b00' },
                  }}
                />
              </TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
                  {member.project_access.auto_grant && <Chip size="small" label="New projects automatically" />}
                  {member.project_access.projects.length === 0 && !member.project_access.auto_grant && (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      No projects
                    </Typography>
                  )}
                  {member.project_access.projects.map((project) => (
                    <Chip
                      key={project.id}
                      size="small"
                      variant="outlined"
                      label={project.title}
                      onDelete={canEdit ? () => onRevoke(member, project) : undefined}
                      deleteIcon={<CancelIcon titleAccess={`Revoke ${project.title} from ${memberName(member)}`} />}
                    />
                  ))}
                </Box>
              </TableCell>
              <TableCell align="right">
                <MemberActionsMenu member={member} canEdit={canEdit} isSelf={member.id === currentUserId} onAction={onAction} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
