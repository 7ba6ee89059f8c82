import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { isApiError } from '../../../lib/api-client';
import { useInviteUsers } from '../api/invite-users';
import { checkInvite, mapInviteErrors, parseEmails } from '../invite-errors';
import type { ProjectRef } from '../types';
import { ProjectAccessFields } from './project-access-fields';

/** Props of {@link InviteDialog}. */
export type InviteDialogProps = { isOpen: boolean; onClose: () => void; projects: ProjectRef[]; seatsAvailable?: number };

/**
 * Invite team members (SPEC §5): several addresses, project access and the auto-grant option. Each error is shown beside
 * the address it concerns; when one address fails nothing is sent.
 */
export function InviteDialog({ isOpen, onClose, projects, seatsAvailable }: InviteDialogProps) {
  const [text, setText] = useState('');
  const [projectIds, setProjectIds] = useState<string[]>([]);
  const [autoGrant, setAutoGrant] = useState(false);
  const [byEmail, setByEmail] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const mutation = useInviteUsers();
  const { enqueueSnackbar } = useSnackbar();
  const emails = parseEmails(text);

  const reset = () => {
    setText('');
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
    if (checked.general || Object.keys(checked.byEmail).length > 0) return;
    mutation.mutate(
      { emails, project_ids: projectIds, auto_grant: autoGrant },
      {
        onSuccess: () => {
          enqueueSnackbar(emails.length === 1 ? `Invitation sent to ${emails[0]}` : `${emails.length} invitations sent`, { variant: 'success' });
          handleClose();
        },
        onError: (error) => {
          const mapped = mapInviteErrors(emails, isApiError(error) ? error.invalidParams : undefined);
          setByEmail(mapped.byEmail);
          const fallback = isApiError(error) ? error.detail : 'An error occurred';
          setGeneral(mapped.general.length > 0 ? mapped.general : Object.keys(mapped.byEmail).length > 0 ? [] : [fallback]);
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
