import { useState } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import { useSnackbar } from '../../../lib/snackbar';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { isApiError } from '../../../lib/api-client';
import type { Project } from '../../../lib/api-types';
import { useProjectWrites } from '../api/project-writes';
import { ProjectFormDialog } from './project-form-dialog';
import { ProjectUsersDialog } from './project-users-dialog';

/** Props of {@link ProjectActions}: the project and what the viewer may do (update_project; see the team, as /users). */
export type ProjectActionsProps = { project: Project; mayUpdate: boolean; maySeeUsers: boolean };

/** A project's menu: Edit and Archive or Restore (update_project), Manage project users (SPEC §2, §6). Nothing when the viewer may do none. */
export function ProjectActions({ project, mayUpdate, maySeeUsers }: ProjectActionsProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'edit' | 'archive' | 'users' | null>(null);
  const { update } = useProjectWrites();
  const { enqueueSnackbar } = useSnackbar();
  const isArchived = project.archived_at !== null;
  if (!mayUpdate && !maySeeUsers) return null;
  const open = (next: typeof dialog) => {
    setAnchor(null);
    setDialog(next);
  };
  const setArchived = (archived: boolean) =>
    update.mutate(
      { projectId: project.id, body: { archived } },
      {
        onSuccess: () => {
          enqueueSnackbar(archived ? `${project.title} archived` : `${project.title} restored`, { variant: 'success' });
          setDialog(null);
        },
        onError: (error) => enqueueSnackbar(isApiError(error) ? error.detail : 'An error occurred', { variant: 'error' }),
      },
    );

  return (
    <>
      <IconButton
        aria-label={`Actions for ${project.title}`}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {mayUpdate && (
          <MenuItem onClick={() => open('edit')}>
            <ListItemIcon>
              <EditOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Edit project</ListItemText>
          </MenuItem>
        )}
        {maySeeUsers && (
          <MenuItem onClick={() => open('users')}>
            <ListItemIcon>
              <GroupOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Manage project users</ListItemText>
          </MenuItem>
        )}
        {mayUpdate &&
          (isArchived ? (
            <MenuItem
              onClick={() => {
                setAnchor(null);
                setArchived(false);
              }}
            >
              <ListItemIcon>
                <UnarchiveOutlinedIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText>Restore project</ListItemText>
            </MenuItem>
          ) : (
            <MenuItem onClick={() => open('archive')}>
              <ListItemIcon>
                <ArchiveOutlinedIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText>Archive project</ListItemText>
            </MenuItem>
          ))}
      </Menu>
      <ProjectFormDialog open={dialog === 'edit'} project={project} onClose={() => setDialog(null)} />
      <ProjectUsersDialog project={dialog === 'users' ? project : null} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={dialog === 'archive'}
        title={`Archive ${project.title}?`}
        text="The project leaves the projects list; its studies, showreels and insights stay. You can restore it from the Archived tab."
        confirmLabel="Archive"
        isBusy={update.isPending}
        onConfirm={() => setArchived(true)}
        onCancel={() => setDialog(null)}
      />
    </>
  );
}
