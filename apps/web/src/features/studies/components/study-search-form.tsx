import { useState, type FormEvent } from 'react';
import { Box, Button, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';

/** Props of {@link StudySearchForm}: called with the trimmed query on submit. */
export type StudySearchFormProps = { onSearch: (query: string) => void; isOnDark?: boolean };

/** The home hero's search: a labelled box and a Search button. */
export function StudySearchForm({ onSearch, isOnDark = false }: StudySearchFormProps) {
  const [query, setQuery] = useState('');
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(query.trim());
  };
  return (
    <Box component="form" role="search" onSubmit={handleSubmit} sx={{ display: 'flex', gap: 1.5, maxWidth: 640 }}>
      <TextField
        label="Search studies"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        fullWidth
        variant={isOnDark ? 'filled' : 'outlined'}
        sx={
          isOnDark
            ? { '& .MuiFilledInput-root, & .MuiFilledInput-root:hover, & .MuiFilledInput-root.Mui-focused': { bgcolor: 'background.paper', borderRadius: 1 } }
            : undefined
        }
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
      <Button
        type="submit"
        variant="contained"
        color={isOnDark ? 'inherit' : 'primary'}
        sx={isOnDark ? { color: 'primary.dark', bgcolor: 'background.paper', px: 3 } : { px: 3 }}
      >
        Search
      </Button>
    </Box>
  );
}
