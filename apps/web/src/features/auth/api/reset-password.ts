import { useMutation } from '@tanstack/react-query';
import { MSG } from '@careclass/shared';
import { api } from '../../../lib/api-client.ts';
import { messageOf } from './auth-result.ts';

export interface ResetPasswordBody {
  token: string;
  newPassword: string;
  confirmPassword: string;
}

/** POST /users/reset-password; resolves to the server's success message. */
export async function resetPassword(body: ResetPasswordBody): Promise<string> {
  const data = await api.post<unknown>('/users/reset-password', body, { auth: false });
  return messageOf(data, MSG.resetSucceeded);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
