import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { arrayField } from '../../lib/api-helpers.ts';
import type { SentNotification } from '../types.ts';
import { centerKeys } from './keys.ts';

/**
 * GET /notifications/admin/sent: what the office sent, newest first; identical texts to more than
 * 3 recipients and broadcasts are one grouped entry (docs/decisions/0015).
 */
export async function getSentNotifications(signal?: AbortSignal): Promise<SentNotification[]> {
  const data = await api.get<unknown>('/notifications/admin/sent', { signal });
  const key =
    data && typeof data === 'object' && 'notifications' in data ? 'notifications' : 'data';
  return arrayField<SentNotification>(data, key);
}

export const sentNotificationsQuery = () =>
  queryOptions({
    queryKey: centerKeys.sent(),
    queryFn: ({ signal }) => getSentNotifications(signal),
  });

export function useSentNotifications() {
  return useQuery(sentNotificationsQuery());
}
