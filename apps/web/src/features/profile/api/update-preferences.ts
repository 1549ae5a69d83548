import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MSG, type PublicUser } from '@careclass/shared';
import { api, ApiError } from '../../../lib/api-client.ts';
import { asUser } from '../../../lib/session-storage.ts';
import { profileKey } from './get-profile.ts';

/** PUT /users/preferences: the e-mail notifications switch. */
export async function updateEmailNotifications(enabled: boolean): Promise<PublicUser> {
  const data = await api.put<{ user?: unknown } | undefined>('/users/preferences', {
    preferences: { email_notifications: enabled },
  });
  const user = asUser(data?.user);
  if (!user) throw new ApiError(200, MSG.invalidServerResponse, { code: 'INVALID_RESPONSE' });
  return user;
}

export function useUpdateEmailNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmailNotifications,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKey }),
  });
}
