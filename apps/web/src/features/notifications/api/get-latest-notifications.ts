import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, invalidFormat } from '../../../lib/api-client.ts';
import { notificationKeys } from './keys.ts';
import type { AppNotification } from './types.ts';

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
  const data = await api.get<{ notifications?: unknown; unread_count?: unknown }>(
    '/notifications',
    // A background refresh never sends the visitor to the login page: the next action will.
    { signal, query: { limit: BELL_SIZE }, on401: 'throw' },
  );
  if (!data || !Array.isArray(data.notifications) || typeof data.unread_count !== 'number') {
    throw invalidFormat();
  }
  return { notifications: data.notifications as AppNotification[], unread: data.unread_count };
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
