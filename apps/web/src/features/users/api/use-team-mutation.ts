/** A mutation on the team that refreshes the team and seats of the active client when it settles. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useClientId } from '../../../lib/session';
import { usersKeys } from './users-keys';

/** Wraps `call(clientId, variables)` and invalidates the client's user-management queries afterwards. */
export function useTeamMutation<TVariables, TResult = unknown>(call: (clientId: string, variables: TVariables) => Promise<TResult>) {
  const clientId = useClientId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => call(clientId, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.all(clientId) }),
  });
}
