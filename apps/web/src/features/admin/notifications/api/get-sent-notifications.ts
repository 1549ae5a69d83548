import { queryOptions, useQuery } from '@tanstack/react-query';
import { sentListSchema, type SentNotification } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { centerKeys } from './keys.ts';

/**
 * GET /notifications/admin/sent: what the office sent, newest first; identical texts to more than
 * 3 recipients and broadcasts are one grouped entry (docs/decisions/0015).
 */
export async function getSentNotifications(signal?: AbortSignal): Promise<SentNotification[]> {
  const data = await api.get('/notifications/admin/sent', { signal, schema: sentListSchema });
  return data.notifications;
}

export const sentNotificationsQuery = () =>
  queryOptions({
    queryKey: centerKeys.sent(),
    queryFn: ({ signal }) => getSentNotifications(signal),
  });

export function useSentNotifications() {
  return useQuery(sentNotificationsQuery());
}
