import { useEffect, useState, type ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { QUOTE_SEARCH_MODES, type QuoteSearchMode } from '@insight/contracts/enums';
import type { Quote } from '../../../lib/api-types';
import { studyStore, useStudyStore } from '../../../lib/study-store';
import { useTagCounts } from '../../../resources/tag/get-tags';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';
import type { MultiSelectOption } from './multi-select';
import { QuoteFilters } from './quote-filters';
import { QuoteExportActions } from './quote-export-actions';
import { QuoteList } from './quote-list';

/** Props of {@link QuotesPanel}: the study, the segments in scope (all when empty), filter options and the clip player. */
export type QuotesPanelProps = {
  studyId?: string;
  scopeSegmentIds?: string[];
  taskOptions: MultiSelectOption[];
  segmentOptions: MultiSelectOption[];
  renderPlayer: (quote: Quote) => ReactNode;
  /** When given, quotes get checkboxes and this renders the actions on the chosen quotes (e.g. Add to showreel). */
  renderSelectionActions?: (selected: Quote[], clearSelection: () => void) => ReactNode;
};

const splitIds = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);

/**
 * Quotes with their filters kept in the query string (SPEC §2 Quotes: q, task_ids, subtask_ids, search_mode; ours: segment_ids, tag_ids) and the
 * Original/English choice from the study store; a chosen segment filter narrows the scope, never widens it.
 */
export function QuotesPanel({ studyId, scopeSegmentIds = [], taskOptions, segmentOptions, renderPlayer, renderSelectionActions }: QuotesPanelProps) {
  const [selected, setSelected] = useState<Map<string, Quote>>(() => new Map());
  const [searchParams, setSearchParams] = useSearchParams();
  const translation = useStudyStore((state) => state.language);
  const q = searchParams.get('q') ?? '';
  const taskIds = splitIds(searchParams.get('task_ids'));
  const segmentIds = splitIds(searchParams.get('segment_ids'));
  const tagIds = splitIds(searchParams.get('tag_ids'));
  const subtaskIds = splitIds(searchParams.get('subtask_ids'));
  const modeParam = searchParams.get('search_mode');
  const searchMode: QuoteSearchMode = QUOTE_SEARCH_MODES.find((mode) => mode === modeParam) ?? 'all';
  const tagCounts = useTagCounts(studyId);
  const [searchText, setSearchText] = useState(q);
  const debouncedText = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const effectiveSegmentIds =
    segmentIds.length > 0 ? (scopeSegmentIds.length > 0 ? segmentIds.filter((id) => scopeSegmentIds.includes(id)) : segmentIds) : scopeSegmentIds;

  const updateParams = (changes: Record<string, string | undefined>) =>
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
    const trimmed = debouncedText.trim();
    if (trimmed !== (searchParams.get('q') ?? '')) updateParams({ q: trimmed || undefined });
    // Only a settled search text should change the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedText]);

  const handleClear = () => {
    setSearchText('');
    updateParams({ q: undefined, task_ids: undefined, subtask_ids: undefined, segment_ids: undefined, tag_ids: undefined, search_mode: undefined });
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <QuoteFilters
        searchText={searchText}
        searchMode={searchMode}
        onSearchModeChange={(mode) => updateParams({ search_mode: mode === 'all' ? undefined : mode })}
        taskOptions={taskOptions}
        taskIds={taskIds}
        segmentOptions={segmentOptions}
        segmentIds={segmentIds}
        tagOptions={(tagCounts.data ?? []).map((count) => ({ id: count.tag.id, label: `${count.tag.title} (${count.quotes})` }))}
        tagIds={tagIds}
        translation={translation}
        onSearchTextChange={setSearchText}
        onTaskIdsChange={(ids) => updateParams({ task_ids: ids.join(',') || undefined })}
        onSegmentIdsChange={(ids) => updateParams({ segment_ids: ids.join(',') || undefined })}
        onTagIdsChange={(ids) => updateParams({ tag_ids: ids.join(',') || undefined })}
        onTranslationChange={studyStore.setLanguage}
      />
      {renderSelectionActions && (
        <Box
          role="region"
          aria-label="Selected quotes"
          sx={{
            position: 'sticky',
            top: 0,
            zIndex: 2,
            py: 1.5,
            px: 2,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            flexWrap: 'wrap',
          }}
        >
          <Typography aria-live="polite" sx={{ fontWeight: 600 }}>
            {selected.size === 0 ? 'No quotes selected' : selected.size === 1 ? '1 quote selected' : `${selected.size} quotes selected`}
          </Typography>
          {renderSelectionActions([...selected.values()], () => setSelected(new Map()))}
          {selected.size > 0 && <QuoteExportActions quotes={[...selected.values()]} />}
          {selected.size > 0 && (
            <Button variant="text" onClick={() => setSelected(new Map())}>
              Clear selection
            </Button>
          )}
        </Box>
      )}
      <QuoteList
        filter={{ studyId, search: q || undefined, searchMode, taskIds, subtaskIds, segmentIds: effectiveSegmentIds, tagIds, translation }}
        hasFilters={Boolean(q || taskIds.length || subtaskIds.length || segmentIds.length || tagIds.length)}
        onClearFilters={handleClear}
        renderPlayer={renderPlayer}
        selectedIds={renderSelectionActions ? new Set(selected.keys()) : undefined}
        onSelectAll={renderSelectionActions ? (quotes) => setSelected(new Map(quotes.map((quote) => [quote.id, quote]))) : undefined}
        onSelectChange={
          renderSelectionActions
            ? (quote, isSelected) =>
                setSelected((previous) => {
                  const next = new Map(previous);
                  if (isSelected) next.set(quote.id, quote);
                  else next.delete(quote.id);
                  return next;
                })
            : undefined
        }
      />
    </Box>
  );
}
