import { useSnackbar } from '../../../lib/snackbar';
import { isApiError } from '../../../lib/api-client';
import { useDeleteShowreel } from '../api/delete-showreel';
import type { Showreel } from '../showreel-types';
import { ConfirmDialog } from '../../../components/confirm-dialog';

/** Props of {@link DeleteShowreelDialog}: the reel to delete (null: closed) and what follows. */
export type DeleteShowreelDialogProps = {
  showreel: Pick<Showreel, 'id' | 'title'> | null;
  onCancel: () => void;
  /** Called once the reel is gone (deleted now, or already deleted elsewhere: a 404). */
  onDeleted: (showreel: Pick<Showreel, 'id' | 'title'>) => void;
  /** Called when the dialog has finished closing (see {@link ConfirmDialog}). */
  onExited?: () => void;
};

/**
 * Asks before deleting a showreel (SPEC §5), then DELETE /api/v3/showreels/{id} and a snackbar (SPEC §3 snackbar
 * SUCCESS / ERROR). A reel already deleted elsewhere counts as deleted; any other failure keeps the reel and says why.
 */
export function DeleteShowreelDialog({ showreel, onCancel, onDeleted, onExited }: DeleteShowreelDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const remove = useDeleteShowreel();

  const handleConfirm = async () => {
    if (!showreel) return;
    try {
      await remove.mutateAsync(showreel.id);
      enqueueSnackbar(`Showreel “${showreel.title}” deleted`, { variant: 'success' });
      onDeleted(showreel);
    } catch (error) {
      if (isApiError(error, 404)) {
        enqueueSnackbar(`Showreel “${showreel.title}” was already deleted`, { variant: 'success' });
        onDeleted(showreel);
        return;
      }
      enqueueSnackbar(isApiError(error) ? `The showreel could not be deleted: ${error.detail}` : 'The showreel could not be deleted.', { variant: 'error' });
      onCancel();
    }
  };

  return (
    <ConfirmDialog
      open={showreel !== null}
      title="Delete this showreel?"
      text={`“${showreel?.title ?? ''}” and its video file will be deleted for everyone in your team, and its public link stops working. The quotes stay in the study. This cannot be undone.`}
      confirmLabel="Delete"
      isBusy={remove.isPending}
      onCancel={onCancel}
      onConfirm={() => void handleConfirm()}
      onExited={onExited}
    />
  );
}
