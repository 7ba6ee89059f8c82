import { useId, useState } from 'react';
import { Badge, Box, Button, Collapse, MenuItem, TextField, useMediaQuery } from '@mui/material';
import type { QuoteSearchMode } from '@insight/contracts';
import FilterListIcon from '@mui/icons-material/FilterList';
import { SearchField } from '../../../components/search-field';
import { LIMITS } from '@insight/contracts/limits';
import { TranslationToggle } from '../../../components/translation-toggle';
import type { Translation } from '../../../lib/api-types';
import { MultiSelect, type MultiSelectOption } from './multi-select';

/** Props of {@link QuoteFilters}: current values, options and one callback per control. */
export type QuoteFiltersProps = {
  searchText: string;
  searchMode: QuoteSearchMode;
  taskOptions: MultiSelectOption[];
  taskIds: string[];
  segmentOptions: MultiSelectOption[];
  segmentIds: string[];
  tagOptions: MultiSelectOption[];
  tagIds: string[];
  translation: Translation;
  onSearchTextChange: (text: string) => void;
  onSearchModeChange: (mode: QuoteSearchMode) => void;
  onTaskIdsChange: (ids: string[]) => void;
  onSegmentIdsChange: (ids: string[]) => void;
  onTagIdsChange: (ids: string[]) => void;
  onTranslationChange: (translation: Translation) => void;
};

/**
 * Quote search (q) with how its words match (search_mode: all words, exact phrase, any word), task, segment and tag multi-selects and the Original/English toggle (SPEC §2 Quotes; tags: issue
 * 14). In the narrow
 * layout (below 1120 px) only the search shows; the other filters fold behind a "Filters" button (with the number of
 * active filters), so the quotes come first.
 */
export function QuoteFilters(props: QuoteFiltersProps) {
  const isNarrow = useMediaQuery(`(max-width:${LIMITS.narrowLayoutPx - 0.02}px)`);
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const activeCount = [props.taskIds, props.segmentIds, props.tagIds].filter((ids) => ids.length > 0).length;

  const search = (
    // On phones the search and its mode take a row of their own (the Filters button goes below), so the field keeps its room.
    <Box sx={{ display: 'flex', gap: 1, minWidth: 0, flex: { xs: '1 1 100%', sm: 1 } }}>
      <SearchField label="Search quotes" value={props.searchText} onChange={props.onSearchTextChange} sx={{ flex: 1, minWidth: 0 }} />
      <TextField
        select
        label="Match"
        value={props.searchMode}
        onChange={(event) => props.onSearchModeChange(event.target.value as QuoteSearchMode)}
        sx={{ flex: 'none', width: 132 }}
      >
        <MenuItem value="all">All words</MenuItem>
        <MenuItem value="phrase">Exact phrase</MenuItem>
        <MenuItem value="any">Any word</MenuItem>
      </TextField>
    </Box>
  );
  const filters = (
    <>
      <MultiSelect label="Tasks" emptyLabel="All tasks" options={props.taskOptions} value={props.taskIds} onChange={props.onTaskIdsChange} />
      <MultiSelect label="Segments" emptyLabel="All segments" options={props.segmentOptions} value={props.segmentIds} onChange={props.onSegmentIdsChange} />
      <MultiSelect label="Tags" emptyLabel="All tags" options={props.tagOptions} value={props.tagIds} onChange={props.onTagIdsChange} />
      <TranslationToggle value={props.translation} onChange={props.onTranslationChange} label="Quote language" />
    </>
  );

  if (!isNarrow) {
    return (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 2.6fr) minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 1fr) auto', alignItems: 'center' }}>
        {search}
        {filters}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        {search}
        <Button
          variant="outlined"
          onClick={() => setIsOpen((open) => !open)}
          aria-expanded={isOpen}
          aria-controls={panelId}
          aria-label={activeCount > 0 ? `Filters, ${activeCount} active` : 'Filters'}
          startIcon={
            <Badge color="primary" badgeContent={activeCount} invisible={activeCount === 0}>
              <FilterListIcon />
            </Badge>
          }
          sx={{ flex: 'none', height: 56 }}
        >
          Filters
        </Button>
      </Box>
      <Collapse in={isOpen} id={panelId} unmountOnExit>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'center' }}>{filters}</Box>
      </Collapse>
    </Box>
  );
}
