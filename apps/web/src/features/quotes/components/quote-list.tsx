import { useState, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, MenuItem, Skeleton, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import type { QuoteSort } from '@insight/contracts';
import type { Quote } from '../../../lib/api-types';
import { useQuotes, type QuotesFilter } from '../api/get-quotes';
import { QuoteCard } from './quote-card';

/** Props of {@link QuoteList}: the filter, how to render the clip player of a quote and optional selection. */
export type QuoteListProps = {
  filter: QuotesFilter;
  renderPlayer: (quote: Quote) => ReactNode;
  hasFilters?: boolean;
  onClearFilters?: () => void;
  selectedIds?: ReadonlySet<string>;
  onSelectChange?: (quote: Quote, isSelected: boolean) => void;
  /** Chooses every quote shown (with selection). */
  onSelectAll?: (quotes: Quote[]) => void;
};

/**
 * Quotes loaded page by page (cursor), one clip playing at a time, with loading, empty and error states; a bar with the
 * number of quotes matching, the order (sorted by the server, issue 15), density and select all; search words highlighted.
 */
export function QuoteList({ filter, renderPlayer, hasFilters = false, onClearFilters, selectedIds, onSelectChange, onSelectAll }: QuoteListProps) {
  const [sort, setSort] = useState<QuoteSort>('relevance');
  const quotes = useQuotes({ ...filter, sort });
  const [playingId, setPlayingId] = useState<string | null>(null);
  const [isCompact, setIsCompact] = useState(false);

  if (quotes.isError) return <ErrorState error={quotes.error} onRetry={() => void quotes.refetch()} />;
  if (quotes.isPending) {
    return (
      <Box aria-busy aria-label="Loading quotes" sx={{ display: 'grid', gap: 2 }}>
        {Array.from({ length: 3 }, (_, index) => (
          <Card key={index} aria-hidden>
            <CardContent>
              <Skeleton width="95%" />
              <Skeleton width="80%" />
              <Skeleton width="30%" sx={{ mt: 1 }} />
            </CardContent>
          </Card>
        ))}
      </Box>
    );
  }
  const items = quotes.data.pages.flatMap((page) => page.data);
  const total = quotes.data.pages[0]?.meta.total ?? items.length;
  // A search counts up to 1,000 matches (decision 0230): "1,000+ quotes".
  const more = quotes.data.pages[0]?.meta.total_capped ? '+' : '';
  if (items.length === 0) {
    return (
      <EmptyState
        title={hasFilters ? 'No quotes match your search' : 'No quotes yet'}
        description={hasFilters ? 'Try other words or fewer filters.' : 'Quotes appear here once interviews are transcribed.'}
        action={
          hasFilters && onClearFilters ? (
            <Button variant="outlined" onClick={onClearFilters}>
              Clear filters
            </Button>
          ) : undefined
        }
      />
    );
  }

  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography aria-live="polite" sx={{ fontWeight: 600, flex: '1 1 auto' }}>
          {total === 1 && !more ? '1 quote' : `${total.toLocaleString('en')}${more} quotes`}
          {quotes.hasNextPage ? `, ${items.length.toLocaleString('en')} shown` : ''}
        </Typography>
        {onSelectAll && (
          <Button size="small" onClick={() => onSelectAll(items)}>
            Select all shown
          </Button>
        )}
        <TextField select size="small" label="Sort by" value={sort} onChange={(event) => setSort(event.target.value as QuoteSort)} sx={{ minWidth: 150 }}>
          <MenuItem value="relevance">{filter.search ? 'Relevance' : 'Interview order'}</MenuItem>
          <MenuItem value="date">Newest first</MenuItem>
          <MenuItem value="study">Study</MenuItem>
          <MenuItem value="duration">Longest first</MenuItem>
        </TextField>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={isCompact ? 'compact' : 'comfortable'}
          onChange={(_, value) => value && setIsCompact(value === 'compact')}
          aria-label="Density"
        >
          <ToggleButton value="comfortable">Comfortable</ToggleButton>
          <ToggleButton value="compact">Compact</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box component="ul" aria-label="Quotes" aria-busy={quotes.isFetching || undefined} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {items.map((quote) => (
          <li key={quote.id}>
            <QuoteCard
              quote={quote}
              search={filter.search}
              isCompact={isCompact}
              isPlaying={playingId === quote.id}
              onTogglePlay={() => setPlayingId((current) => (current === quote.id ? null : quote.id))}
              player={playingId === quote.id ? renderPlayer(quote) : undefined}
              selection={
                onSelectChange ? { isSelected: selectedIds?.has(quote.id) ?? false, onChange: (isSelected) => onSelectChange(quote, isSelected) } : undefined
              }
            />
          </li>
        ))}
      </Box>
      {quotes.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={() => void quotes.fetchNextPage()} loading={quotes.isFetchingNextPage}>
            Load more quotes
          </Button>
        </Box>
      )}
    </>
  );
}
