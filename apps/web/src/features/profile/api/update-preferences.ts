import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MSG, userUpdatedSchema, type PublicUser } from '@careclass/shared';
import { api } from '../../../lib/api-client.ts';
import { profileKey } from './get-profile.ts';

/** PUT /users/preferences: the e-mail notifications switch. */
export async function updateEmailNotifications(enabled: boolean): Promise<PublicUser> {
  const { user } = await api.put(
    '/users/preferences',
    { preferences: { email_notifications: enabled } },
    { schema: userUpdatedSchema, invalidMessage: MSG.invalidServerResponse },
  );
  return user;
}

export function useUpdateEmailNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmailNotifications,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKey }),
  });
}
