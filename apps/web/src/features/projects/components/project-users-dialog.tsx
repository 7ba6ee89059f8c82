import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useSnackbar } from '../../../lib/snackbar';
import type { ProjectUser } from '@insight/contracts/project';
import { isApiError } from '../../../lib/api-client';
import { useChangeProjectUser, useProjectUsers } from '../api/project-users';

/** Props of {@link ProjectUsersDialog}: the project (null: closed) and the close callback. */
export type ProjectUsersDialogProps = { project: { id: string; title: string } | null; onClose: () => void };

const ACCESS_TEXT: Record<ProjectUser['access'], string> = {
  ALL_PROJECTS: 'Every project (role)',
  AUTO_GRANT: 'Every project (auto-grant)',
  GRANTED: 'Has access',
  NONE: 'No access',
};

function fullName(user: ProjectUser) {
  return [user.name, user.surname].filter(Boolean).join(' ') || user.email;
}

/**
 * "Manage project users" (SPEC §2 studies list, §6 project access): who has access to one project and why, with a switch
 * to grant or revoke it for members the viewer may change (the rules of /users: edit_user_access, no higher role).
 */
export function ProjectUsersDialog({ project, onClose }: ProjectUsersDialogProps) {
  return (
    <Dialog open={project !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="project-users-title">
      {project && <ProjectUsersContent project={project} onClose={onClose} />}
    </Dialog>
  );
}

function ProjectUsersContent({ project, onClose }: { project: { id: string; title: string }; onClose: () => void }) {
  const users = useProjectUsers(project.id, true);
  const change = useChangeProjectUser(project.id);
  const { enqueueSnackbar } = useSnackbar();
  const toggle = (user: ProjectUser, grant: boolean) =>
    change.mutate(
      { userId: user.id, grant },
      { onSuccess: () => enqueueSnackbar(`${fullName(user)} ${grant ? 'now has access' : 'no longer has access'}`, { variant: 'success' }) },
    );
  const withAccess = users.data?.filter((u) => u.access !== 'NONE').length ?? 0;

  return (
    <>
      <DialogTitle id="project-users-title">Project users of {project.title}</DialogTitle>
      <DialogContent>
        {change.isError && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {isApiError(change.error) ? change.error.detail : 'An error occurred'}
          </Alert>
        )}
        {users.isError && (
          <Alert severity="error" role="alert">
            {isApiError(users.error) ? users.error.detail : 'An error occurred'}
          </Alert>
        )}
        {users.isPending && <Skeleton variant="rounded" height={160} aria-label="Loading project users" />}
        {users.isSuccess && (
          <>
            <Typography role="status" sx={{ mb: 1.5, color: 'text.secondary' }}>
              {withAccess} of {users.data.length} team members can see this project. Roles with every project and auto-grant are changed on Users.
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={`Access to ${project.title}`}>
                <TableHead>
                  <TableRow>
                    <TableCell>Name</TableCell>
                    <TableCell>Role</TableCell>
                    <TableCell>Access</TableCell>
                    <TableCell align="right">Can see the project</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {users.data.map((user) => {
                    const hasAccess = user.access !== 'NONE';
                    return (
                      <TableRow key={user.id}>
                        <TableCell>
                          <Typography variant="body2" sx={{ fontWeight: 600 }}>
                            {fullName(user)}
                          </Typography>
                          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                            {user.email}
                            {user.status === 'Pending' ? ' · invited' : ''}
                          </Typography>
                        </TableCell>
                        <TableCell>{user.role}</TableCell>
                        <TableCell>
                          <Chip
                            size="small"
                            label={ACCESS_TEXT[user.access]}
                            color={hasAccess ? 'success' : 'default'}
                            variant={hasAccess ? 'filled' : 'outlined'}
                          />
                        </TableCell>
                        <TableCell align="right">
                          <Switch
                            checked={hasAccess}
                            disabled={!user.can_change || change.isPending}
                            onChange={(_, checked) => toggle(user, checked)}
                            slotProps={{ input: { 'aria-label': `Access of ${fullName(user)}` } }}
                          />
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Done</Button>
      </DialogActions>
    </>
  );
}
