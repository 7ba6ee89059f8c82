/** POST/GET /api/v3/studies/{id}/import-analyses (SPEC §4, §7): start the analysis import and follow its progress. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, isApiError } from '../../../lib/api-client';
import type { AnalysisImport, Item } from '../../../lib/api-types';
import { useClientId } from '../../../lib/session';

const POLL_MS = 1000;

/** The study's import state (null before one was started), polled every second while it runs. */
export function useAnalysisImport(studyId: string) {
  const clientId = useClientId();
  return useQuery({
    queryKey: ['analysis-import', clientId, studyId] as const,
    queryFn: async ({ signal }) => {
      try {
        return (await apiClient.get<Item<AnalysisImport>>(`/v3/studies/${encodeURIComponent(studyId)}/import-analyses`, { client_id: clientId }, signal)).data;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    refetchInterval: (query) => (query.state.data && (query.state.data.status === 'QUEUED' || query.state.data.status === 'RUNNING') ? POLL_MS : false),
  });
}

/** Starts the import; afterwards the state and the insights refetch. */
export function useStartAnalysisImport(studyId: string) {
  const clientId = useClientId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiClient.post<Item<AnalysisImport>>(`/v3/studies/${encodeURIComponent(studyId)}/import-analyses`, { client_id: clientId })).data,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: ['analysis-import', clientId, studyId] });
      await client.invalidateQueries({ queryKey: ['insights', clientId] });
    },
  });
}
