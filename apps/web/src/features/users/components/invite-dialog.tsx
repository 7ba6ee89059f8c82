import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useSnackbar } from '../../../lib/snackbar';
import { isApiError } from '../../../lib/api-client';
import { useInviteUsers } from '../api/invite-users';
import { checkInvite, mapInviteErrors, parseEmails } from '../invite-errors';
import type { ProjectRef, RoleOption } from '../types';
import { ProjectAccessFields } from './project-access-fields';

/** Props of {@link InviteDialog}: `roles` are the roles the inviter may grant (GET /client/{id}/users `roles`). */
export type InviteDialogProps = { isOpen: boolean; onClose: () => void; projects: ProjectRef[]; roles: RoleOption[]; seatsAvailable?: number };

/** The role an invite offers first: Researcher (the API's default) when the inviter may grant it, else the first role. */
function defaultRoleId(roles: RoleOption[]): string {
  return (roles.find((role) => role.name === 'Researcher') ?? roles[0])?.id ?? '';
}

/**
 * Invite team members (SPEC §5): several addresses, a role the inviter may grant, project access and the auto-grant
 * option. Each error is shown beside the address it concerns; when one address fails nothing is sent.
 */
export function InviteDialog({ isOpen, onClose, projects, roles, seatsAvailable }: InviteDialogProps) {
  const [text, setText] = useState('');
  const [chosenRoleId, setRoleId] = useState<string | null>(null);
  const roleId = chosenRoleId ?? defaultRoleId(roles);
  const [projectIds, setProjectIds] = useState<string[]>([]);
  const [autoGrant, setAutoGrant] = useState(false);
  const [byEmail, setByEmail] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const mutation = useInviteUsers();
  const { enqueueSnackbar } = useSnackbar();
  const emails = parseEmails(text);

  const reset = () => {
    setText('');
    setRoleId(null);
    setProjectIds([]);
    setAutoGrant(false);
    setByEmail({});
    setGeneral([]);
    mutation.reset();
  };
  const handleClose = () => {
    reset();
    onClose();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkInvite(emails, seatsAvailable);
    setByEmail(checked.byEmail);
    setGeneral(checked.general ? [checked.general] : []);
    if (emails.length === 0) return;
    // Every address goes to the API even when one is malformed: it checks them all at once and sends nothing when any
    // fails, so each address gets its own error (a bad one never hides an already-active one).
    mutation.mutate(
      { emails, role_id: roleId || undefined, project_ids: projectIds, auto_grant: autoGrant },
      {
        onSuccess: () => {
          enqueueSnackbar(emails.length === 1 ? `Invitation sent to ${emails[0]}` : `${emails.length} invitations sent`, { variant: 'success' });
          handleClose();
        },
        onError: (error) => {
          const mapped = mapInviteErrors(emails, isApiError(error) ? error.invalidParams : undefined);
          setByEmail({ ...checked.byEmail, ...mapped.byEmail });
          const fallback = isApiError(error) ? error.detail : 'An error occurred';
          const hasAddressErrors = Object.keys(mapped.byEmail).length > 0;
          setGeneral(mapped.general.length > 0 ? mapped.general : checked.general ? [checked.general] : hasAddressErrors ? [] : [fallback]);
        },
      },
    );
  };

  const hasErrors = general.length > 0 || Object.keys(byEmail).length > 0;

  return (
    <Dialog
      open={isOpen}
      onClose={handleClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="invite-dialog-title"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: handleSubmit } as object }}
    >
      <DialogTitle id="invite-dialog-title">Invite team members</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
        {hasErrors && (
          <Alert severity="error" role="alert">
            {general.length > 0 ? general.join(' ') : 'Some addresses cannot be invited. Nothing was sent; fix or remove them and try again.'}
          </Alert>
        )}
        <TextField
          label="Email addresses"
          multiline
          minRows={2}
          autoFocus
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setByEmail({});
            setGeneral([]);
          }}
          helperText={`Separate addresses with commas or new lines.${seatsAvailable !== undefined ? ` ${seatsAvailable} ${seatsAvailable === 1 ? 'seat' : 'seats'} available.` : ''}`}
        />
        {emails.length > 0 && (
          <Box>
            <Typography variant="subtitle2" component="h3">
              {emails.length === 1 ? '1 address' : `${emails.length} addresses`}
            </Typography>
            <List dense aria-label="Addresses to invite">
              {emails.map((email) => (
                <ListItem key={email} disableGutters>
                  <ListItemText
                    primary={email}
                    secondary={byEmail[email]}
                    slotProps={{ secondary: { color: 'error', role: byEmail[email] ? 'alert' : undefined } }}
                    sx={{ '& .MuiListItemText-secondary': { color: 'error.main' } }}
                  />
                </ListItem>
              ))}
            </List>
          </Box>
        )}
        {roles.length > 0 && (
          <TextField select label="Role" value={roleId} onChange={(event) => setRoleId(event.target.value)} helperText="Only roles you may give are listed.">
            {roles.map((role) => (
              <MenuItem key={role.id} value={role.id}>
                {role.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <ProjectAccessFields
          projects={projects}
          selectedIds={projectIds}
          onSelectedIdsChange={setProjectIds}
          autoGrant={autoGrant}
          onAutoGrantChange={setAutoGrant}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={handleClose}>Cancel</Button>
        <Button type="submit" variant="contained" loading={mutation.isPending}>
          Send invitations
        </Button>
      </DialogActions>
    </Dialog>
  );
}
