import { useState, type FormEvent } from 'react';
import { Box, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useClientHref } from '../../../lib/session';

/** Props of {@link GlobalSearchBox}: `isCompact` for the narrow header. */
export type GlobalSearchBoxProps = { isCompact?: boolean };

/** The header's search box (issue 14): Enter opens the search page for the text, across every study the user may see. */
export function GlobalSearchBox({ isCompact = false }: GlobalSearchBoxProps) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const clientHref = useClientHref();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q) navigate(clientHref(paths.search.getHref(q)));
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label="Search everything"
      onSubmit={submit}
      sx={{ width: isCompact ? 160 : { xs: 200, xl: 280 }, flexShrink: 1, minWidth: 140 }}
    >
      <TextField
        size="small"
        fullWidth
        type="search"
        label="Search everything"
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}
