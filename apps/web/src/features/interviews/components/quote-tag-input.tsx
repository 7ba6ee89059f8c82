import { useState } from 'react';
import { Autocomplete, TextField, createFilterOptions } from '@mui/material';
import type { Tag } from '../../../lib/api-types';

/** An option of the tag box: an existing tag, or a new title to create. */
export type TagOption = { id?: string; title: string; isNew?: boolean };

const filter = createFilterOptions<TagOption>();

/** Props of {@link QuoteTagInput}: the client's tags not on the quote yet, all its tags, and what to do with a choice. */
export type QuoteTagInputProps = {
  options: TagOption[];
  tags: readonly Tag[];
  /** A picked tag or a typed title; true when it was taken (a blank title is not), which empties the box. */
  onChoose: (option: TagOption | string) => boolean;
};

/**
 * The box that adds a tag to a quote: pick a tag of the client, or type a new title and press Enter ("Create tag …").
 * A file of its own (MUI's Autocomplete with its popper), loaded after the quotes show (issue 15, decision 0290).
 */
export function QuoteTagInput({ options, tags, onChoose }: QuoteTagInputProps) {
  const [input, setInput] = useState('');
  return (
    <Autocomplete<TagOption, false, false, true>
      freeSolo
      size="small"
      options={options}
      value={null}
      inputValue={input}
      onInputChange={(_, value) => setInput(value)}
      onChange={(_, value) => {
        if (value && onChoose(value)) setInput('');
      }}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.title)}
      filterOptions={(list, params) => {
        const filtered = filter(list, params);
        const typed = params.inputValue.trim();
        const exists = tags.some((tag) => tag.title.toLowerCase() === typed.toLowerCase());
        if (typed && !exists) filtered.push({ title: typed, isNew: true });
        return filtered;
      }}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            {option.isNew ? `Create tag “${option.title}”` : option.title}
          </li>
        );
      }}
      sx={{ minWidth: 160, flex: '1 1 160px', maxWidth: 260 }}
      renderInput={(params) => <TextField {...params} label="Add tag" placeholder="Tag name" />}
    />
  );
}
