/** GET /api/user/clients (SPEC §4, §7): the clients the user may act for; the first is the default active client. */
import { queryOptions } from '@tanstack/react-query';
import type { Client } from '@insight/contracts/user';
import { apiClient } from '../../lib/api-client';
import type { Item } from '../../lib/api-types';
import { LONG_STALE_TIME_MS } from '../../lib/query-client';
import { userKeys } from './keys';

/** Fetches the clients of the signed-in user. */
export async function getUserClients(signal?: AbortSignal): Promise<Client[]> {
  const answer = await apiClient.get<Item<Client[]>>('/user/clients', undefined, signal);
  return answer.data;
}

/** Query options of the user's clients (fresh for an hour, SPEC §9). */
export function userClientsQueryOptions() {
  return queryOptions({ queryKey: userKeys.clients(), queryFn: ({ signal }) => getUserClients(signal), staleTime: LONG_STALE_TIME_MS });
}
