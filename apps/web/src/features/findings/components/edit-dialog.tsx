import type { ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { ERROR_TEXTS } from '@insight/contracts/error-texts';
import { isApiError } from '../../../lib/api-client';

/**
 * Props of {@link EditDialog}: its title, whether it is open, the save state (`error` of the last save), what Save and
 * Reload do, and whether Save is allowed.
 */
export type EditDialogProps = {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  onSave: () => void;
  onReload: () => void;
  isSaving: boolean;
  canSave: boolean;
  error: unknown;
  children: ReactNode;
};

/**
 * The frame of the findings edit forms (insight, business question, analysis): a dialog whose Save sends the edit with
 * the `updated_at` last read. A 409 (someone saved in between; nothing was changed) says so and offers Reload, which
 * closes the form and fetches the current version; other errors show the API's text.
 */
export function EditDialog({ title, isOpen, onClose, onSave, onReload, isSaving, canSave, error, children }: EditDialogProps) {
  const titleId = `${title.toLowerCase().replace(/[^a-z]+/g, '-')}-dialog-title`;
  const detail = isApiError(error) ? error.detail : ERROR_TEXTS.other;
  const isConflict = isApiError(error) && error.status === 409;
  return (
    <Dialog open={isOpen} onClose={() => !isSaving && onClose()} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {children}
        {isConflict ? (
          <Alert
            severity="warning"
            action={
              <Button
                color="inherit"
                onClick={() => {
                  onClose();
                  onReload();
                }}
              >
                Reload
              </Button>
            }
          >
            {detail} Your changes were not saved.
          </Alert>
        ) : (
          Boolean(error) && <Alert severity="error">{detail}</Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isSaving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onSave} disabled={!canSave} loading={isSaving}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Props of {@link TitleLeadFields}: the two values and their change callbacks. */
export type TitleLeadFieldsProps = { title: string; lead: string; onTitleChange: (title: string) => void; onLeadChange: (lead: string) => void };

/** The required Title and the Lead of an insight or analysis form ('This value is required' when the title is blank). */
export function TitleLeadFields({ title, lead, onTitleChange, onLeadChange }: TitleLeadFieldsProps) {
  return (
    <>
      <TextField
        label="Title"
        value={title}
        onChange={(event) => onTitleChange(event.target.value)}
        required
        error={!title.trim()}
        helperText={!title.trim() ? 'This value is required' : ' '}
      />
      <TextField label="Lead" value={lead} onChange={(event) => onLeadChange(event.target.value)} multiline minRows={2} />
    </>
  );
}
