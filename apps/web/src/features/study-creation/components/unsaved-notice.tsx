import { useState } from 'react';
import { Alert, AlertTitle, Button, Chip, Typography, darken, lighten } from '@mui/material';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { getErrorText } from '../error-text';

/** Props of {@link UnsavedNotice}. */
export type UnsavedNoticeProps = {
  /** What is unsaved, plural: "business questions" or "questions of the study design". */
  what: string;
  /** How many saved ones Discard brings back. */
  savedCount: number;
  /** Keeping the unsaved copy on the draft failed: the reason. */
  keepError: string | null;
  /** Drops the unsaved copy on the server; rejects with the API error. */
  onDiscard: () => Promise<void>;
};

/**
 * The notice over unsaved business questions or tasks (SPEC §4: the builder keeps saved and unsaved ones, unsaved ones
 * take precedence when shown): they are kept on the draft (any browser sees them) until Save and continue saves them
 * or Discard, after a confirmation, brings back the saved ones.
 */
export function UnsavedNotice({ what, savedCount, keepError, onDiscard }: UnsavedNoticeProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const discard = async () => {
    setIsBusy(true);
    setError(null);
    try {
      await onDiscard();
      setIsConfirming(false);
    } catch (failure) {
      setError(getErrorText(failure));
    } finally {
      setIsBusy(false);
    }
  };
  const saved = savedCount ? `the saved ${what} (${savedCount})` : `an empty list: none are saved yet`;
  return (
    <Alert
      severity="warning"
      role="status"
      icon={<EditNoteIcon />}
      action={
        <Button color="inherit" size="small" onClick={() => setIsConfirming(true)} sx={{ whiteSpace: 'nowrap' }}>
          Discard unsaved
        </Button>
      }
    >
      <AlertTitle>Unsaved {what}</AlertTitle>
      <Typography variant="body2">
        The {what} marked Unsaved are kept with this draft, on any device, and shown instead of the saved ones until you save them with Save and continue.
        Discard brings back {saved}.
      </Typography>
      {(keepError || error) && <div role="alert">{error ?? `Your latest edits could not be kept: ${keepError}`}</div>}
      <ConfirmDialog
        open={isConfirming}
        title={`Discard the unsaved ${what}?`}
        text={`This brings back ${saved} and drops every unsaved change here.`}
        confirmLabel="Discard"
        isBusy={isBusy}
        onConfirm={() => void discard()}
        onCancel={() => setIsConfirming(false)}
      />
    </Alert>
  );
}

/** The "Unsaved" mark of one business question or task; `id` lets the field name it as its description for screen readers. */
export function UnsavedMark({ id }: { id?: string }) {
  return (
    <Chip
      id={id}
      label="Unsaved"
      size="small"
      variant="outlined"
      icon={<EditNoteIcon aria-hidden />}
      // The warning Alert's own text colour: readable (WCAG AA) on the page in both themes, unlike warning.main.
      sx={(theme) => {
        const color = theme.palette.mode === 'dark' ? lighten(theme.palette.warning.light, 0.6) : darken(theme.palette.warning.light, 0.6);
        return { flex: '0 0 auto', color, borderColor: color, '& .MuiChip-icon': { color } };
      }}
    />
  );
}
