import { useMutation } from '@tanstack/react-query';
import { notificationSentSchema, type NotificationSent } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { useRefreshAfterWrite } from '../../lib/api-helpers.ts';
import type { SendNotificationInput } from '../types.ts';

/**
 * POST /notifications/admin/send {title, message, recipient, recipientType, templateId?}: one
 * notification per recipient (the user, or each student of the class). With a template the server
 * sends the template's texts, filled for each recipient.
 */
export async function sendNotification(input: SendNotificationInput): Promise<NotificationSent> {
  return api.post('/notifications/admin/send', input, { schema: notificationSentSchema });
}

export function useSendNotification() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: sendNotification, onSuccess: refresh });
}
