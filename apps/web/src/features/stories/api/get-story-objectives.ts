/** GET /api/v3/stories/{id}/objectives (decision 0084): the business questions of the studies a story references. */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { StoryObjective, Translation } from '../../../lib/api-types';
import { useClientId } from '../../../lib/session';
import { storyKeys } from './story-keys';

/** Fetches a story's objectives, each with its insights and charts; 404 when the story is not visible. */
export async function getStoryObjectives(clientId: string, storyId: string, translation: Translation, signal?: AbortSignal): Promise<StoryObjective[]> {
  const answer = await apiClient.get<{ data: StoryObjective[] }>(
    `/v3/stories/${encodeURIComponent(storyId)}/objectives`,
    { client_id: clientId, translation },
    signal,
  );
  return answer.data;
}

/** The objectives of one story in the chosen quote language. */
export function useStoryObjectives(storyId: string, translation: Translation) {
  const clientId = useClientId();
  return useQuery({
    queryKey: storyKeys.objectives(clientId, storyId, translation),
    queryFn: ({ signal }) => getStoryObjectives(clientId, storyId, translation, signal),
  });
}
