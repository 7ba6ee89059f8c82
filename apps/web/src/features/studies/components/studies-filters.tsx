import { Box, InputAdornment, MenuItem, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import type { Project, Tag } from '../../../lib/api-types';

/** Props of {@link StudiesFilters}: current values, options, and one callback per control. */
export type StudiesFiltersProps = {
  searchText: string;
  projectId: string;
  tag: string;
  projects: Project[];
  tags: Tag[];
  onSearchTextChange: (text: string) => void;
  onProjectChange: (projectId: string) => void;
  onTagChange: (tag: string) => void;
};

/** Search box plus project and tag filters of the studies list (SPEC §2: q, project_id, tag). */
export function StudiesFilters({ searchText, projectId, tag, projects, tags, onSearchTextChange, onProjectChange, onTagChange }: StudiesFiltersProps) {
  return (
    <Box role="search" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' } }}>
      <TextField
        label="Search studies"
        type="search"
        value={searchText}
        onChange={(event) => onSearchTextChange(event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField select label="Project" value={projectId} onChange={(event) => onProjectChange(event.target.value)}>
        <MenuItem value="">All projects</MenuItem>
        {projects.map((project) => (
          <MenuItem key={project.id} value={project.id}>
            {project.title}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="Tag" value={tag} onChange={(event) => onTagChange(event.target.value)}>
        <MenuItem value="">All tags</MenuItem>
        {tags.map((item) => (
          <MenuItem key={item.id} value={item.title}>
            {item.title}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
