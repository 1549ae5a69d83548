import { useMutation } from '@tanstack/react-query';
import { adminUserUpdatedSchema, type UserStatus } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { useRefreshAfterWrite } from '../../lib/api-helpers.ts';

/** PATCH /admin/users/{id}/status {status}, with the same rules as the role change. */
export async function changeUserStatus({ id, status }: { id: number; status: UserStatus }) {
  const answer = await api.patch(
    `/admin/users/${id}/status`,
    { status },
    { schema: adminUserUpdatedSchema },
  );
  return answer.message;
}

export function useChangeUserStatus() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: changeUserStatus, onSuccess: refresh });
}
