import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';
import { invalidateNotifications } from './invalidate.ts';

/** PUT /notifications/read-all. */
export function markAllNotificationsRead() {
  return api.put('/notifications/read-all', undefined, {
    schema: lazySchema((s) => s.allReadSchema),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => invalidateNotifications(queryClient),
  });
}
