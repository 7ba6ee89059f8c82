import { useEffect, useState } from 'react';
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { SearchField } from '../../../components/search-field';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import type { Interview } from '../../../lib/api-types';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';
import { useInterviews } from '../../../resources/interview/get-interviews';
import type { InterviewsFilter } from '../../../resources/interview/keys';
import { InterviewCard } from './interview-card';
import { InterviewCardSkeleton } from './interview-card-skeleton';
import { CARD_GRID_SX } from '../../../lib/theme';
import { useSuggestions } from '../../../resources/suggestion/get-suggestions';

/**
 * Props of {@link InterviewList}: which interviews, how to link one, and the segments in scope (their titles label
 * each card; with several, a segment filter shows).
 */
export type InterviewListProps = { filter: InterviewsFilter; getHref: (interview: Interview) => string; segments?: readonly { id: string; title: string }[] };

const gridSx = CARD_GRID_SX;

/**
 * A grid of interview cards loaded page by page (Load more), with a participant search (`q`) and, with several
 * segments, a segment filter (`segment_id`), both kept in the query string; loading, empty and error states.
 */
export function InterviewList({ filter, getHref, segments = [] }: InterviewListProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const chosenSegment = segments.find((segment) => segment.id === searchParams.get('segment_id'));
  const [searchText, setSearchText] = useState(q);
  // Participants' countries the client has, as the search field's type-ahead (SPEC §7 suggestions/{x}).
  const countrySuggestions = useSuggestions('countries', searchText);
  const debouncedText = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const interviews = useInterviews({ ...filter, q: q || undefined, segmentIds: chosenSegment ? [chosenSegment.id] : filter.segmentIds });
  const segmentTitles = new Map(segments.map((segment) => [segment.id, segment.title]));

  const updateParam = (name: string, value: string | undefined) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    const trimmed = debouncedText.trim();
    if (trimmed !== q) updateParam('q', trimmed || undefined);
    // Only a settled search text changes the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedText]);

  const isFiltered = Boolean(q || chosenSegment);
  const toolbar = (
    <Box role="search" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: segments.length > 1 ? '2fr 1fr' : '1fr 1fr' }, mb: 3 }}>
      <SearchField label="Search participants" value={searchText} onChange={setSearchText} helperText="Name or country" suggestions={countrySuggestions} />
      {segments.length > 1 && (
        <TextField select label="Segment" value={chosenSegment?.id ?? ''} onChange={(event) => updateParam('segment_id', event.target.value || undefined)}>
          <MenuItem value="">All segments</MenuItem>
          {segments.map((segment) => (
            <MenuItem key={segment.id} value={segment.id}>
              {segment.title}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Box>
  );

  if (interviews.isError) {
    return (
      <>
        {toolbar}
        <ErrorState error={interviews.error} onRetry={() => void interviews.refetch()} />
      </>
    );
  }
  if (interviews.isPending) {
    return (
      <>
        {toolbar}
        <Box component="ul" aria-label="Loading interviews" aria-busy sx={gridSx}>
          {Array.from({ length: 4 }, (_, index) => (
            <li key={index}>
              <InterviewCardSkeleton />
            </li>
          ))}
        </Box>
      </>
    );
  }
  const items = interviews.data.pages.flatMap((page) => page.data);
  if (items.length === 0 && !interviews.hasNextPage) {
    return (
      <>
        {toolbar}
        {isFiltered ? (
          <EmptyState
            title="No interviews match"
            description="Try another name or country, or all segments."
            action={
              <Button
                variant="outlined"
                onClick={() => {
                  setSearchText('');
                  setSearchParams(
                    (current) => {
                      const next = new URLSearchParams(current);
                      next.delete('q');
                      next.delete('segment_id');
                      return next;
                    },
                    { replace: true },
                  );
                }}
              >
                Clear search
              </Button>
            }
          />
        ) : (
          <EmptyState title="No interviews yet" description="Interviews appear here once participants have recorded them." />
        )}
      </>
    );
  }

  return (
    <>
      {toolbar}
      {isFiltered && (
        <Typography role="status" sx={{ mb: 2, color: 'text.secondary' }}>
          {items.length === 1 && !interviews.hasNextPage ? '1 interview' : `${items.length}${interviews.hasNextPage ? '+' : ''} interviews`}
        </Typography>
      )}
      <Box component="ul" aria-label="Interviews" aria-busy={interviews.isPlaceholderData || undefined} sx={gridSx}>
        {items.map((interview) => (
          <li key={interview.id}>
            <InterviewCard interview={interview} href={getHref(interview)} segmentTitle={segmentTitles.get(interview.segment.id)} />
          </li>
        ))}
      </Box>
      {interviews.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <Button variant="outlined" onClick={() => void interviews.fetchNextPage()} loading={interviews.isFetchingNextPage}>
            Load more interviews
          </Button>
        </Box>
      )}
    </>
  );
}
