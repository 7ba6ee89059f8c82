import { Box, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { TranslationToggle } from '../../../components/translation-toggle';
import type { Translation } from '../../../lib/api-types';
import { MultiSelect, type MultiSelectOption } from './multi-select';

/** Props of {@link QuoteFilters}: current values, options and one callback per control. */
export type QuoteFiltersProps = {
  searchText: string;
  taskOptions: MultiSelectOption[];
  taskIds: string[];
  segmentOptions: MultiSelectOption[];
  segmentIds: string[];
  tagOptions: MultiSelectOption[];
  tagIds: string[];
  translation: Translation;
  onSearchTextChange: (text: string) => void;
  onTaskIdsChange: (ids: string[]) => void;
  onSegmentIdsChange: (ids: string[]) => void;
  onTagIdsChange: (ids: string[]) => void;
  onTranslationChange: (translation: Translation) => void;
};

/** Quote search (q), task, segment and tag multi-selects and the Original/English toggle (SPEC §2 Quotes; tags: issue 14). */
export function QuoteFilters(props: QuoteFiltersProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1.3fr) minmax(0, 1fr) minmax(0, 1fr) auto' },
        alignItems: 'center',
      }}
    >
      <TextField
        label="Search quotes"
        type="search"
        value={props.searchText}
        onChange={(event) => props.onSearchTextChange(event.target.value)}
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
      <MultiSelect label="Tasks" emptyLabel="All tasks" options={props.taskOptions} value={props.taskIds} onChange={props.onTaskIdsChange} />
      <MultiSelect label="Segments" emptyLabel="All segments" options={props.segmentOptions} value={props.segmentIds} onChange={props.onSegmentIdsChange} />
      <MultiSelect label="Tags" emptyLabel="All tags" options={props.tagOptions} value={props.tagIds} onChange={props.onTagIdsChange} />
      <TranslationToggle value={props.translation} onChange={props.onTranslationChange} label="Quote language" />
    </Box>
  );
}
