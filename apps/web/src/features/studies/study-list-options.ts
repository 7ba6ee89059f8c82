/** Choices of the studies list's sort and filters (issue 9), as the query string keeps them; pure, tested beside. */
import type { StudiesSearch } from '../../config/paths';

/** One sort choice: its label and the query values it sets. */
export type StudySortOption = { value: string; label: string; sort_by: NonNullable<StudiesSearch['sort_by']>; sort_order: 'asc' | 'desc' };

/** The sort menu: newest first (the default), oldest first, recently completed, title A–Z and Z–A. */
export const STUDY_SORT_OPTIONS: readonly StudySortOption[] = [
  { value: 'newest', label: 'Newest first', sort_by: 'created_at', sort_order: 'desc' },
  { value: 'oldest', label: 'Oldest first', sort_by: 'created_at', sort_order: 'asc' },
  { value: 'completed', label: 'Recently completed', sort_by: 'completed_at', sort_order: 'desc' },
  { value: 'title', label: 'Title A–Z', sort_by: 'title', sort_order: 'asc' },
  { value: 'title-desc', label: 'Title Z–A', sort_by: 'title', sort_order: 'desc' },
];

/** The sort choice of the query values (unknown or absent: newest first). */
export function sortOptionOf(search: Pick<StudiesSearch, 'sort_by' | 'sort_order'>): StudySortOption {
  const order = search.sort_order ?? (search.sort_by === 'title' ? 'asc' : 'desc');
  return STUDY_SORT_OPTIONS.find((option) => option.sort_by === (search.sort_by ?? 'created_at') && option.sort_order === order) ?? STUDY_SORT_OPTIONS[0];
}

/** The query values of a sort choice; the default (newest first) leaves the URL clean. */
export function sortParams(value: string): Pick<StudiesSearch, 'sort_by' | 'sort_order'> {
  const option = STUDY_SORT_OPTIONS.find((item) => item.value === value) ?? STUDY_SORT_OPTIONS[0];
  return option === STUDY_SORT_OPTIONS[0] ? {} : { sort_by: option.sort_by, sort_order: option.sort_order };
}

/** Reads the studies list's search from the URL, dropping values the API would refuse (a hand-edited link stays usable). */
export function readStudiesSearch(params: URLSearchParams): StudiesSearch {
  const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
  const sortBy = params.get('sort_by');
  const sortOrder = params.get('sort_order');
  const status = params.get('status');
  const language = params.get('language');
  return {
    q: params.get('q') ?? undefined,
    project_id: params.get('project_id') ?? undefined,
    tag: params.get('tag') ?? undefined,
    type_id: params.get('type_id') ?? undefined,
    template_id: params.get('template_id') ?? undefined,
    ai: params.get('ai') === 'true' ? 'true' : undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
    sort_by: sortBy === 'created_at' || sortBy === 'completed_at' || sortBy === 'title' ? sortBy : undefined,
    sort_order: sortOrder === 'asc' || sortOrder === 'desc' ? sortOrder : undefined,
    status: status === 'IN_PREPARATION' || status === 'COMPLETED' ? status : undefined,
    language: language && /^[a-z]{2,3}$/.test(language) ? language : undefined,
    created_from: day(params.get('created_from')),
    created_to: day(params.get('created_to')),
  };
}
