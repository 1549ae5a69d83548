import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MSG, userUpdatedSchema, type PublicUser } from '@careclass/shared';
import { api, ApiError } from '../../../lib/api-client.ts';
import { profileKey } from './get-profile.ts';

/** PUT /users/preferences: the e-mail notifications switch. */
export async function updateEmailNotifications(enabled: boolean): Promise<PublicUser> {
  const data = await api.put<unknown>('/users/preferences', {
    preferences: { email_notifications: enabled },
  });
  const parsed = userUpdatedSchema.safeParse(data);
  if (!parsed.success)
    throw new ApiError(200, MSG.invalidServerResponse, { code: 'INVALID_RESPONSE' });
  return parsed.data.user;
}

export function useUpdateEmailNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmailNotifications,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKey }),
  });
}
