import { useMutation } from '@tanstack/react-query';
import { MSG } from '@careclass/shared';
import { api } from '../../../lib/api-client.ts';

export interface ChangePasswordBody {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** PUT /profile/password. The current session stays signed in; others are signed out. */
export async function changePassword(body: ChangePasswordBody): Promise<string> {
  const data = await api.put<{ message?: string } | undefined>('/profile/password', body);
  return data?.message || MSG.passwordUpdated;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
