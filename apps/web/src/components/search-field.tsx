import { useId, type Ref } from 'react';
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
  /** Type-ahead values offered under the field (SPEC §7 suggestions/{x}); picking one fills the field. */
  suggestions?: readonly string[];
};

/**
 * The one search box of the lists (studies, quotes, interviews, showreels): a labelled type=search field with a search
 * icon; with `suggestions` the browser offers them as a list (a native datalist: a combobox to assistive technology).
 */
export function SearchField({ label, value, onChange, helperText, inputRef, sx, suggestions }: SearchFieldProps) {
  const listId = useId();
  return (
    <>
      <TextField
        label={label}
        type="search"
        value={value}
        inputRef={inputRef}
        onChange={(event) => onChange(event.target.value)}
        helperText={helperText}
        sx={sx}
        slotProps={{
          htmlInput: suggestions ? { list: listId, autoComplete: 'off' } : undefined,
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      {suggestions ? (
        <datalist id={listId} data-testid="search-suggestions">
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      ) : null}
    </>
  );
}
