import { useEffect, useState } from 'react';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';

/** Props of {@link InsightsFilters}: current `q` and business question, their change callbacks, and the questions to pick. */
export type InsightsFiltersProps = {
  q: string;
  objectiveId: string;
  questions: { id: string; title: string }[];
  onChange: (next: { q: string; objectiveId: string }) => void;
};

/** Search (q) and business-question filter (objective_id) of an insights list; the search applies as you type. */
export function InsightsFilters({ q, objectiveId, questions, onChange }: InsightsFiltersProps) {
  const [text, setText] = useState(q);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced.trim() !== q) onChange({ q: debounced.trim(), objectiveId });
    // Only typed text triggers a search; q changes from outside are picked up below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  useEffect(() => setText(q), [q]);
  return (
    <Box role="search" aria-label="Filter insights" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        label="Search insights"
        type="search"
        size="small"
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ input: { startAdornment: <SearchIcon fontSize="small" sx={{ mr: 1, color: 'text.secondary' }} aria-hidden="true" /> } }}
        sx={{ minWidth: { xs: '100%', sm: 280 } }}
      />
      <TextField
        select
        label="Business question"
        size="small"
        value={objectiveId}
        onChange={(event) => onChange({ q, objectiveId: event.target.value })}
        sx={{ minWidth: { xs: '100%', sm: 320 } }}
      >
        <MenuItem value="">All business questions</MenuItem>
        {questions.map((question) => (
          <MenuItem key={question.id} value={question.id}>
            {question.title}
          </MenuItem>
        ))}
      </TextField>
      {(q || objectiveId) && (
        <Button
          onClick={() => {
            setText('');
            onChange({ q: '', objectiveId: '' });
          }}
        >
          Clear filters
        </Button>
      )}
    </Box>
  );
}
