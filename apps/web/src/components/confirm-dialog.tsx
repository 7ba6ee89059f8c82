import { useId, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

/** Props of {@link ConfirmDialog}: the question, its explanation (`text`, or richer `children`), the confirming verb, whether the step is destructive (red, the default) and running, and the two callbacks. */
export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  text?: string;
  children?: ReactNode;
  confirmLabel: string;
  isDestructive?: boolean;
  isBusy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Called when the closing transition has ended (e.g. to move focus once the trigger is gone). */
  onExited?: () => void;
};

/** Asks before a destructive or consequential step (SPEC §5: showreel and quote deletions ask for confirmation; stories, boards and team changes too); Cancel has the focus. */
export function ConfirmDialog({
  open,
  title,
  text,
  children,
  confirmLabel,
  isDestructive = true,
  isBusy = false,
  onConfirm,
  onCancel,
  onExited,
}: ConfirmDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={isBusy ? undefined : onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`} component="div">
          {children ?? text}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={isBusy} autoFocus>
          Cancel
        </Button>
        <Button color={isDestructive ? 'error' : 'primary'} variant="contained" onClick={onConfirm} loading={isBusy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
