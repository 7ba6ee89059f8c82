import { lazy, Suspense } from 'react';
import { Box, Chip } from '@mui/material';
import { useSnackbar } from '../../../lib/snackbar';
import type { Quote } from '../../../lib/api-types';
import { useAddQuoteTag, useRemoveQuoteTag } from '../../../resources/quote/quote-writes';
import { useTags } from '../../../resources/tag/get-tags';
import type { TagOption } from './quote-tag-input';

// The add-tag box (MUI's Autocomplete and its popper) is a file of its own, loaded once the quotes show rather than with
// the page (issue 15, decision 0290).
const QuoteTagInput = lazy(() => import('./quote-tag-input').then((m) => ({ default: m.QuoteTagInput })));

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
  const has = new Set(quote.tags.map((tag) => tag.id));
  const options: TagOption[] = (tags.data ?? []).filter((tag) => !has.has(tag.id)).map((tag) => ({ id: tag.id, title: tag.title }));
  const fail = () => enqueueSnackbar('The tag could not be saved. Try again.', { variant: 'error' });

  const choose = (option: TagOption | string): boolean => {
    const title = (typeof option === 'string' ? option : option.title).trim();
    if (!title) return false;
    const existing = typeof option !== 'string' && option.id ? option.id : tags.data?.find((tag) => tag.title.toLowerCase() === title.toLowerCase())?.id;
    add.mutate({ id: quote.id, ...(existing ? { tagId: existing } : { title }) }, { onError: fail });
    return true;
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
        <Suspense fallback={null}>
          <QuoteTagInput options={options} tags={tags.data ?? []} onChoose={choose} />
        </Suspense>
      )}
    </Box>
  );
}
