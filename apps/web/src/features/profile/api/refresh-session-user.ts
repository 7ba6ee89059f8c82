/** After a profile change: refetch the signed-in user (query key ['user']) so the header and session show the new values. */
import type { QueryClient } from '@tanstack/react-query';

/** Refetches the cached user, active or not. */
export async function refreshSessionUser(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: ['user'], exact: true, refetchType: 'all' });
}
