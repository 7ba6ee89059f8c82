/** GET /api/v3/studies/{id}/study-materials (SPEC §7): the study's stimuli. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Item, StudyMaterial } from '../../../lib/api-types';
import { useClientId } from '../../../lib/session';
import { studyKeys } from '../../../resources/study/keys';

/** Fetches the study materials (stimuli) of a study. */
export async function getStudyMaterials(clientId: string, studyId: string, signal?: AbortSignal): Promise<StudyMaterial[]> {
  const answer = await apiClient.get<Item<StudyMaterial[]>>(`/v3/studies/${encodeURIComponent(studyId)}/study-materials`, { client_id: clientId }, signal);
  return answer.data;
}

/** Query options of a study's materials. */
export function studyMaterialsQueryOptions(clientId: string, studyId: string) {
  return queryOptions({ queryKey: studyKeys.materials(clientId, studyId), queryFn: ({ signal }) => getStudyMaterials(clientId, studyId, signal) });
}

/** The study materials of a study. */
export function useStudyMaterials(studyId: string) {
  return useQuery(studyMaterialsQueryOptions(useClientId(), studyId));
}
