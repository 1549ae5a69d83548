import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MSG, userUpdatedSchema, type UserUpdated } from '@careclass/shared';
import { api, ApiError } from '../../../lib/api-client.ts';
import { profileKey } from './get-profile.ts';

export interface ProfileUpdateBody {
  first_name: string;
  last_name: string;
  phone_number: string | null;
}

/** PUT /users/profile: the response must carry a user (specification 001, section 5). */
export async function updateProfile(body: ProfileUpdateBody): Promise<UserUpdated> {
  const data = await api.put<unknown>('/users/profile', body);
  const parsed = userUpdatedSchema.safeParse(data);
  if (!parsed.success)
    throw new ApiError(200, MSG.invalidProfileUpdateResponse, { code: 'INVALID_RESPONSE' });
  return { user: parsed.data.user, message: parsed.data.message || MSG.profileUpdated };
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKey }),
  });
}
