import { useMutation } from '@tanstack/react-query';
import { MSG } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { messageOf, useRefreshAfterWrite } from '../../lib/api-helpers.ts';
import type { SendNotificationInput } from '../types.ts';

export interface SendResult {
  message: string;
  sent_count: number;
}

/**
 * POST /notifications/admin/send {title, message, recipient, recipientType, templateId?}: one
 * notification per recipient (the user, or each student of the class). With a template the server
 * sends the template's texts, filled for each recipient.
 */
export async function sendNotification(input: SendNotificationInput): Promise<SendResult> {
  const data = await api.post<{ sent_count?: unknown }>('/notifications/admin/send', input);
  return {
    message: messageOf(data, MSG.notificationSent),
    sent_count: typeof data?.sent_count === 'number' ? data.sent_count : 0,
  };
}

export function useSendNotification() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: sendNotification, onSuccess: refresh });
}
