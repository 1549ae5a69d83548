import { useMutation } from '@tanstack/react-query';
import { userDeletedSchema, type UserDeleted } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { useRefreshAfterWrite } from '../../lib/api-helpers.ts';

/**
 * DELETE /admin/users/{id}. `deleted`: the account left nothing behind and is gone. `anonymised`:
 * it had records (enrolments, payments, certificates, classes taught), which stay attached to a
 * nameless account (docs/decisions/0012).
 */
export async function deleteUser(id: number): Promise<UserDeleted> {
  return api.delete(`/admin/users/${id}`, { schema: userDeletedSchema });
}

export function useDeleteUser() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: deleteUser, onSuccess: refresh });
}
