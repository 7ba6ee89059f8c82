/**
 * What an insight's edit form may attach (SPEC §7 PATCH /v3/insights/{id}: `quote_ids` of the insight's study,
 * `showreel_id` a showreel of the study): GET /api/v3/quotes?study_id= and GET /api/v3/showreels?study_id=.
 */
import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@insight/contracts/limits';
import { apiClient } from '../../../lib/api-client';
import type { CursorPage, Quote, Translation } from '../../../lib/api-types';
import { useClientId } from '../../../lib/session';

/** A showreel the insight may show: id, title, type. */
export type ShowreelChoice = { id: string; title: string; type: 'CURATED' | 'CUSTOM' };

/** The study's first 100 quotes (the API's largest page) in `translation`, to pick an insight's supporting quotes from (idle while closed). */
export function useStudyQuoteChoices(studyId: string, translation: Translation, isEnabled: boolean) {
  const clientId = useClientId();
  return useQuery({
    queryKey: ['quotes', clientId, 'insight-choices', studyId, translation] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<CursorPage<Quote>>('/v3/quotes', { client_id: clientId, study_id: studyId, translation, limit: LIMITS.maxPageSize }, signal)).data,
    enabled: isEnabled,
  });
}

/** The study's showreels (newest first, up to 100), to choose an insight's showreel from (idle while closed). */
export function useStudyShowreelChoices(studyId: string, isEnabled: boolean) {
  const clientId = useClientId();
  return useQuery({
    queryKey: ['showreels', clientId, 'insight-choices', studyId] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ data: ShowreelChoice[] }>(
          '/v3/showreels',
          { client_id: clientId, study_id: studyId, sort_by: 'updated_at', sort_order: 'desc', limit: LIMITS.maxPageSize },
          signal,
        )
      ).data,
    enabled: isEnabled,
  });
}
