/** GET /api/user (SPEC §7 User and client): the signed-in user under `data`. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { User } from '@insight/contracts/user';
import { apiClient } from '../../lib/api-client';
import type { Item } from '../../lib/api-types';
import { userKeys } from './keys';

/** Fetches the signed-in user; throws ApiError 401 when signed out. */
export async function getUser(signal?: AbortSignal): Promise<User> {
  const answer = await apiClient.get<Item<User>>('/user', undefined, signal);
  return answer.data;
}

/** Query options of the signed-in user (fresh for 5 minutes). */
export function userQueryOptions() {
  return queryOptions({ queryKey: userKeys.session(), queryFn: ({ signal }) => getUser(signal), staleTime: 5 * 60_000 });
}

/** After a change to the signed-in user (profile, picture): refetches the cached user, active or not, so the header and session show it. */
export async function refreshSessionUser(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: userKeys.session(), exact: true, refetchType: 'all' });
}
