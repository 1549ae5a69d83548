import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import type { AppNotification } from '../../../notifications/api/types.ts';
import { arrayField } from '../../lib/api-helpers.ts';
import type { ReceivedNotifications } from '../types.ts';
import { centerKeys } from './keys.ts';

/**
 * GET /notifications: the signed-in admin's own notifications and unread count (the catalogue's
 * "notifications or data").
 */
export async function getReceivedNotifications(
  signal?: AbortSignal,
): Promise<ReceivedNotifications> {
  const data = await api.get<unknown>('/notifications', { signal });
  const key =
    data && typeof data === 'object' && 'notifications' in data ? 'notifications' : 'data';
  const notifications = arrayField<AppNotification>(data, key);
  const count = (data as { unread_count?: unknown }).unread_count;
  return {
    notifications,
    unread_count:
      typeof count === 'number'
        ? count
        : notifications.filter((n) => !(n.is_read ?? n.read)).length,
  };
}

export const receivedNotificationsQuery = () =>
  queryOptions({
    queryKey: centerKeys.received(),
    queryFn: ({ signal }) => getReceivedNotifications(signal),
  });

export function useReceivedNotifications() {
  return useQuery(receivedNotificationsQuery());
}
