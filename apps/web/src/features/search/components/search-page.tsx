import { useEffect, useState } from 'react';
import { Box, InputAdornment, MenuItem, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import type { Translation } from '../../../lib/api-types';
import { formatLanguage } from '../../../lib/format';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';
import { useStudies } from '../../../resources/study/get-studies';
import { useTags } from '../../../resources/tag/get-tags';
import { useSearch } from '../api/search';
import { SearchResults } from './search-results';

const LANGUAGES = ['da', 'de', 'en', 'es', 'sv'];

/**
 * The search page (issue 14): the text and filters (study, spoken language, tag, from/to date) and the quotes' text
 * (original or English) live in the query string; hits of every study the user may see, grouped by kind.
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const studies = useStudies({}, 100);
  const tags = useTags();
  const filter = {
    q,
    studyId: params.get('study_id') ?? undefined,
    language: params.get('language') ?? undefined,
    tagId: params.get('tag_id') ?? undefined,
    from: params.get('from') ? `${params.get('from')}T00:00:00Z` : undefined,
    to: params.get('to') ? `${params.get('to')}T23:59:59Z` : undefined,
    translation: (params.get('translation') === 'en' ? 'en' : 'original') as Translation,
  };
  const search = useSearch(filter);
  const set = (key: string, value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  useEffect(() => setText(q), [q]);
  useEffect(() => {
    if (debounced.trim() !== q) set('q', debounced.trim());
    // Only settled text changes the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <PageContainer sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader crumbs={[]} title="Search" />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr', lg: '2fr 1.4fr 1fr 1fr 1.25fr 1.25fr' }, my: 3 }}>
        <TextField
          label="Search quotes, transcripts, notes, insights and studies"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
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
        <TextField select label="Study" value={filter.studyId ?? ''} onChange={(event) => set('study_id', event.target.value)}>
          <MenuItem value="">All studies</MenuItem>
          {(studies.data?.data ?? []).map((study) => (
            <MenuItem key={study.id} value={study.id}>
              {study.title}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Language" value={filter.language ?? ''} onChange={(event) => set('language', event.target.value)}>
          <MenuItem value="">Any language</MenuItem>
          {LANGUAGES.map((code) => (
            <MenuItem key={code} value={code}>
              {formatLanguage(code)}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Tag" value={filter.tagId ?? ''} onChange={(event) => set('tag_id', event.target.value)}>
          <MenuItem value="">Any tag</MenuItem>
          {(tags.data ?? []).map((tag) => (
            <MenuItem key={tag.id} value={tag.id}>
              {tag.title}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="date"
          label="From"
          value={params.get('from') ?? ''}
          onChange={(event) => set('from', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label="To"
          value={params.get('to') ?? ''}
          onChange={(event) => set('to', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      {!q && <Typography sx={{ color: 'text.secondary' }}>Type words to search every study you can see, in the original language and English.</Typography>}
      {q && search.isPending && <Typography aria-busy>Searching…</Typography>}
      {q && search.isError && <ErrorState error={search.error} onRetry={() => void search.refetch()} />}
      {q && search.data && (
        <SearchResults
          answer={search.data}
          q={q}
          translation={filter.translation}
          onTranslationChange={(next) => set('translation', next === 'en' ? 'en' : '')}
        />
      )}
    </PageContainer>
  );
}
