import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Radio, RadioGroup, TextField } from '@mui/material';
import { LIMITS } from '@insight/contracts/limits';
import { isApiError } from '../../../lib/api-client';
import type { Quote } from '../../../lib/api-types';
import { pluralize } from '../../../lib/format';
import { useStudyShowreels } from '../api/get-showreels';
import { useCreateShowreel, useUpdateShowreel } from '../api/save-showreel';
import { showreelFieldErrors } from '../showreel-rules';
import type { Showreel } from '../showreel-types';
import { useCanChangeShowreel } from '../use-can-change-showreel';

/** Props of {@link AddToShowreelDialog}: the study (and segment), the chosen quotes and what to do with the reel. */
export type AddToShowreelDialogProps = {
  open: boolean;
  studyId: string;
  segmentId?: string;
  quotes: Quote[];
  onClose: () => void;
  onDone: (showreel: Showreel, isNew: boolean) => void;
};

/** Adds the chosen quotes to a new reel (title, description) or to the end of an existing reel of the study the user may change. */
export function AddToShowreelDialog({ open, studyId, segmentId, quotes, onClose, onDone }: AddToShowreelDialogProps) {
  const [mode, setMode] = useState<'new' | 'existing'>('new');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [existingId, setExistingId] = useState('');
  const [isTouched, setIsTouched] = useState(false);
  const reels = useStudyShowreels(studyId, open);
  const canChange = useCanChangeShowreel();
  // Only reels the user may change take new clips (a curated reel is the research team's).
  const changeable = reels.data?.filter((reel) => canChange(reel.type));
  const create = useCreateShowreel();
  const update = useUpdateShowreel();
  const clips = quotes.map((quote) => ({ id: quote.id, start: quote.start, end: quote.end }));
  const error = create.error ?? update.error;
  const fieldErrors = showreelFieldErrors({ title, description: description.trim() });
  const isShowingErrors = isTouched && mode === 'new';
  const titleError = isShowingErrors ? (fieldErrors.title ?? '') : '';
  const descriptionError = isShowingErrors ? (fieldErrors.description ?? '') : '';
  const existing = changeable?.find((reel) => reel.id === existingId);

  const submit = async () => {
    setIsTouched(true);
    if (mode === 'new') {
      if (fieldErrors.title || fieldErrors.description) return;
      const reel = await create.mutateAsync({ study_id: studyId, segment_id: segmentId, title: title.trim(), description: description.trim(), quotes: clips });
      onDone(reel, true);
    } else {
      if (!existing) return;
      const known = new Set(existing.quotes.map((clip) => clip.id));
      const reel = await update.mutateAsync({
        id: existing.id,
        changes: { quotes: [...existing.quotes, ...clips.filter((clip) => !known.has(clip.id))], updated_at: existing.updated_at },
      });
      onDone(reel, false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="add-to-showreel-title">
      <DialogTitle id="add-to-showreel-title">Add {quotes.length === 1 ? '1 quote' : `${quotes.length} quotes`} to a showreel</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <RadioGroup aria-label="Showreel" row value={mode} onChange={(event) => setMode(event.target.value as 'new' | 'existing')}>
          <FormControlLabel value="new" control={<Radio />} label="New showreel" />
          <FormControlLabel value="existing" control={<Radio />} label="Existing showreel" disabled={changeable !== undefined && changeable.length === 0} />
        </RadioGroup>
        {mode === 'new' ? (
          <>
            <TextField
              label="Title"
              required
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              error={Boolean(titleError)}
              helperText={titleError || ' '}
              autoFocus
              slotProps={{ htmlInput: { maxLength: LIMITS.showreelTitleMaxLength } }}
            />
            <TextField
              label="Description"
              multiline
              minRows={2}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              error={Boolean(descriptionError)}
              helperText={descriptionError || undefined}
              slotProps={{ htmlInput: { maxLength: LIMITS.showreelDescriptionMaxLength } }}
            />
          </>
        ) : (
          <TextField
            select
            label="Showreel"
            value={existingId}
            onChange={(event) => setExistingId(event.target.value)}
            error={isTouched && !existing}
            helperText={isTouched && !existing ? 'Choose a showreel.' : reels.isPending ? 'Loading showreels…' : ' '}
          >
            {(changeable ?? []).map((reel) => (
              <MenuItem key={reel.id} value={reel.id}>
                {reel.title} ({pluralize(reel.quotes.length, 'clip')})
              </MenuItem>
            ))}
          </TextField>
        )}
        {error && (
          <Alert severity="error">
            {isApiError(error, 409)
              ? 'That showreel was changed elsewhere. Choose it again to add the quotes.'
              : isApiError(error)
                ? error.detail
                : 'The showreel could not be saved.'}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void submit().catch(() => undefined)} loading={create.isPending || update.isPending}>
          {mode === 'new' ? 'Create showreel' : 'Add to showreel'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
