import { useMutation } from '@tanstack/react-query';
import { MSG } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { messageOf, useRefreshAfterWrite } from '../../lib/api-helpers.ts';

export interface PasswordReset {
  id: number;
  newPassword: string;
  confirmPassword: string;
}

/**
 * PUT /admin/users/{id}/password {newPassword, confirmPassword}: signs the user out everywhere and
 * tells them (the mail never carries the password).
 */
export async function resetUserPassword({ id, newPassword, confirmPassword }: PasswordReset) {
  return messageOf(
    await api.put<unknown>(`/admin/users/${id}/password`, { newPassword, confirmPassword }),
    MSG.passwordResetByAdmin,
  );
}

export function useResetUserPassword() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: resetUserPassword, onSuccess: refresh });
}
