import { useMutation } from '@tanstack/react-query';
import { MSG, type UserStatus } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { messageOf, useRefreshAfterWrite } from '../../lib/api-helpers.ts';

/** PATCH /admin/users/{id}/status {status}, with the same rules as the role change. */
export async function changeUserStatus({ id, status }: { id: number; status: UserStatus }) {
  return messageOf(
    await api.patch<unknown>(`/admin/users/${id}/status`, { status }),
    MSG.userStatusUpdated,
  );
}

export function useChangeUserStatus() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: changeUserStatus, onSuccess: refresh });
}
