import { useState } from 'react';
import { Alert, Autocomplete, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack, TextField } from '@mui/material';
import type { Board, Category } from '../../../lib/api-types';
import { isApiError } from '../../../lib/api-client';
import { useSaveBoard } from '../api/save-board';

/** A story the board may hold: id and title. */
export type BoardStoryOption = { id: string; title: string; board_id: string | null };

/** Props of {@link BoardFormDialog}: the board to edit (none: a new one), the choices, and the callbacks. */
export type BoardFormDialogProps = {
  open: boolean;
  board?: Board | null;
  categories: Category[];
  stories: BoardStoryOption[];
  onClose: () => void;
  onSaved: (board: Board) => void;
};

/** Creates or edits a board (ours, issue 13): title, label, description, always on, categories and stories. A stale edit says so (409). */
export function BoardFormDialog({ open, board, categories, stories, onClose, onSaved }: BoardFormDialogProps) {
  const save = useSaveBoard();
  const [title, setTitle] = useState(board?.title ?? '');
  const [label, setLabel] = useState(board?.label ?? '');
  const [description, setDescription] = useState(board?.description ?? '');
  const [alwaysOn, setAlwaysOn] = useState(board?.always_on ?? false);
  const [categoryIds, setCategoryIds] = useState<string[]>(board?.categories.map((c) => c.id) ?? []);
  const [storyIds, setStoryIds] = useState<string[]>(board ? stories.filter((s) => s.board_id === board.id).map((s) => s.id) : []);
  const [titleError, setTitleError] = useState<string | null>(null);
  const error = save.error;

  const submit = () => {
    if (!title.trim()) {
      setTitleError('Give the board a title');
      return;
    }
    const fields = {
      title: title.trim(),
      label: label.trim() || null,
      description: description.trim(),
      always_on: alwaysOn,
      category_ids: categoryIds,
      story_ids: storyIds,
    };
    save.mutate({ id: board?.id, body: board ? { ...fields, updated_at: board.updated_at } : fields }, { onSuccess: onSaved });
  };

  return (
    <Dialog open={open} onClose={save.isPending ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="board-form-title">
      <DialogTitle id="board-form-title">{board ? 'Edit board' : 'New board'}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="board-form"
          noValidate
          sx={{ gap: 2.5, pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {error && (
            <Alert severity="error">
              {isApiError(error, 409)
                ? 'Someone else changed this board meanwhile. Close and open it again to apply your edit.'
                : isApiError(error)
                  ? error.detail
                  : 'The board could not be saved.'}
            </Alert>
          )}
          <TextField
            label="Title"
            required
            value={title}
            onChange={(e) => {
              setTitle(e.target.value);
              setTitleError(null);
            }}
            error={Boolean(titleError)}
            helperText={titleError}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            autoFocus
          />
          <TextField
            label="Label"
            value={label}
            onChange={(e) => setLabel(e.target.value)}
            helperText="A short tag shown on the cover, e.g. Always on"
            slotProps={{ htmlInput: { maxLength: 80 } }}
          />
          <TextField
            label="Description"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <FormControlLabel control={<Checkbox checked={alwaysOn} onChange={(e) => setAlwaysOn(e.target.checked)} />} label="Always on (listed first)" />
          <Autocomplete
            multiple
            options={categories}
            getOptionLabel={(c) => c.title}
            value={categories.filter((c) => categoryIds.includes(c.id))}
            onChange={(_, value) => setCategoryIds(value.map((c) => c.id))}
            renderInput={(params) => <TextField {...params} label="Categories" />}
          />
          <Autocomplete
            multiple
            options={stories}
            getOptionLabel={(s) => s.title}
            value={stories.filter((s) => storyIds.includes(s.id))}
            onChange={(_, value) => setStoryIds(value.map((s) => s.id))}
            renderInput={(params) => <TextField {...params} label="Stories" helperText="Stories move onto this board from any other board" />}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" form="board-form" variant="contained" loading={save.isPending}>
          {board ? 'Save board' : 'Create board'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
