import { useMutation } from '@tanstack/react-query';
import { messageAnswer } from '@careclass/shared';
import { api } from '../../../lib/api-client.ts';

/** POST /users/forgot-password; resolves to the server's message for the success notice. */
export async function forgotPassword(email: string): Promise<string> {
  const answer = await api.post(
    '/users/forgot-password',
    { email },
    { auth: false, schema: messageAnswer },
  );
  return answer.message;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
