/** GET /api/orders/study-filters (cached 3600 s) and POST /api/orders (SPEC §7 Orders); the design export (SPEC §7 Exports). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CREATION_LIMITS } from '@insight/contracts/study-builder';
import type { OrderResponse, StudyFiltersResponse } from '@insight/contracts';
import { apiClient } from '../../../lib/api-client';
import { useClientId } from '../../../lib/session';
import { cachePolicy, type CachePolicy } from '../../../lib/query-client';
import { projectsQueryOptions } from '../../../resources/project/get-projects';
import { studyKeys } from '../../../resources/study/keys';

/** Countries, languages and the other recruitment choices: cached 3600 s unless `policy` says otherwise (SPEC §7 max age, force). */
export function useStudyFilters(policy: CachePolicy = { maxAgeSeconds: CREATION_LIMITS.studyFiltersCacheSeconds }) {
  return useQuery(
    queryOptions({
      queryKey: ['orders', 'study-filters'] as const,
      queryFn: ({ signal }) => apiClient.get<StudyFiltersResponse>('/orders/study-filters', undefined, signal),
      ...cachePolicy(policy),
      select: (answer) => answer.data,
    }),
  );
}

/** Orders a draft; the studies and projects lists are cleared so the study shows at once (SPEC §7). */
export function useOrderStudy() {
  const clientId = useClientId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (studyId: string) => apiClient.post<OrderResponse>('/orders', { client_id: clientId, study_id: studyId, terms_accepted: true }),
    onSuccess: async () => {
      // Every cached study read but the open draft, which stays on screen to show the order's result.
      await queryClient.invalidateQueries({ queryKey: studyKeys.all(clientId), predicate: (query) => query.queryKey.at(-1) !== 'draft' });
      // SPEC §7: POST /orders clears the cached projects list; a forced read fetches it again at once.
      await queryClient.fetchQuery(projectsQueryOptions(clientId, { force: true }));
    },
  });
}

/** Downloads the study design as a Word document (POST /v1/study-designs/export) under `fileName`. */
export async function downloadStudyDesign(clientId: string, studyId: string, fileName: string) {
  const blob = await apiClient.request<Blob>('/v1/study-designs/export', {
    method: 'POST',
    body: { client_id: clientId, study_id: studyId },
    responseType: 'blob',
  });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
