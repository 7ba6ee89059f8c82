/** PUT /api/user/{id} (SPEC §7): the signed-in user's name, surname, job title and company department. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRevalidator } from 'react-router';
import type { UpdateProfileRequest } from '@insight/contracts/team';
import { apiClient } from '../../../lib/api-client';
import { refreshSessionUser } from '../../../resources/user/get-user';

/** Editable profile fields (PUT /user/{id} without the password fields). */
export type ProfileBody = Pick<UpdateProfileRequest, 'name' | 'surname' | 'job_title' | 'company_department'>;

/** Saves the profile of `userId`. */
export async function updateProfile(userId: string, body: ProfileBody): Promise<void> {
  await apiClient.request<unknown>(`/user/${encodeURIComponent(userId)}`, { method: 'PUT', body });
}

/** Mutation hook around {@link updateProfile}; refreshes the session user afterwards. */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  return useMutation({
    mutationFn: (body: ProfileBody) => updateProfile(userId, body),
    onSuccess: async () => {
      await refreshSessionUser(queryClient);
      await revalidator.revalidate();
    },
  });
}
