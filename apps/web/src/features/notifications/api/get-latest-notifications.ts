import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AppNotification } from '@careclass/shared';
import { api } from '../../../lib/api-client.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';
import { notificationKeys } from './keys.ts';

/** How many notifications the header's bell lists. */
export const BELL_SIZE = 8;
/** The unread count is read again this often while the page is open. */
export const BELL_REFRESH_MS = 60_000;

export interface LatestNotifications {
  notifications: AppNotification[];
  unread: number;
}

/** GET /notifications?limit=8: the newest few and the caller's unread count. */
export async function getLatestNotifications(signal?: AbortSignal): Promise<LatestNotifications> {
  const data = await api.get('/notifications', {
    signal,
    query: { limit: BELL_SIZE },
    // A background refresh never sends the visitor to the login page: the next action will.
    on401: 'throw',
    schema: lazySchema((s) => s.notificationListSchema),
  });
  return { notifications: data.notifications, unread: data.unread_count };
}

/**
 * Under the notifications key, so reading or deleting a notification anywhere refreshes it; keyed
 * by user, so another account signed in on the device never sees the previous one's list.
 */
export const latestNotificationsQuery = (userId: number) =>
  queryOptions({
    queryKey: [...notificationKeys.all, 'latest', userId],
    queryFn: ({ signal }) => getLatestNotifications(signal),
    refetchInterval: BELL_REFRESH_MS,
  });

export function useLatestNotifications(userId: number | undefined) {
  return useQuery({
    ...latestNotificationsQuery(userId ?? 0),
    enabled: userId !== undefined,
  });
}
