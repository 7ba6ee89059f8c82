import { ListItemIcon, ListItemText, MenuItem, TextField } from '@mui/material';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';

/** One option of {@link MultiSelect}. */
export type MultiSelectOption = { id: string; label: string };

/** Props of {@link MultiSelect}: label, options, the selected ids and the change callback. */
export type MultiSelectProps = { label: string; options: MultiSelectOption[]; value: string[]; onChange: (ids: string[]) => void; emptyLabel: string };

/**
 * A labelled multi-select with check marks (quote filters by task and segment). The marks are icons, not checkbox
 * inputs: an input inside an option is nested interaction (axe), and the options already say aria-selected.
 */
export function MultiSelect({ label, options, value, onChange, emptyLabel }: MultiSelectProps) {
  const labelOf = (id: string) => options.find((option) => option.id === id)?.label ?? id;
  return (
    <TextField
      select
      label={label}
      value={value}
      disabled={options.length === 0}
      onChange={(event) => {
        const next = event.target.value as unknown as string[] | string;
        onChange(typeof next === 'string' ? next.split(',').filter(Boolean) : next);
      }}
      slotProps={{
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (selected) => {
            const ids = selected as string[];
            if (ids.length === 0) return emptyLabel;
            if (ids.length === 1) return labelOf(ids[0]);
            return `${ids.length} selected`;
          },
        },
        inputLabel: { shrink: true },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          <ListItemIcon sx={{ minWidth: 32, color: value.includes(option.id) ? 'primary.main' : 'text.secondary' }}>
            {value.includes(option.id) ? <CheckBoxIcon fontSize="small" aria-hidden /> : <CheckBoxOutlineBlankIcon fontSize="small" aria-hidden />}
          </ListItemIcon>
          <ListItemText primary={option.label} slotProps={{ primary: { sx: { whiteSpace: 'normal' } } }} />
        </MenuItem>
      ))}
    </TextField>
  );
}
