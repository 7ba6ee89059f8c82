import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useSnackbar } from '../../../lib/snackbar';
import { isApiError } from '../../../lib/api-client';
import { useUpdateUserAccess } from '../api/update-user-access';
import type { ProjectRef, RoleOption, TeamMember } from '../types';
import { ProjectAccessFields } from './project-access-fields';
import { memberName } from '../member-name';

/** Props of {@link EditAccessDialog}: the member being edited (null when closed), the client's projects and roles. */
export type EditAccessDialogProps = { member: TeamMember | null; projects: ProjectRef[]; roles: RoleOption[]; onClose: () => void };

/** Changes a user's role and project access (SPEC §6 edit_user_access). */
export function EditAccessDialog({ member, projects, roles, onClose }: EditAccessDialogProps) {
  return (
    <Dialog open={member !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="edit-access-title">
      {member && <EditAccessForm key={member.id} member={member} projects={projects} roles={roles} onClose={onClose} />}
    </Dialog>
  );
}

function EditAccessForm({ member, projects, roles, onClose }: { member: TeamMember; projects: ProjectRef[]; roles: RoleOption[]; onClose: () => void }) {
  const [roleId, setRoleId] = useState(member.role_id);
  const [projectIds, setProjectIds] = useState(member.project_access.projects.map((project) => project.id));
  const [autoGrant, setAutoGrant] = useState(member.project_access.auto_grant);
  const mutation = useUpdateUserAccess();
  const { enqueueSnackbar } = useSnackbar();
  const roleOptions = roles.some((role) => role.id === member.role_id) ? roles : [{ id: member.role_id, name: member.role }, ...roles];

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate(
      { userId: member.id, body: { role_id: roleId, project_ids: projectIds, auto_grant: autoGrant } },
      {
        onSuccess: () => {
          enqueueSnackbar(`Access of ${memberName(member)} updated`, { variant: 'success' });
          onClose();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit}>
      <DialogTitle id="edit-access-title">Edit access of {memberName(member)}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
        {mutation.isError && (
          <Alert severity="error" role="alert">
            {isApiError(mutation.error) ? mutation.error.detail : 'An error occurred'}
          </Alert>
        )}
        <TextField select label="Role" value={roleId} onChange={(event) => setRoleId(event.target.value)}>
          {roleOptions.map((role) => (
            <MenuItem key={role.id} value={role.id}>
              {role.name}
            </MenuItem>
          ))}
        </TextField>
        <ProjectAccessFields
          projects={projects}
          selectedIds={projectIds}
          onSelectedIdsChange={setProjectIds}
          autoGrant={autoGrant}
          onAutoGrantChange={setAutoGrant}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" loading={mutation.isPending}>
          Save
        </Button>
      </DialogActions>
    </form>
  );
}
