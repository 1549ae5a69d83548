import { useMutation } from '@tanstack/react-query';
import { messageAnswer } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { useRefreshAfterWrite } from '../../lib/api-helpers.ts';

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
  const answer = await api.put(
    `/admin/users/${id}/password`,
    { newPassword, confirmPassword },
    { schema: messageAnswer },
  );
  return answer.message;
}

export function useResetUserPassword() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: resetUserPassword, onSuccess: refresh });
}
