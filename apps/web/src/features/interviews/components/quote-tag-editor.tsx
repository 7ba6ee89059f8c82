import { useState } from 'react';
import { Autocomplete, Box, Chip, TextField, createFilterOptions } from '@mui/material';
import { useSnackbar } from '../../../lib/snackbar';
import type { Quote } from '../../../lib/api-types';
import { useAddQuoteTag, useRemoveQuoteTag } from '../../../resources/quote/quote-writes';
import { useTags } from '../../../resources/tag/get-tags';

/** An option of the tag box: an existing tag, or a new title to create. */
type TagOption = { id?: string; title: string; isNew?: boolean };

const filter = createFilterOptions<TagOption>();

/** Props of {@link QuoteTagEditor}: the quote whose tags are shown and edited; `canEdit` false shows the chips only. */
export type QuoteTagEditorProps = { quote: Quote; canEdit: boolean };

/**
 * A quote's tags as chips (removable) and a box to add one: pick a tag of the client or type a new title and press
 * Enter — tags are unique regardless of case, so a title of an existing tag in another case picks that tag.
 */
export function QuoteTagEditor({ quote, canEdit }: QuoteTagEditorProps) {
  const tags = useTags();
  const add = useAddQuoteTag();
  const remove = useRemoveQuoteTag();
  const { enqueueSnackbar } = useSnackbar();
  const [input, setInput] = useState('');
  const has = new Set(quote.tags.map((tag) => tag.id));
  const options: TagOption[] = (tags.data ?? []).filter((tag) => !has.has(tag.id)).map((tag) => ({ id: tag.id, title: tag.title }));
  const fail = () => enqueueSnackbar('The tag could not be saved. Try again.', { variant: 'error' });

  const choose = (option: TagOption | string | null) => {
    if (!option) return;
    const title = (typeof option === 'string' ? option : option.title).trim();
    if (!title) return;
    const existing = typeof option !== 'string' && option.id ? option.id : tags.data?.find((tag) => tag.title.toLowerCase() === title.toLowerCase())?.id;
    add.mutate({ id: quote.id, ...(existing ? { tagId: existing } : { title }) }, { onError: fail });
    setInput('');
  };

  return (
    <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', alignItems: 'center' }}>
      {quote.tags.map((tag) => (
        <Chip
          key={tag.id}
          size="small"
          label={tag.title}
          onDelete={canEdit ? () => remove.mutate({ id: quote.id, tagId: tag.id }, { onError: fail }) : undefined}
          slotProps={{ root: { 'aria-label': `Tag ${tag.title}` } }}
        />
      ))}
      {canEdit && (
        <Autocomplete<TagOption, false, false, true>
          freeSolo
          size="small"
          options={options}
          value={null}
          inputValue={input}
          onInputChange={(_, value) => setInput(value)}
          onChange={(_, value) => choose(value)}
          getOptionLabel={(option) => (typeof option === 'string' ? option : option.title)}
          filterOptions={(list, params) => {
            const filtered = filter(list, params);
            const typed = params.inputValue.trim();
            const exists = (tags.data ?? []).some((tag) => tag.title.toLowerCase() === typed.toLowerCase());
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
      )}
    </Box>
  );
}
