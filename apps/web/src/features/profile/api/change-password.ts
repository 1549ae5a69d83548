import { useMutation } from '@tanstack/react-query';
import { messageAnswer } from '@careclass/shared';
import { api } from '../../../lib/api-client.ts';

export interface ChangePasswordBody {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** PUT /profile/password. The current session stays signed in; others are signed out. */
export async function changePassword(body: ChangePasswordBody): Promise<string> {
  const answer = await api.put('/profile/password', body, { schema: messageAnswer });
  return answer.message;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
