import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MSG, type PublicUser } from '@careclass/shared';
import { api, ApiError } from '../../../lib/api-client.ts';
import { asUser } from '../../../lib/session-storage.ts';
import { profileKey } from './get-profile.ts';

export interface ProfileUpdateBody {
  first_name: string;
  last_name: string;
  phone_number: string | null;
}

/** PUT /users/profile: the response must carry a user (specification 001, section 5). */
export async function updateProfile(
  body: ProfileUpdateBody,
): Promise<{ user: PublicUser; message: string }> {
  const data = await api.put<{ user?: unknown; message?: string } | undefined>(
    '/users/profile',
    body,
  );
  const user = asUser(data?.user);
  if (!user)
    throw new ApiError(200, MSG.invalidProfileUpdateResponse, { code: 'INVALID_RESPONSE' });
  return { user, message: data?.message || MSG.profileUpdated };
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKey }),
  });
}
