import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateNotifications } from './invalidate.ts';
import { notificationReadSchema } from '@careclass/shared';

/** PUT /notifications/{id}/read. */
export function markNotificationRead(id: number | string) {
  return api.put(`/notifications/${encodeURIComponent(String(id))}/read`, undefined, {
    schema: notificationReadSchema,
  });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => invalidateNotifications(queryClient),
  });
}
