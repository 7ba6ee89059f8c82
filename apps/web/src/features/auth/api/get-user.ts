/** GET /api/user (SPEC §7 User and client): the signed-in user under `data`. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@insight/contracts/user';
import { apiClient } from '../../../lib/api-client';
import type { Item } from '../../../lib/api-types';

/** Fetches the signed-in user; throws ApiError 401 when signed out. */
export async function getUser(signal?: AbortSignal): Promise<User> {
  const answer = await apiClient.get<Item<User>>('/user', undefined, signal);
  return answer.data;
}

/** Query options of the signed-in user (fresh for 5 minutes). */
export function userQueryOptions() {
  return queryOptions({ queryKey: ['user'], queryFn: ({ signal }) => getUser(signal), staleTime: 5 * 60_000 });
}

/** The signed-in user. */
export function useUser() {
  return useQuery(userQueryOptions());
}
