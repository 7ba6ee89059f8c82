/** GET /api/studies/{id}/analyze_results (SPEC §3 Analyze-results filters, §9 limits): charts recomputed under filters. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Chart, Translation } from '../../../lib/api-types';
import { useClientId } from '../../../lib/session';
import { findingsKeys, type AnalyzeFilters } from './keys';

/** Charts and participant counts under the filters. */
export type AnalyzeResults = { charts: Chart[]; participants: { matching: number; total: number } };

/** The study's charts under `filters`, labels in `translation`; the previous answer stays shown while a new one loads. */
export function useAnalyzeResults(studyId: string, filters: AnalyzeFilters, translation: Translation) {
  const clientId = useClientId();
  return useQuery({
    queryKey: findingsKeys.analyze(clientId, studyId, filters, translation),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: AnalyzeResults }>(`/studies/${encodeURIComponent(studyId)}/analyze_results`, { client_id: clientId, ...filters }, signal))
        .data,
    placeholderData: keepPreviousData,
  });
}
