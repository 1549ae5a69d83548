import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateNotifications } from './invalidate.ts';
import { messageAnswer, type DetailedMessageInput, type NotificationLink } from '@careclass/shared';

/** POST /admin/notifications/detailed (admins and instructors): a follow-up of a notification. */
export function sendDetailedMessage(input: DetailedMessageInput) {
  return api.post('/admin/notifications/detailed', input, { schema: messageAnswer });
}

export function useSendDetailedMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendDetailedMessage,
    // A reply to one's own notification lands in one's own list.
    onSuccess: () => invalidateNotifications(queryClient),
  });
}

/** Rows with an empty label or url are dropped (specification 001, "Detailed message"). */
export function completeLinks(rows: NotificationLink[]): NotificationLink[] {
  return rows
    .map((row) => ({ label: row.label.trim(), url: row.url.trim() }))
    .filter((row) => row.label !== '' && row.url !== '');
}
