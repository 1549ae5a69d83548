import type { QueryClient } from '@tanstack/react-query';
import { notificationKeys } from './keys.ts';

/** After any change to notifications: the detail pages and the profile payload reload. */
export function invalidateNotifications(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['profile'] }),
  ]);
}
