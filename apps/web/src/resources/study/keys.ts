/**
 * Query-key factory of studies and a study's segments, materials and business questions; every key starts with the
 * active client id so switching clients refetches.
 */
import type { StudiesSearch } from '../../config/paths';

/** Query keys of studies and their sub-resources. */
export const studyKeys = {
  all: (clientId: string) => ['studies', clientId] as const,
  list: (clientId: string, search: StudiesSearch) => ['studies', clientId, 'list', search] as const,
  detail: (clientId: string, studyId: string) => ['studies', clientId, 'detail', studyId] as const,
  segments: (clientId: string, studyId: string) => ['studies', clientId, 'detail', studyId, 'segments'] as const,
  materials: (clientId: string, studyId: string) => ['studies', clientId, 'detail', studyId, 'study-materials'] as const,
  businessQuestions: (clientId: string, studyId: string) => ['studies', clientId, 'detail', studyId, 'business-questions'] as const,
};
