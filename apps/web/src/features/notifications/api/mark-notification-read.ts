import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';
import { invalidateNotifications } from './invalidate.ts';

/** PUT /notifications/{id}/read. */
export function markNotificationRead(id: number | string) {
  return api.put(`/notifications/${encodeURIComponent(String(id))}/read`, undefined, {
    schema: lazySchema((s) => s.notificationReadSchema),
  });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => invalidateNotifications(queryClient),
  });
}
