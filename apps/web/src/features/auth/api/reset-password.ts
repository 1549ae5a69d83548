import { useMutation } from '@tanstack/react-query';
import { messageAnswer } from '@careclass/shared';
import { api } from '../../../lib/api-client.ts';

export interface ResetPasswordBody {
  token: string;
  newPassword: string;
  confirmPassword: string;
}

/** POST /users/reset-password; resolves to the server's success message. */
export async function resetPassword(body: ResetPasswordBody): Promise<string> {
  const answer = await api.post('/users/reset-password', body, {
    auth: false,
    schema: messageAnswer,
  });
  return answer.message;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
