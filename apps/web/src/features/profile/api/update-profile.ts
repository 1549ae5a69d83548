import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MSG,
  userUpdatedSchema,
  type ProfileUpdateInput,
  type UserUpdated,
} from '@careclass/shared';
import { api } from '../../../lib/api-client.ts';
import { profileKey } from './get-profile.ts';

/** The fields the profile form (and the language switcher) sends. */
export type ProfileUpdateBody = Pick<
  ProfileUpdateInput,
  'first_name' | 'last_name' | 'phone_number' | 'preferred_language'
>;

/** PUT /users/profile: the response must carry a user (specification 001, section 5). */
export async function updateProfile(body: ProfileUpdateBody): Promise<UserUpdated> {
  const { user, message } = await api.put('/users/profile', body, {
    schema: userUpdatedSchema,
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
