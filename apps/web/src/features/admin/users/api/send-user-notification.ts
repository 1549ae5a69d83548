import { useMutation } from '@tanstack/react-query';
import { messageAnswer } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { useRefreshAfterWrite } from '../../lib/api-helpers.ts';

export interface UserNotification {
  id: number;
  /** Optional; the server's default is "Message from the office". */
  title?: string;
  message: string;
}

/** POST /admin/users/{id}/notifications {title?, message}: in-app, and mailed if the user wants. */
export async function sendUserNotification({ id, title, message }: UserNotification) {
  const body = { message, ...(title ? { title } : {}) };
  const answer = await api.post(`/admin/users/${id}/notifications`, body, {
    schema: messageAnswer,
  });
  return answer.message;
}

export function useSendUserNotification() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: sendUserNotification, onSuccess: refresh });
}
