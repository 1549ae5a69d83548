import { useMutation } from '@tanstack/react-query';
import { MSG } from '@careclass/shared';
import { api } from '../../../lib/api-client.ts';
import { messageOf } from './auth-result.ts';

/** POST /users/forgot-password; resolves to the server's message for the success notice. */
export async function forgotPassword(email: string): Promise<string> {
  const data = await api.post<unknown>('/users/forgot-password', { email }, { auth: false });
  return messageOf(data, MSG.forgotSent);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
