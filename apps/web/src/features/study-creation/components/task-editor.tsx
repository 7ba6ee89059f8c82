import { Box, Button, Checkbox, FormControlLabel, FormGroup, FormLabel, IconButton, MenuItem, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { TASK_TYPES, type TaskType } from '@insight/contracts/enums';
import { CREATION_LIMITS, OPTION_TASK_TYPES, TASK_TYPE_LABELS, subtaskLetter } from '@insight/contracts/study-builder';
import type { StudyMaterial } from '@insight/contracts';
import { UnsavedMark } from './unsaved-notice';

/** A task being edited: `isSaved` tasks keep their id on saving. */
export type TaskState = {
  id: string;
  isSaved: boolean;
  type: TaskType;
  text: string;
  options: { id: string; text: string }[];
  scale_points: number | null;
  subtasks: { id: string; text: string }[];
  material_ids: string[];
};

/** Props of {@link TaskEditor}: the task, its number, the study's materials, errors by field and the callbacks. */
export type TaskEditorProps = {
  task: TaskState;
  label: string;
  materials: StudyMaterial[];
  errors: Record<string, string>;
  /** Marks the task "Unsaved" in its legend, so screen readers hear it with the group's name (SPEC §4). */
  isUnsaved?: boolean;
  onChange: (task: TaskState) => void;
  onRemove: () => void;
};

/** Edits one task of every type (SPEC §3): text, options, scale length, lettered subtasks and which stimuli it shows. */
export function TaskEditor({ task, label, materials, errors, isUnsaved = false, onChange, onRemove }: TaskEditorProps) {
  const set = (change: Partial<TaskState>) => onChange({ ...task, ...change });
  const changeType = (type: TaskType) =>
    set({
      type,
      scale_points: type === 'SCORING' ? (task.scale_points ?? 5) : null,
      options:
        OPTION_TASK_TYPES.includes(type) && task.options.length === 0
          ? [
              { id: crypto.randomUUID(), text: '' },
              { id: crypto.randomUUID(), text: '' },
            ]
          : task.options,
      subtasks: type === 'SUBTASKS' && task.subtasks.length === 0 ? [{ id: crypto.randomUUID(), text: '' }] : task.subtasks,
    });
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, m: 0, display: 'grid', gap: 1.5 }}>
      <Box component="legend" sx={{ px: 0.5, typography: 'subtitle2', display: 'flex', gap: 1, alignItems: 'center' }}>
        {label}
        {isUnsaved && <UnsavedMark />}
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField select label={`${label} type`} value={task.type} onChange={(e) => changeType(e.target.value as TaskType)} sx={{ minWidth: 220 }}>
          {TASK_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {TASK_TYPE_LABELS[type]}
            </MenuItem>
          ))}
        </TextField>
        {task.type === 'SCORING' && (
          <TextField
            label="Scale length (points)"
            type="number"
            value={task.scale_points ?? ''}
            onChange={(e) => set({ scale_points: e.target.value ? Number(e.target.value) : null })}
            slotProps={{ htmlInput: { min: CREATION_LIMITS.scalePointsMin, max: CREATION_LIMITS.scalePointsMax } }}
            error={Boolean(errors.scale_points)}
            helperText={errors.scale_points ?? '1 is lowest'}
            sx={{ width: 180 }}
          />
        )}
        <Box sx={{ flex: 1 }} />
        <IconButton aria-label={`Remove ${label}`} onClick={onRemove}>
          <DeleteIcon />
        </IconButton>
      </Box>
      <TextField
        label={`${label} text`}
        value={task.text}
        onChange={(e) => set({ text: e.target.value })}
        multiline
        minRows={2}
        error={Boolean(errors.text)}
        helperText={errors.text}
      />
      {OPTION_TASK_TYPES.includes(task.type) && (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <FormLabel component="div">{task.type === 'OPEN_LIST' ? 'Examples (optional)' : 'Answer options'}</FormLabel>
          {task.options.map((option, i) => (
            <Box key={option.id} sx={{ display: 'flex', gap: 1 }}>
              <TextField
                size="small"
                fullWidth
                label={`Option ${i + 1}`}
                value={option.text}
                onChange={(e) => set({ options: task.options.map((o) => (o.id === option.id ? { ...o, text: e.target.value } : o)) })}
              />
              <IconButton aria-label={`Remove option ${i + 1} of ${label}`} onClick={() => set({ options: task.options.filter((o) => o.id !== option.id) })}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
          {errors.options && (
            <Typography color="error" variant="body2">
              {errors.options}
            </Typography>
          )}
          <Box>
            <Button
              size="small"
              startIcon={<AddIcon />}
              disabled={task.options.length >= CREATION_LIMITS.optionsMax}
              onClick={() => set({ options: [...task.options, { id: crypto.randomUUID(), text: '' }] })}
            >
              Add option
            </Button>
          </Box>
        </Box>
      )}
      {task.type === 'SUBTASKS' && (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <FormLabel component="div">Subtasks</FormLabel>
          {task.subtasks.map((sub, i) => (
            <Box key={sub.id} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <Typography aria-hidden sx={{ width: 24, fontWeight: 700 }}>
                {subtaskLetter(i)})
              </Typography>
              <TextField
                size="small"
                fullWidth
                label={`Subtask ${subtaskLetter(i)}`}
                value={sub.text}
                onChange={(e) => set({ subtasks: task.subtasks.map((s) => (s.id === sub.id ? { ...s, text: e.target.value } : s)) })}
              />
              <IconButton
                aria-label={`Remove subtask ${subtaskLetter(i)} of ${label}`}
                onClick={() => set({ subtasks: task.subtasks.filter((s) => s.id !== sub.id) })}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
          {errors.subtasks && (
            <Typography color="error" variant="body2">
              {errors.subtasks}
            </Typography>
          )}
          <Box>
            <Button
              size="small"
              startIcon={<AddIcon />}
              disabled={task.subtasks.length >= CREATION_LIMITS.subtasksMax}
              onClick={() => set({ subtasks: [...task.subtasks, { id: crypto.randomUUID(), text: '' }] })}
            >
              Add subtask
            </Button>
          </Box>
        </Box>
      )}
      {materials.length > 0 && (
        <FormGroup row aria-label={`Study materials shown with ${label}`}>
          {materials.map((m) => (
            <FormControlLabel
              key={m.id}
              label={`Show ${m.title || m.name}`}
              control={
                <Checkbox
                  checked={task.material_ids.includes(m.id)}
                  onChange={(e) => set({ material_ids: e.target.checked ? [...task.material_ids, m.id] : task.material_ids.filter((id) => id !== m.id) })}
                />
              }
            />
          ))}
        </FormGroup>
      )}
    </Box>
  );
}
