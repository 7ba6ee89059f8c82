import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { ERROR_TEXTS } from '@insight/contracts/error-texts';
import { isApiError } from '../../../lib/api-client';
import type { Insight } from '../../../lib/api-types';
import { useUpdateInsight } from '../api/update-insight';
import { paragraphsToHtml } from '../chart-text';

/** Props of {@link EditInsightButton}: the insight as last read, and what to do after a conflict (reload it). */
export type EditInsightButtonProps = { insight: Insight; onReload: () => void };

/**
 * "Edit insight" (SPEC §7 PATCH /v3/insights/{id}, for update_study): title, lead and key takeaways. Someone else's
 * save in between answers 409: the dialog says so and offers to reload, and nothing is changed.
 */
export function EditInsightButton({ insight, onReload }: EditInsightButtonProps) {
  const [isOpen, setOpen] = useState(false);
  const [title, setTitle] = useState(insight.title);
  const [lead, setLead] = useState(insight.lead);
  const [takeaways, setTakeaways] = useState(insight.key_takeaways?.text ?? '');
  const update = useUpdateInsight(insight.id);
  const isConflict = isApiError(update.error) && update.error.status === 409;
  const open = () => {
    setTitle(insight.title);
    setLead(insight.lead);
    setTakeaways(insight.key_takeaways?.text ?? '');
    update.reset();
    setOpen(true);
  };
  const save = () =>
    update.mutate(
      {
        updated_at: insight.updated_at,
        title,
        lead,
        key_takeaways: takeaways.trim() ? { title: insight.key_takeaways?.title || 'Key takeaways', html: paragraphsToHtml(takeaways) } : null,
      },
      { onSuccess: () => setOpen(false) },
    );
  return (
    <>
      <Button variant="outlined" startIcon={<EditIcon />} onClick={open} sx={{ justifySelf: 'start' }}>
        Edit insight
      </Button>
      <Dialog open={isOpen} onClose={() => !update.isPending && setOpen(false)} maxWidth="md" fullWidth aria-labelledby="edit-insight-title">
        <DialogTitle id="edit-insight-title">Edit insight</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField
            label="Title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            required
            error={!title.trim()}
            helperText={!title.trim() ? 'This value is required' : ' '}
          />
          <TextField label="Lead" value={lead} onChange={(event) => setLead(event.target.value)} multiline minRows={2} />
          <TextField
            label="Key takeaways"
            value={takeaways}
            onChange={(event) => setTakeaways(event.target.value)}
            multiline
            minRows={3}
            helperText="One paragraph per line."
          />
          {isConflict ? (
            <Alert
              severity="warning"
              action={
                <Button
                  color="inherit"
                  onClick={() => {
                    setOpen(false);
                    onReload();
                  }}
                >
                  Reload
                </Button>
              }
            >
              {isApiError(update.error) ? update.error.detail : ERROR_TEXTS.other}
            </Alert>
          ) : (
            update.isError && <Alert severity="error">{isApiError(update.error) ? update.error.detail : ERROR_TEXTS.other}</Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={update.isPending}>
            Cancel
          </Button>
          <Button variant="contained" onClick={save} disabled={update.isPending || !title.trim()}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
