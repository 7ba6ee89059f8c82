import { Box, FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { SearchField } from '../../../components/search-field';
import { CONTENT_LANGUAGES, STUDY_DISPLAY_STATUSES } from '@insight/contracts/enums';
import type { StudiesSearch } from '../../../config/paths';
import type { Project, Tag } from '../../../lib/api-types';
import { formatLanguage, humanizeCode } from '../../../lib/format';
import { useSuggestions } from '../../../resources/suggestion/get-suggestions';
import { STUDY_SORT_OPTIONS, sortOptionOf } from '../study-list-options';

/** Props of {@link StudiesFilters}: current values, options, and one callback per control. */
export type StudiesFiltersProps = {
  searchText: string;
  search: StudiesSearch;
  projects: Project[];
  tags: Tag[];
  /** Marketplace study types and templates (the `type_id` and `template_id` filters). */
  studyTypes: { id: string; name: string }[];
  templates: { id: string; name: string; study_type: { id: string } | null }[];
  onSearchTextChange: (text: string) => void;
  /** One or more query values changed ('' clears a value). */
  onChange: (changes: Record<string, string | undefined>) => void;
  /** Sort choice value of {@link STUDY_SORT_OPTIONS}. */
  onSortChange: (value: string) => void;
};

/**
 * Search box with project and tag filters (SPEC §2: q, project_id, tag), then sort (title, created, completed),
 * status, language and a creation-date range (issue 9); study type, template and AI-assisted (SPEC §2 `type_id`,
 * `template_id`, `ai=true`), all kept in the URL.
 */
export function StudiesFilters({ searchText, search, projects, tags, studyTypes, templates, onSearchTextChange, onChange, onSortChange }: StudiesFiltersProps) {
  // A chosen type narrows the template menu; a template of another type is kept listed while it is the filter.
  const templateChoices = templates.filter((t) => !search.type_id || t.study_type?.id === search.type_id || t.id === search.template_id);
  const suggestions = useSuggestions('studies', searchText);
  return (
    <Box role="search" sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' } }}>
        <SearchField label="Search studies" value={searchText} onChange={onSearchTextChange} suggestions={suggestions} />
        <TextField select label="Project" value={search.project_id ?? ''} onChange={(event) => onChange({ project_id: event.target.value || undefined })}>
          <MenuItem value="">All projects</MenuItem>
          {projects.map((project) => (
            <MenuItem key={project.id} value={project.id}>
              {project.title}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Tag" value={search.tag ?? ''} onChange={(event) => onChange({ tag: event.target.value || undefined })}>
          <MenuItem value="">All tags</MenuItem>
          {tags.map((item) => (
            <MenuItem key={item.id} value={item.title}>
              {item.title}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, alignItems: 'center', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr auto' } }}>
        <TextField
          select
          size="small"
          label="Study type"
          value={search.type_id ?? ''}
          onChange={(event) => onChange({ type_id: event.target.value || undefined })}
        >
          <MenuItem value="">Any type</MenuItem>
          {studyTypes.map((type) => (
            <MenuItem key={type.id} value={type.id}>
              {type.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Template"
          value={templateChoices.some((t) => t.id === search.template_id) ? search.template_id : ''}
          onChange={(event) => onChange({ template_id: event.target.value || undefined })}
        >
          <MenuItem value="">Any template</MenuItem>
          {templateChoices.map((template) => (
            <MenuItem key={template.id} value={template.id}>
              {template.name}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch checked={search.ai === 'true'} onChange={(event) => onChange({ ai: event.target.checked ? 'true' : undefined })} />}
          label="Made with AI assist"
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, minmax(0, 1fr))' } }}>
        <TextField select size="small" label="Sort by" value={sortOptionOf(search).value} onChange={(event) => onSortChange(event.target.value)}>
          {STUDY_SORT_OPTIONS.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="Status" value={search.status ?? ''} onChange={(event) => onChange({ status: event.target.value || undefined })}>
          <MenuItem value="">Any status</MenuItem>
          {STUDY_DISPLAY_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {humanizeCode(status)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Language"
          value={search.language ?? ''}
          onChange={(event) => onChange({ language: event.target.value || undefined })}
        >
          <MenuItem value="">Any language</MenuItem>
          {CONTENT_LANGUAGES.map((code) => (
            <MenuItem key={code} value={code}>
              {formatLanguage(code)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="date"
          label="Created from"
          value={search.created_from ?? ''}
          onChange={(event) => onChange({ created_from: event.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: search.created_to } }}
        />
        <TextField
          size="small"
          type="date"
          label="Created to"
          value={search.created_to ?? ''}
          onChange={(event) => onChange({ created_to: event.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: search.created_from } }}
        />
      </Box>
    </Box>
  );
}
