import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MSG, type ProfileUpdateInput, type UserUpdated } from '@careclass/shared';
import { api } from '../../../lib/api-client.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';
import { profileKey } from './get-profile.ts';

/** The fields the profile form (and the language switcher) sends. */
export type ProfileUpdateBody = Pick<
  ProfileUpdateInput,
  'first_name' | 'last_name' | 'phone_number' | 'preferred_language'
>;

// The language switcher in the header saves through this call, so its schema loads with the call
// rather than with the first page (docs/decisions/0046).
const userUpdated = lazySchema((s) => s.userUpdatedSchema);

/** PUT /users/profile: the response must carry a user (specification 001, section 5). */
export async function updateProfile(body: ProfileUpdateBody): Promise<UserUpdated> {
  const { user, message } = await api.put('/users/profile', body, {
    schema: userUpdated,
    invalidMessage: MSG.invalidProfileUpdateResponse,
  });
  return { user, message: message || MSG.profileUpdated };
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKey }),
  });
}
