/** POST /api/user/{id}/picture (multipart field `file`): uploads the profile picture; the answer carries the new image URL. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRevalidator } from 'react-router';
import { env } from '../../../config/env';
import { apiClient, toApiError } from '../../../lib/api-client';
import { refreshSessionUser } from '../../../resources/user/get-user';

/** Sends `file` as the `file` part; refreshes the token once on a 401. */
export async function uploadPicture(userId: string, file: File): Promise<void> {
  const send = (token: string | null) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return fetch(`${env.apiBaseUrl}/user/${encodeURIComponent(userId)}/picture`, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: token ? { Authorization: `Bearer ${token}`, Accept: 'application/json, application/problem+json' } : { Accept: 'application/json' },
    });
  };
  let response = await send(apiClient.getToken());
  if (response.status === 401) response = await send(await apiClient.refresh());
  if (!response.ok) throw await toApiError(response);
}

/** Mutation hook around {@link uploadPicture}; refreshes the session user afterwards. */
export function useUploadPicture(userId: string) {
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  return useMutation({
    mutationFn: (file: File) => uploadPicture(userId, file),
    onSuccess: async () => {
      await refreshSessionUser(queryClient);
      await revalidator.revalidate();
    },
  });
}
