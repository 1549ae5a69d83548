import { useMutation } from '@tanstack/react-query';
import { adminUserUpdatedSchema, type UserRole } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { useRefreshAfterWrite } from '../../lib/api-helpers.ts';

/**
 * PATCH /admin/users/{id}/role {role}. A change signs the user out everywhere; an admin cannot
 * demote themselves, nor the last active admin (409 with the server's text).
 */
export async function changeUserRole({ id, role }: { id: number; role: UserRole }) {
  const answer = await api.patch(
    `/admin/users/${id}/role`,
    { role },
    { schema: adminUserUpdatedSchema },
  );
  return answer.message;
}

export function useChangeUserRole() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: changeUserRole, onSuccess: refresh });
}
