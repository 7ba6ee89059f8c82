import { useEffect, useRef, useState } from 'react';
import { Box, Card, CardContent, MenuItem, Pagination, Skeleton, TextField, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { SHOWREEL_SORT_FIELDS } from '@insight/contracts/enums';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';
import { SHOWREELS_PER_PAGE, useShowreels } from '../api/get-showreels';
import type { Showreel, ShowreelSortKey, SortOrder } from '../showreel-types';
import { useCanChangeShowreel } from '../use-can-change-showreel';
import { DeleteShowreelDialog } from './delete-showreel-dialog';
import { ShowreelCard } from './showreel-card';
import { CARD_GRID_SX } from '../../../lib/theme';
import { SearchField } from '../../../components/search-field';

/**
 * Props of {@link ShowreelsPanel}: whose reels (a study, segments, a project; none of them: the whole active client),
 * where each opens, its study's title on each card (lists wider than a study), and the empty-list hint.
 */
export type ShowreelsPanelProps = {
  studyId?: string;
  segmentIds?: readonly string[];
  projectId?: string;
  getHref: (showreel: Showreel) => string;
  getStudyTitle?: (showreel: Showreel) => string | undefined;
  emptyHint?: string;
};

const SORT_LABELS: Record<ShowreelSortKey, string> = { title: 'Title', description: 'Description', created_at: 'Created', updated_at: 'Last updated' };

/**
 * Showreels with search, sort (SPEC §3 sort_by, sort_order) and pages kept in the query string; loading, empty and
 * error states; Delete on each card with confirmation (SPEC §5) for the reels the user may change ({@link useCanChangeShowreel}).
 */
export function ShowreelsPanel({
  studyId,
  segmentIds,
  projectId,
  getHref,
  getStudyTitle,
  emptyHint = 'Select quotes on the Quotes tab and add them to a showreel.',
}: ShowreelsPanelProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const canChange = useCanChangeShowreel();
  const q = searchParams.get('q') ?? '';
  const sortBy = (SHOWREEL_SORT_FIELDS as readonly string[]).includes(searchParams.get('sort_by') ?? '')
    ? (searchParams.get('sort_by') as ShowreelSortKey)
    : 'updated_at';
  const sortOrder: SortOrder = searchParams.get('sort_order') === 'asc' ? 'asc' : 'desc';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const [searchText, setSearchText] = useState(q);
  const debounced = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const reels = useShowreels({ studyId, segmentIds, projectId, search: q || undefined, sortBy, sortOrder, page, perPage: SHOWREELS_PER_PAGE });
  const [deleting, setDeleting] = useState<Showreel | null>(null);
  // A deleted card takes its Delete button (the dialog's focus target on close) along: focus then goes to the search.
  const searchRef = useRef<HTMLInputElement>(null);
  const isDeletedRef = useRef(false);

  const update = (changes: Record<string, string | undefined>) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    const trimmed = debounced.trim();
    if (trimmed !== (searchParams.get('q') ?? '')) update({ q: trimmed || undefined, page: undefined });
    // Only a settled search text changes the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const pageCount = reels.data ? Math.max(1, Math.ceil(reels.data.meta.total / reels.data.meta.per_page)) : 1;

  // A page left empty (its last reel deleted, or fewer reels than the URL's page): show the last page there is.
  useEffect(() => {
    if (reels.data && !reels.isPlaceholderData && reels.data.data.length === 0 && page > 1) update({ page: pageCount > 1 ? String(pageCount) : undefined });
    // Runs when the answer changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reels.data, reels.isPlaceholderData]);

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)' } }}>
        <SearchField label="Search showreels" inputRef={searchRef} value={searchText} onChange={setSearchText} />
        <TextField select label="Sort by" value={sortBy} onChange={(event) => update({ sort_by: event.target.value, page: undefined })}>
          {SHOWREEL_SORT_FIELDS.map((key) => (
            <MenuItem key={key} value={key}>
              {SORT_LABELS[key]}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Order" value={sortOrder} onChange={(event) => update({ sort_order: event.target.value, page: undefined })}>
          <MenuItem value="asc">Ascending</MenuItem>
          <MenuItem value="desc">Descending</MenuItem>
        </TextField>
      </Box>
      {reels.isError ? (
        <ErrorState error={reels.error} onRetry={() => void reels.refetch()} />
      ) : reels.isPending ? (
        <Box aria-busy aria-label="Loading showreels" sx={CARD_GRID_SX}>
          {Array.from({ length: 3 }, (_, index) => (
            <Card key={index} aria-hidden>
              <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
              <CardContent>
                <Skeleton width="60%" />
                <Skeleton width="90%" />
              </CardContent>
            </Card>
          ))}
        </Box>
      ) : reels.data.data.length === 0 ? (
        <EmptyState title={q ? 'No showreels match your search' : 'No showreels yet'} description={q ? 'Try other words.' : emptyHint} />
      ) : (
        <>
          <Typography role="status" sx={{ color: 'text.secondary', mt: -1 }}>
            {reels.data.meta.total === 1 ? '1 showreel' : `${reels.data.meta.total} showreels`}
          </Typography>
          <Box component="ul" aria-label="Showreels" aria-busy={reels.isFetching || undefined} sx={CARD_GRID_SX}>
            {reels.data.data.map((reel) => (
              <li key={reel.id}>
                <ShowreelCard
                  showreel={reel}
                  href={getHref(reel)}
                  studyTitle={getStudyTitle?.(reel)}
                  onDelete={canChange(reel.type) ? setDeleting : undefined}
                />
              </li>
            ))}
          </Box>
          {pageCount > 1 && (
            <Box component="nav" aria-label="Showreel pages" sx={{ display: 'flex', justifyContent: 'center' }}>
              <Pagination count={pageCount} page={page} onChange={(_, next) => update({ page: next > 1 ? String(next) : undefined })} color="primary" />
            </Box>
          )}
        </>
      )}
      <DeleteShowreelDialog
        showreel={deleting}
        onCancel={() => setDeleting(null)}
        onDeleted={() => {
          isDeletedRef.current = true;
          setDeleting(null);
        }}
        onExited={() => {
          if (isDeletedRef.current) searchRef.current?.focus();
          isDeletedRef.current = false;
        }}
      />
    </Box>
  );
}
