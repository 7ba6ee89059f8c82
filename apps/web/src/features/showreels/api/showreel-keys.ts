/** Query-key factory of the showreels feature (keys start with the active client id). */
import type { ShowreelSortKey, SortOrder } from '../showreel-types';

/** Filters of a showreel list (SPEC §3 List params; §7 search, segment_ids); no study, segment or project: the whole client. */
export type ShowreelsFilter = {
  studyId?: string;
  projectId?: string;
  segmentIds?: readonly string[];
  search?: string;
  sortBy?: ShowreelSortKey;
  sortOrder?: SortOrder;
  page?: number;
  perPage?: number;
  /** Only the reels the signed-in user made (`created_by=me`). */
  createdByMe?: boolean;
};

/** Query keys of showreels. */
export const showreelKeys = {
  all: (clientId: string) => ['showreels', clientId] as const,
  list: (clientId: string, filter: ShowreelsFilter) => ['showreels', clientId, 'list', filter] as const,
  detail: (clientId: string, showreelId: string) => ['showreels', clientId, 'detail', showreelId] as const,
  quotes: (clientId: string, showreelId: string, translation: string) => ['showreels', clientId, 'detail', showreelId, 'quotes', translation] as const,
};
