import { Autocomplete, Box, Checkbox, FormControlLabel, TextField } from '@mui/material';
import type { ProjectRef } from '../types';

/** Props of {@link ProjectAccessFields}: all projects of the client, the chosen ids and the auto-grant option. */
export type ProjectAccessFieldsProps = {
  projects: ProjectRef[];
  selectedIds: string[];
  onSelectedIdsChange: (ids: string[]) => void;
  autoGrant: boolean;
  onAutoGrantChange: (value: boolean) => void;
};

/** Project access (a labelled multi-select) and the option to grant new projects and studies automatically (SPEC §6). */
export function ProjectAccessFields({ projects, selectedIds, onSelectedIdsChange, autoGrant, onAutoGrantChange }: ProjectAccessFieldsProps) {
  const selected = projects.filter((project) => selectedIds.includes(project.id));
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Autocomplete
        multiple
        disableCloseOnSelect
        options={projects}
        value={selected}
        getOptionLabel={(project) => project.title}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_event, value) => onSelectedIdsChange(value.map((project) => project.id))}
        renderOption={({ key, ...props }, project, { selected: isSelected }) => (
          <li key={key} {...props}>
            <Checkbox checked={isSelected} size="small" sx={{ mr: 1 }} tabIndex={-1} slotProps={{ input: { 'aria-hidden': true } }} />
            {project.title}
          </li>
        )}
        renderInput={(params) => <TextField {...params} label="Project access" placeholder={selected.length ? undefined : 'Choose projects'} />}
      />
      <FormControlLabel
        control={<Checkbox checked={autoGrant} onChange={(event) => onAutoGrantChange(event.target.checked)} />}
        label="Automatically grant access to new projects and studies"
      />
    </Box>
  );
}
