import type { Ref } from 'react';
import { InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';

/** Props of {@link SearchField}: label, value and change callback, plus optional helper text, input ref and styles. */
export type SearchFieldProps = {
  label: string;
  value: string;
  onChange: (text: string) => void;
  helperText?: string;
  inputRef?: Ref<HTMLInputElement>;
  sx?: SxProps<Theme>;
};

/** The one search box of the lists (studies, quotes, interviews, showreels): a labelled type=search field with a search icon. */
export function SearchField({ label, value, onChange, helperText, inputRef, sx }: SearchFieldProps) {
  return (
    <TextField
      label={label}
      type="search"
      value={value}
      inputRef={inputRef}
      onChange={(event) => onChange(event.target.value)}
      helperText={helperText}
      sx={sx}
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
  );
}
