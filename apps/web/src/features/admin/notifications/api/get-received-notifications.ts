import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationListSchema, type NotificationList } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { centerKeys } from './keys.ts';

/**
 * GET /notifications: the signed-in admin's own notifications and unread count (the catalogue's
 * "notifications or data").
 */
export async function getReceivedNotifications(signal?: AbortSignal): Promise<NotificationList> {
  return api.get('/notifications', { signal, schema: notificationListSchema });
}

export const receivedNotificationsQuery = () =>
  queryOptions({
    queryKey: centerKeys.received(),
    queryFn: ({ signal }) => getReceivedNotifications(signal),
  });

export function useReceivedNotifications() {
  return useQuery(receivedNotificationsQuery());
}
