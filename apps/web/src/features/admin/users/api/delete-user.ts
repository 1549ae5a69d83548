import { useMutation } from '@tanstack/react-query';
import { MSG } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { messageOf, useRefreshAfterWrite } from '../../lib/api-helpers.ts';

export interface UserDeletion {
  message: string;
  /**
   * `deleted`: the account left nothing behind and is gone. `anonymised`: it had records (enrolments,
   * payments, certificates, classes taught), which stay attached to a nameless account
   * (docs/decisions/0012).
   */
  mode: 'deleted' | 'anonymised';
}

/** DELETE /admin/users/{id}. */
export async function deleteUser(id: number): Promise<UserDeletion> {
  const data = await api.delete<unknown>(`/admin/users/${id}`);
  const mode = (data as { mode?: unknown } | undefined)?.mode;
  return {
    message: messageOf(data, MSG.userDeleted),
    mode: mode === 'anonymised' ? 'anonymised' : 'deleted',
  };
}

export function useDeleteUser() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: deleteUser, onSuccess: refresh });
}
